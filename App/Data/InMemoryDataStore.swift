import Assets
import CoreInterfaces
import Issues

/// The one store of assets, issues and links that both feature modules see, each through the
/// repository protocol it owns. The counterpart of the original design's bridge to shared code.
@MainActor
final class InMemoryDataStore {
    private(set) var assets: [AssetUIModel]
    private(set) var issues: [IssueUIModel]
    /// Each asset's linked issue: an asset has at most one.
    private(set) var issueIDByAssetID: [AssetUIModel.ID: IssueUIModel.ID]
    private let assetByID: [AssetUIModel.ID: AssetUIModel]
    private let issueByID: [IssueUIModel.ID: IssueUIModel]

    init(assets: [AssetUIModel], issues: [IssueUIModel], issueIDByAssetID: [AssetUIModel.ID: IssueUIModel.ID] = [:]) {
        self.assets = assets
        self.issues = issues
        self.issueIDByAssetID = issueIDByAssetID
        self.assetByID = Dictionary(assets.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.issueByID = Dictionary(issues.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The built-in sample data, with nothing linked.
    static func sample() -> InMemoryDataStore {
        InMemoryDataStore(assets: SampleData.assets, issues: SampleData.issues)
    }
}

extension InMemoryDataStore: AssetsRepository {
    func allAssets() -> [AssetUIModel] {
        assets
    }

    func asset(id assetID: AssetUIModel.ID) -> AssetUIModel? {
        assetByID[assetID]
    }

    func linkedIssue(forAsset assetID: AssetUIModel.ID) -> IssueUIModel? {
        issueIDByAssetID[assetID].flatMap { issueByID[$0] }
    }

    func link(_ issue: IssueUIModel, toAsset assetID: AssetUIModel.ID) {
        issueIDByAssetID[assetID] = issue.id
    }

    func unlinkIssue(fromAsset assetID: AssetUIModel.ID) {
        issueIDByAssetID[assetID] = nil
    }
}

extension InMemoryDataStore: IssuesRepository {
    func allIssues() -> [IssueUIModel] {
        issues
    }

    func issue(id issueID: IssueUIModel.ID) -> IssueUIModel? {
        issueByID[issueID]
    }

    func linkedAssets(forIssue issueID: IssueUIModel.ID) -> [AssetUIModel] {
        assets.filter { issueIDByAssetID[$0.id] == issueID }
    }

    func link(_ asset: AssetUIModel, toIssue issueID: IssueUIModel.ID) {
        issueIDByAssetID[asset.id] = issueID
    }
}
