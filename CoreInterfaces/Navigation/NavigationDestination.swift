/// Every screen one module may ask another for, named without naming the module that provides it.
///
/// Feature modules request destinations through a ``NavigationFactory``; only the App knows which
/// module builds each one. Adding a case is a change every module sees, on purpose: the set of
/// cross-module destinations is the contract between them (see Docs/Decisions.md).
public enum NavigationDestination: String, CaseIterable, Hashable, Sendable {
    /// The Assets module's browsable list of assets.
    case assetsList
    /// The Issues module's browsable list of issues.
    case issuesList
    /// The Issues module's picker, which delivers one ``IssueUIModel`` or nothing.
    case issuesListPicker
}
