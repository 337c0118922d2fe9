import CoreInterfaces
import DataFile
import Issues

/// The Issues module's repository over the same data store the Assets module sees, so a link made
/// on either side shows on both.
extension InMemoryDataStore: IssuesRepository {
    public func allIssues() -> [IssueUIModel] {
        currentIssues()
    }

    public func issue(id issueID: IssueUIModel.ID) -> IssueUIModel? {
        issue(withID: issueID)
    }

    public func linkedAssets(forIssue issueID: IssueUIModel.ID) -> [AssetUIModel] {
        assetsLinked(toIssue: issueID)
    }

    public func link(_ asset: AssetUIModel, toIssue issueID: IssueUIModel.ID) {
        change(.link(assetID: asset.id, issueID: issueID))
    }
}
