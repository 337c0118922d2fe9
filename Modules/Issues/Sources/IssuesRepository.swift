import AssetsInterface
import CoreInterfaces
import FeatureRuntime
import IssuesInterface

/// Where the Issues module reads issues and the assets linked to them.
///
/// The module owns this protocol; the App implements it over the same store of links the Assets
/// module sees, so a link made on either side shows on both. Every call awaits and may fail, as a
/// call to a network or a database does; a screen shows that it is loading meanwhile.
///
/// A change (``link(_:toIssue:)``) is the repository's once asked for, as a write is a data
/// layer's in an app: it is made even when its screen leaves meanwhile (the call returns once the
/// change is accepted, cancelled or not), changes to one asset land in the order they were asked
/// for, and a failure after the call returned is the repository's to report. A change that fails
/// before it returns throws. A read only serves its caller: cancelled, it may stop.
public protocol IssuesRepository: Sendable {
    /// Every issue, in display order.
    func allIssues() async throws -> [IssueUIModel]
    /// The issue with `issueID`, if there is one.
    func issue(id issueID: IssueUIModel.ID) async throws -> IssueUIModel?
    /// Every asset linked to the issue with `issueID`, in display order.
    func linkedAssets(forIssue issueID: IssueUIModel.ID) async throws -> [AssetUIModel]
    /// Links `asset` to the issue with `issueID`, replacing the asset's earlier link if it had one.
    func link(_ asset: AssetUIModel, toIssue issueID: IssueUIModel.ID) async throws
}

extension Loaded<[IssueUIModel]> {
    /// Starts the load `action` asks for of every issue, from `repository`: what the list and the
    /// picker show.
    mutating func load<Action: ScreenAction & Equatable>(
        for action: Action, _ loaded: @escaping @Sendable (Result<[IssueUIModel], LoadFailure>) -> Action,
        from repository: any IssuesRepository
    ) -> Effect<Action> {
        load(for: action, loaded) { try await repository.allIssues() }
    }
}
