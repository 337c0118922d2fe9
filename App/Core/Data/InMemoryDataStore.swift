import Assets
import CoreInterfaces
import Issues

/// The one store of assets, issues and links that both feature modules see, each through the
/// repository protocol it owns. The counterpart of the original design's bridge to shared code.
/// After every change it calls ``onChange``, which `--data` uses to save the file.
@MainActor
public final class InMemoryDataStore {
    /// Called after every change to the links.
    public var onChange: (@MainActor (InMemoryDataStore) -> Void)?

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

    /// A store holding `contents`, which must be valid (see ``DataFileContents/problem()``).
    convenience init(contents: DataFileContents) {
        self.init(
            assets: contents.assets,
            issues: contents.issues,
            issueIDByAssetID: Dictionary(contents.links.map { ($0.assetID, $0.issueID) }, uniquingKeysWith: { _, last in last })
        )
    }

    /// The built-in sample data, with nothing linked.
    public static func sample() -> InMemoryDataStore {
        InMemoryDataStore(contents: .sample)
    }

    /// Everything in the store, links in asset order, as a data file holds it.
    var contents: DataFileContents {
        DataFileContents(assets: assets, issues: issues, links: assets.compactMap { asset in
            issueIDByAssetID[asset.id].map { DataFileContents.Link(assetID: asset.id, issueID: $0) }
        })
    }

    /// Records the link, unless it names an asset or issue the store does not hold (a stand-in's
    /// canned example, say), which would leave a data file that no longer loads.
    private func setIssue(_ issueID: IssueUIModel.ID?, forAsset assetID: AssetUIModel.ID) {
        guard assetByID[assetID] != nil, issueID.map({ issueByID[$0] != nil }) ?? true else { return }
        issueIDByAssetID[assetID] = issueID
        onChange?(self)
    }
}

extension InMemoryDataStore: AssetsRepository {
    public func allAssets() -> [AssetUIModel] {
        assets
    }

    public func asset(id assetID: AssetUIModel.ID) -> AssetUIModel? {
        assetByID[assetID]
    }

    public func linkedIssue(forAsset assetID: AssetUIModel.ID) -> IssueUIModel? {
        issueIDByAssetID[assetID].flatMap { issueByID[$0] }
    }

    public func link(_ issue: IssueUIModel, toAsset assetID: AssetUIModel.ID) {
        setIssue(issue.id, forAsset: assetID)
    }

    public func unlinkIssue(fromAsset assetID: AssetUIModel.ID) {
        setIssue(nil, forAsset: assetID)
    }
}

extension InMemoryDataStore: IssuesRepository {
    public func allIssues() -> [IssueUIModel] {
        issues
    }

    public func issue(id issueID: IssueUIModel.ID) -> IssueUIModel? {
        issueByID[issueID]
    }

    public func linkedAssets(forIssue issueID: IssueUIModel.ID) -> [AssetUIModel] {
        assets.filter { issueIDByAssetID[$0.id] == issueID }
    }

    public func link(_ asset: AssetUIModel, toIssue issueID: IssueUIModel.ID) {
        setIssue(issueID, forAsset: asset.id)
    }
}
