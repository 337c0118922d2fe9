import CoreInterfaces
import DataFile
import Issues

/// The Issues module's repository over the same data store the Assets module sees, so a link made
/// on either side shows on both.
extension Backend: IssuesRepository {
    public func allIssues() async throws -> [IssueUIModel] {
        try await call("Issues")
        return await data.currentIssues()
    }

    public func issue(id issueID: IssueUIModel.ID) async throws -> IssueUIModel? {
        try await call("Issues")
        return await data.issue(withID: issueID)
    }

    public func linkedAssets(forIssue issueID: IssueUIModel.ID) async throws -> [AssetUIModel] {
        try await call("Issues")
        return await data.assetsLinked(toIssue: issueID)
    }

    public func link(_ asset: AssetUIModel, toIssue issueID: IssueUIModel.ID) async throws {
        await save(.link(assetID: asset.id, issueID: issueID), "Issues")
    }
}
