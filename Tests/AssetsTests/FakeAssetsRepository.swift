import Assets
import CoreInterfaces

/// An in-memory ``AssetsRepository`` that remembers every write, for checking what a feature saved.
@MainActor
final class FakeAssetsRepository: AssetsRepository {
    var assets: [AssetUIModel]
    private(set) var links: [AssetUIModel.ID: IssueUIModel] = [:]

    init(assets: [AssetUIModel] = Fixtures.assets, links: [AssetUIModel.ID: IssueUIModel] = [:]) {
        self.assets = assets
        self.links = links
    }

    func allAssets() -> [AssetUIModel] { assets }
    func asset(id assetID: AssetUIModel.ID) -> AssetUIModel? { assets.first { $0.id == assetID } }
    func linkedIssue(forAsset assetID: AssetUIModel.ID) -> IssueUIModel? { links[assetID] }
    func link(_ issue: IssueUIModel, toAsset assetID: AssetUIModel.ID) { links[assetID] = issue }
    func unlinkIssue(fromAsset assetID: AssetUIModel.ID) { links[assetID] = nil }
}

enum Fixtures {
    static let drill = AssetUIModel(id: "A-1", name: "Drill press", status: "In service", category: "Machining")
    static let crane = AssetUIModel(id: "A-2", name: "Gantry crane", status: "Standby", category: "Lifting")
    static let assets = [drill, crane]
    /// A made-up issue: the Assets module never sees the Issues module's data.
    static let issue = IssueUIModel(id: "I-9", title: "Chuck slips", status: "Open", description: "Slips under load.")
    static let otherIssue = IssueUIModel(id: "I-10", title: "Noisy motor", status: "Open", description: "Hums.")
}
