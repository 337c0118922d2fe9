import CoreInterfaces

extension IssueUIModel {
    /// What an issue's detail, browsing or in the picker, shows of it: its fields and the assets
    /// linked to it (`nil` while they load).
    func detailLines(linkedAssets: [AssetUIModel]?) -> [String] {
        let assets = linkedAssets.map { $0.isEmpty ? "none" : $0.map(\.name).joined(separator: ", ") } ?? "loading…"
        return ["ID: \(id)", "Status: \(status)", description, "Linked assets: \(assets)"]
    }

    /// What an issue's detail shows once the issue is no longer in the data.
    var goneLines: [String] {
        ["ID: \(id)", "This issue is no longer in the data: another session or an edit to the file deleted it.", "Go back with b."]
    }
}

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
            do {
                if withIssue { send(issueLoaded(try await repository.issue(id: issueID))) }
                send(linkedAssetsLoaded(try await repository.linkedAssets(forIssue: issueID)))
            } catch {
                send(failed("The issue could not be loaded: \(error)"))
            }
        }
        .cancellable(id: cancelID, cancelInFlight: true)
    }
}
