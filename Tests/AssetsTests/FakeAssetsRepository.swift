import Assets
import AssetsInterface
import CoreInterfaces
import IssuesInterface
import FeatureTesting

/// An in-memory ``AssetsRepository`` that remembers every write, for checking what a feature saved.
@MainActor
final class FakeAssetsRepository: AssetsRepository {
    var assets: [AssetUIModel]
    var links: [AssetUIModel.ID: IssueUIModel] = [:]

    init(assets: [AssetUIModel] = Fixtures.assets, links: [AssetUIModel.ID: IssueUIModel] = [:]) {
        self.assets = assets
        self.links = links
    }

    /// How every call answers: at once unless a test says otherwise.
    let gate = CallGate()
    /// When set, reading an asset's link fails with this message, and nothing else does.
    var readFailure: String?

    func allAssets() async throws -> [AssetUIModel] {
        try await gate.pass()
        return assets
    }

    func asset(id assetID: AssetUIModel.ID) async throws -> AssetUIModel? {
        try await gate.pass()
        return assets.first { $0.id == assetID }
    }

    func linkedIssue(forAsset assetID: AssetUIModel.ID) async throws -> IssueUIModel? {
        try await gate.pass()
        if let readFailure { throw CallFailure(description: readFailure) }
        return links[assetID]
    }

    /// A change is the repository's once asked for (``AssetsRepository``): it runs in a task of
    /// its own, which the caller's screen leaving does not cancel.
    func link(_ issue: IssueUIModel, toAsset assetID: AssetUIModel.ID) async throws {
        try await Task {
            try await gate.pass()
            links[assetID] = issue
        }.value
    }

    func unlinkIssue(fromAsset assetID: AssetUIModel.ID) async throws {
        try await Task {
            try await gate.pass()
            links[assetID] = nil
        }.value
    }
}

enum Fixtures {
    static let drill = AssetUIModel(id: "A-1", name: "Drill press", status: "In service", category: "Machining")
    static let crane = AssetUIModel(id: "A-2", name: "Gantry crane", status: "Standby", category: "Lifting")
    static let assets = [drill, crane]
    /// A made-up issue: the Assets module never sees the Issues module's data.
    static let issue = IssueUIModel(id: "I-9", title: "Chuck slips", status: "Open", description: "Slips under load.")
    static let otherIssue = IssueUIModel(id: "I-10", title: "Noisy motor", status: "Open", description: "Hums.")
}
