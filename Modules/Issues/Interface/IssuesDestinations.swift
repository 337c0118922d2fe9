import CoreInterfaces

/// The destinations the Issues module provides: the part of the contract between modules that
/// names its screens.
extension NavigationDestination {
    /// The Issues module's browsable list of issues.
    public static let issuesList = NavigationDestination("issuesList")
    /// The Issues module's detail of one issue: ask for `.issueDetail.with(id:)`.
    public static let issueDetail = NavigationDestination("issueDetail", item: "issue")
}

extension PickerDestination where Result == IssueUIModel {
    /// The Issues module's picker, which hands back one ``IssueUIModel`` or nothing.
    public static var issuesListPicker: Self { Self("issuesListPicker") }
}

extension PartPoint {
    /// The point on the Issues module's detail of one issue where other modules add parts: shown
    /// for the issue on screen, `.issueDetail.with(id:)`.
    public static let issueDetail = PartPoint("issueDetail", item: "issue")
}
