import Assets
import CoreInterfaces
import DataFile

/// The Assets module's repository over the App's one data store.
extension Backend: AssetsRepository {
    public func allAssets() async throws -> [AssetUIModel] {
        try await call("Assets")
        return await data.currentAssets()
    }

    public func asset(id assetID: AssetUIModel.ID) async throws -> AssetUIModel? {
        try await call("Assets")
        return await data.asset(withID: assetID)
    }

    public func linkedIssue(forAsset assetID: AssetUIModel.ID) async throws -> IssueUIModel? {
        try await call("Assets")
        return await data.issueLinked(toAsset: assetID)
    }

    public func link(_ issue: IssueUIModel, toAsset assetID: AssetUIModel.ID) async throws {
        await save(.link(assetID: assetID, issueID: issue.id), "Assets")
    }

    public func unlinkIssue(fromAsset assetID: AssetUIModel.ID) async throws {
        await save(.unlink(assetID: assetID), "Assets")
    }
}
