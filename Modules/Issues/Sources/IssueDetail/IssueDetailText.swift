import AssetsInterface
import CoreInterfaces
import IssuesInterface

extension IssueUIModel {
    /// What an issue's detail, browsing or in the picker, shows of it: its fields and the assets
    /// linked to it (`nil` while they load).
    func detailLines(linkedAssets: [AssetUIModel]?) -> [String] {
        let assets = linkedAssets.map { $0.isEmpty ? "none" : $0.map(\.name).joined(separator: ", ") } ?? "loading…"
        return ["ID: \(id)", "Status: \(status)", description, "Linked assets: \(assets)"]
    }
}
