import CoreInterfaces

extension ModulePlugin {
    /// The Assets module's plugin: the asset list and detail (pushed) and the asset picker (modal,
    /// handing back an ``AssetUIModel``), all reading through `repository`.
    @MainActor
    public static func assets(repository: any AssetsRepository) -> ModulePlugin {
        let provider = AssetsProvider(repository: repository)
        return ModulePlugin(name: "Assets", destinations: [
            .screen(.assetsList, presentation: .push) { _ in provider.makeAssetsList() },
            .screen(.assetDetail, presentation: .push) { destination in
                // The registry hands this provider `.assetDetail` destinations only.
                guard case let .assetDetail(id) = destination else {
                    return TextScreen(title: "Asset not found", lines: ["No asset was named."])
                }
                return provider.makeAssetDetail(id: id)
            },
            .picker(.assetsListPicker) { onResult in provider.makeAssetsListPicker(onResult: onResult) },
        ])
    }
}
