import Assets
import CoreInterfaces
import DataFile

/// The Assets module's repository over the App's one data store: the counterpart of the design's
/// bridge to shared code. The module owns the protocol; the App says what it means here.
extension InMemoryDataStore: AssetsRepository {
    public func allAssets() -> [AssetUIModel] {
        currentAssets()
    }

    public func asset(id assetID: AssetUIModel.ID) -> AssetUIModel? {
        asset(withID: assetID)
    }

    public func linkedIssue(forAsset assetID: AssetUIModel.ID) -> IssueUIModel? {
        issueLinked(toAsset: assetID)
    }

    public func link(_ issue: IssueUIModel, toAsset assetID: AssetUIModel.ID) {
        change(.link(assetID: assetID, issueID: issue.id))
    }

    public func unlinkIssue(fromAsset assetID: AssetUIModel.ID) {
        change(.unlink(assetID: assetID))
    }
}
