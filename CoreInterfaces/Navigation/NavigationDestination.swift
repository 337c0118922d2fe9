/// Every screen one module may ask another for, named without naming the module that provides it.
///
/// Feature modules request destinations through a ``NavigationFactory``; only the App's plugin
/// registry knows which module builds each one. The set is closed on purpose: it is the contract
/// between modules, and adding a case is a change every module sees (see Docs/Decisions.md).
public enum NavigationDestination: Hashable, Sendable {
    /// The Assets module's browsable list of assets.
    case assetsList
    /// The Assets module's picker, which hands back one ``AssetUIModel`` or nothing.
    case assetsListPicker
    /// The Assets module's detail of one asset.
    case assetDetail(id: AssetUIModel.ID)
    /// The Issues module's browsable list of issues.
    case issuesList
    /// The Issues module's picker, which hands back one ``IssueUIModel`` or nothing.
    case issuesListPicker
    /// The Issues module's detail of one issue.
    case issueDetail(id: IssueUIModel.ID)

    /// A destination without its arguments: what a plugin provides and the registry validates.
    public enum Kind: String, CaseIterable, Comparable, Sendable {
        /// ``NavigationDestination/assetsList``.
        case assetsList
        /// ``NavigationDestination/assetsListPicker``.
        case assetsListPicker
        /// ``NavigationDestination/assetDetail(id:)``.
        case assetDetail
        /// ``NavigationDestination/issuesList``.
        case issuesList
        /// ``NavigationDestination/issuesListPicker``.
        case issuesListPicker
        /// ``NavigationDestination/issueDetail(id:)``.
        case issueDetail

        /// Kinds sort by name, for stable listings and messages.
        public static func < (lhs: Self, rhs: Self) -> Bool {
            lhs.rawValue < rhs.rawValue
        }
    }

    /// This destination's kind.
    public var kind: Kind {
        switch self {
        case .assetsList: .assetsList
        case .assetsListPicker: .assetsListPicker
        case .assetDetail: .assetDetail
        case .issuesList: .issuesList
        case .issuesListPicker: .issuesListPicker
        case .issueDetail: .issueDetail
        }
    }
}
