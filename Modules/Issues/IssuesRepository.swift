import CoreInterfaces

/// Where the Issues module reads issues.
///
/// The module owns this protocol; the App implements it, so the module never learns where data lives.
@MainActor
public protocol IssuesRepository: Sendable {
    /// Every issue, in display order.
    func allIssues() -> [IssueUIModel]
}
