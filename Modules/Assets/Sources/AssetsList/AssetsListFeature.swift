import AssetsInterface
import CoreInterfaces
import FeatureRuntime

/// The list of assets, and the asset detail pushed from it.
struct AssetsListFeature: Reducer {
    struct State: Equatable {
        var assets = Loaded<[AssetUIModel]>()
        var detail: AssetDetailFeature.State?
    }

    enum Action: Equatable, ScreenAction {
        case onAppear, refresh, retryTapped
        case assetsLoaded(Result<[AssetUIModel], LoadFailure>)
        case assetTapped(AssetUIModel)
        case detail(AssetDetailFeature.Action)
        case detailDismissed
    }

    let repository: any AssetsRepository

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .onAppear, .refresh, .retryTapped:
            return state.assets.load(for: action, Action.assetsLoaded, from: repository)

        case let .assetsLoaded(outcome):
            state.assets.finish(outcome)
            return .none

        case let .assetTapped(asset):
            state.detail = AssetDetailFeature.State(asset: asset)
            return .none

        case let .detail(action):
            return AssetDetailFeature(repository: repository)
                .reduce(&state, child: \.detail, action: action, embed: Action.detail)

        case .detailDismissed:
            state.detail = nil
            return .none
        }
    }
}
