import Assets
import AssetsInterface
import CoreInterfaces
import DataFile
import IssuesInterface

/// The Assets module's repository over the App's one data store.
extension Backend: AssetsRepository {
    public func allAssets() async throws -> [AssetUIModel] {
        try await call("Assets")
        return await assetModels.models(of: data.currentAssets())
    }

    public func asset(id assetID: AssetUIModel.ID) async throws -> AssetUIModel? {
        try await call("Assets")
        return await data.asset(withID: assetID).map(AssetUIModel.init)
    }

    public func linkedIssue(forAsset assetID: AssetUIModel.ID) async throws -> IssueUIModel? {
        try await call("Assets")
        return await data.issueLinked(toAsset: assetID).map(IssueUIModel.init)
    }

    public func link(_ issue: IssueUIModel, toAsset assetID: AssetUIModel.ID) async throws {
        await save(.link(assetID: assetID, issueID: issue.id), "Assets")
    }

    public func unlinkIssue(fromAsset assetID: AssetUIModel.ID) async throws {
        await save(.unlink(assetID: assetID), "Assets")
    }
}

extension AssetUIModel {
    /// The asset the data file holds as `record`.
    init(_ record: DataFileContents.Asset) {
        self.init(id: record.id, name: record.name, status: record.status, category: record.category)
    }
}
