import AssetsInterface
import CoreInterfaces
import FeatureRuntime

/// Picks one asset for a caller in another module; the first pick is delivered through
/// `onResult`, exactly once.
struct AssetsListPickerFeature: Reducer {
    struct State: Equatable {
        var assets: [AssetUIModel] = []
        /// Whether the list is loading and has nothing to show yet.
        var isLoading = true
        /// Why the last load failed, in one line, until a load succeeds.
        var failure: String?
        /// The asset already delivered; once set, further picks are ignored.
        var picked: AssetUIModel?
    }

    enum Action: Equatable, Sendable {
        case onAppear
        /// The data may have changed outside this screen: load the list again.
        case refresh
        case retryTapped
        case assetsLoaded([AssetUIModel])
        case loadFailed(String)
        case assetPicked(AssetUIModel)
    }

    /// A load replaces the one in flight.
    enum CancelID { case load }

    let repository: any AssetsRepository
    let onResult: @MainActor (AssetUIModel) -> Void

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

        case let .assetPicked(asset):
            guard state.picked == nil else { return .none }
            state.picked = asset
            return .handBack(asset, to: onResult)
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
