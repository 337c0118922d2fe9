import AssetsInterface
import CoreInterfaces
import FeatureRuntime

/// Makes the Assets module's screens. ``ModulePlugin/assets(repository:)`` registers them with
/// the App. It, the plugin and `AssetsRepository` are all the module makes public.
@MainActor
public struct AssetsProvider {
    private let repository: any AssetsRepository

    /// Creates a provider whose screens read and write through `repository`.
    public init(repository: any AssetsRepository) {
        self.repository = repository
    }

    /// The browsable list of assets, from which an asset's detail is pushed.
    public func makeAssetsList() -> any Screen {
        StoreScreen(AssetsListFeature(repository: repository), state: .init())
    }

    /// The detail of the asset with `id`, loaded by ID; it says so when there is none.
    public func makeAssetDetail(id: AssetUIModel.ID) -> any Screen {
        StoreScreen(AssetDetailFeature(repository: repository), state: .init(id: id))
    }

    /// The asset picker; the picked asset comes back through `onResult`, at most once.
    public func makeAssetsListPicker(onResult: @escaping @MainActor (AssetUIModel) -> Void) -> any Screen {
        StoreScreen(AssetsListPickerFeature(repository: repository, onResult: onResult), state: .init())
    }
}
