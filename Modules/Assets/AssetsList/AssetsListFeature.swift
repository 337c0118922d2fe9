import CoreInterfaces

/// The list of assets, and the asset detail pushed from it.
struct AssetsListFeature: Reducer {
    struct State: Equatable {
        var assets: [AssetUIModel] = []
        var detail: AssetDetailFeature.State?
    }

    enum Action: Equatable, Sendable {
        case onAppear
        /// The data may have changed outside this screen: load the list again.
        case refresh
        case assetsLoaded([AssetUIModel])
        case assetTapped(AssetUIModel)
        case detail(AssetDetailFeature.Action)
        case detailDismissed
    }

    let repository: any AssetsRepository

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .onAppear, .refresh:
            return .runSynchronously { [repository] send in send(.assetsLoaded(repository.allAssets())) }

        case let .assetsLoaded(assets):
            state.assets = assets
            return .none

        case let .assetTapped(asset):
            state.detail = AssetDetailFeature.State(asset: asset)
            return .none

        case let .detail(action):
            return AssetDetailFeature(repository: repository)
                .reduce(into: &state.detail, action: action, embed: Action.detail)

        case .detailDismissed:
            state.detail = nil
            return .none
        }
    }
}
