import AssetsInterface
import CoreInterfaces
import IssuesInterface

extension ModulePlugin {
    /// The Assets module's plugin: its home entry and routes, the asset list and detail (pushed)
    /// and the asset picker (modal, handing back an ``AssetUIModel``), all reading through
    /// `repository`, the destinations its screens ask other modules for, and the point on the detail where
    /// other modules add parts.
    @MainActor
    public static func assets(repository: any AssetsRepository) -> ModulePlugin {
        let provider = AssetsProvider(repository: repository)
        return ModulePlugin(
            name: "Assets",
            home: HomeEntry(label: "Assets", opens: .assetsList),
            routes: [
                DeepLink("assets", opens: [.assetsList]),
                DeepLink("assets/ID", opens: [.assetsList, .assetDetail]),
                DeepLink("assets/ID/link-issue", opens: [.assetsList, .assetDetail, .picker(.issuesListPicker)]),
            ],
            destinations: [
                .screen(.assetsList, style: .push) { provider.makeAssetsList() },
                .detail(.assetDetail, style: .push) { id in provider.makeAssetDetail(id: id) },
                .picker(.assetsListPicker) { onResult in provider.makeAssetsListPicker(onResult: onResult) },
            ],
            needs: AssetDetailFeature.needs,
            points: [.assetDetail]
        )
    }
}
