import AssetsInterface
import CoreInterfaces
import DataFile
import Issues
import IssuesInterface

/// The Issues module's repository over the same data store the Assets module sees, so a link made
/// on either side shows on both.
extension Backend: IssuesRepository {
    public func allIssues() async throws -> [IssueUIModel] {
        try await call("Issues")
        return await issueModels.models(of: data.currentIssues())
    }

    public func issue(id issueID: IssueUIModel.ID) async throws -> IssueUIModel? {
        try await call("Issues")
        return await data.issue(withID: issueID).map(IssueUIModel.init)
    }

    public func linkedAssets(forIssue issueID: IssueUIModel.ID) async throws -> [AssetUIModel] {
        try await call("Issues")
        return await data.assetsLinked(toIssue: issueID).map(AssetUIModel.init)
    }

    public func link(_ asset: AssetUIModel, toIssue issueID: IssueUIModel.ID) async throws {
        await save(.link(assetID: asset.id, issueID: issueID), "Issues")
    }
}

extension IssueUIModel {
    /// The issue the data file holds as `record`.
    init(_ record: DataFileContents.Issue) {
        self.init(id: record.id, title: record.title, status: record.status, description: record.description)
    }
}
