import AssetsInterface
import CoreInterfaces
import FeatureRuntime
import IssuesInterface

extension Effect {
    /// Loads what an issue's detail shows: the issue with `issueID` first when `withIssue`, then
    /// the assets linked to it; a failure is sent as one line. A load replaces the one in flight
    /// under `cancelID`.
    static func loadIssue(
        _ issueID: IssueUIModel.ID,
        withIssue: Bool,
        from repository: any IssuesRepository,
        cancelID: some Hashable & Sendable,
        issueLoaded: @escaping @Sendable (IssueUIModel?) -> Action,
        linkedAssetsLoaded: @escaping @Sendable ([AssetUIModel]) -> Action,
        failed: @escaping @Sendable (String) -> Action
    ) -> Self {
        .run { send in
            if withIssue { await send(issueLoaded(try await repository.issue(id: issueID))) }
            await send(linkedAssetsLoaded(try await repository.linkedAssets(forIssue: issueID)))
        } catch: { error, send in
            await send(failed("The issue could not be loaded: \(error)"))
        }
        .cancellable(id: cancelID, cancelInFlight: true)
    }
}
