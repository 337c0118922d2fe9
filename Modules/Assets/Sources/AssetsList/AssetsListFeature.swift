import AssetsInterface
import CoreInterfaces
import FeatureRuntime

/// The list of assets, and the asset detail pushed from it.
struct AssetsListFeature: Reducer {
    struct State: Equatable {
        var assets: [AssetUIModel] = []
        /// Whether the list is loading and has nothing to show yet.
        var isLoading = true
        /// Why the last load failed, in one line, until a load succeeds.
        var failure: String?
        var detail: AssetDetailFeature.State?
    }

    enum Action: Equatable, Sendable {
        case onAppear
        /// The data may have changed outside this screen: load the list again.
        case refresh
        case retryTapped
        case assetsLoaded([AssetUIModel])
        case loadFailed(String)
        case assetTapped(AssetUIModel)
        case detail(AssetDetailFeature.Action)
        case detailDismissed
    }

    /// A load replaces the one in flight.
    enum CancelID { case load }

    let repository: any AssetsRepository

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .onAppear, .refresh:
            return load()

        case .retryTapped:
            state.isLoading = true
            state.failure = nil
            return load()

        case let .assetsLoaded(assets):
            state.assets = assets
            state.isLoading = false
            state.failure = nil
            return .none

        case let .loadFailed(reason):
            state.isLoading = false
            state.failure = reason
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

    private func load() -> Effect<Action> {
        .run { [repository] send in
            await send(.assetsLoaded(try await repository.allAssets()))
        } catch: { error, send in
            await send(.loadFailed("\(error)"))
        }
        .cancellable(id: CancelID.load, cancelInFlight: true)
    }
}
