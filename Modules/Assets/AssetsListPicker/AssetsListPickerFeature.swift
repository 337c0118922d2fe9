import CoreInterfaces

/// Picks one asset for a caller in another module; the first pick is delivered through
/// `onResult`, exactly once.
struct AssetsListPickerFeature: Reducer {
    struct State: Equatable {
        var assets: [AssetUIModel] = []
        /// The asset already delivered; once set, further picks are ignored.
        var picked: AssetUIModel?
    }

    enum Action: Equatable, Sendable {
        case onAppear
        /// The data may have changed outside this screen: load the list again.
        case refresh
        case assetsLoaded([AssetUIModel])
        case assetPicked(AssetUIModel)
    }

    let repository: any AssetsRepository
    let onResult: @MainActor (AssetUIModel) -> Void

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .onAppear, .refresh:
            return .runSynchronously { [repository] send in send(.assetsLoaded(repository.allAssets())) }

        case let .assetsLoaded(assets):
            state.assets = assets
            return .none

        case let .assetPicked(asset):
            guard state.picked == nil else { return .none }
            state.picked = asset
            return .runSynchronously { [onResult] _ in onResult(asset) }
        }
    }
}
