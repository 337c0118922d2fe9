import AssetsInterface
import CoreInterfaces
import FeatureRuntime

/// Picks one asset for a caller in another module; the first pick is delivered through
/// `onResult`, exactly once.
struct AssetsListPickerFeature: Reducer {
    struct State: Equatable {
        var assets = Loaded<[AssetUIModel]>()
        /// The asset already delivered; once set, further picks are ignored.
        var picked: AssetUIModel?
    }

    enum Action: Equatable, ScreenAction {
        case onAppear, refresh, retryTapped
        case assetsLoaded(Result<[AssetUIModel], LoadFailure>)
        case assetPicked(AssetUIModel)
    }

    let repository: any AssetsRepository
    let onResult: @MainActor (AssetUIModel) -> Void

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case let .assetPicked(asset):
            guard state.picked == nil else { return .none }
            state.picked = asset
            return .handBack(asset, to: onResult)

        case .onAppear, .refresh, .retryTapped:
            return state.assets.load(for: action, Action.assetsLoaded, from: repository)

        case let .assetsLoaded(outcome):
            state.assets.finish(outcome)
            return .none
        }
    }
}
