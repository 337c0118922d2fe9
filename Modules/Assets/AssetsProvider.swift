import CoreInterfaces

/// Makes the Assets module's screens. The App's navigation factory uses it; nothing else in the
/// module is public.
@MainActor
public struct AssetsProvider {
    private let repository: any AssetsRepository

    /// Creates a provider whose screens read and write through `repository`.
    public init(repository: any AssetsRepository) {
        self.repository = repository
    }

    /// The browsable list of assets, from which an asset's detail is pushed.
    public func makeAssetsList() -> any Screen {
        AssetsListScreen(store: Store(
            initialState: AssetsListFeature.State(),
            reducer: AssetsListFeature(repository: repository)
        ))
    }
}
