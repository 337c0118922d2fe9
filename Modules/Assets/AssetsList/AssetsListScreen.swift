import CoreInterfaces

/// Lists the assets; picking one pushes its detail onto this stack.
@MainActor
final class AssetsListScreen: Screen {
    private let store: Store<AssetsListFeature.State, AssetsListFeature.Action>
    private let detail = PresentationSlot<AssetUIModel.ID>()

    init(store: Store<AssetsListFeature.State, AssetsListFeature.Action>) {
        self.store = store
        store.send(.onAppear)
    }

    var content: ScreenContent {
        let assets = store.state.assets
        return ScreenContent(
            title: "Assets",
            lines: assets.isEmpty ? ["No assets."] : [],
            choices: store.choices(for: assets, label: \.name) { .assetTapped($0) }
        )
    }

    func pushedScreen(in environment: ScreenEnvironment) -> (any Screen)? {
        detail.screen(for: store.state.detail?.asset.id) {
            store.scope(state: \.detail, action: AssetsListFeature.Action.detail).map(AssetDetailScreen.init)
        }
    }

    func dismissPushedScreen() {
        store.send(.detailDismissed)
    }

    func open(_ destination: NavigationDestination) -> Bool {
        guard destination.isKind(of: .assetDetail),
              let asset = store.state.assets.first(where: { $0.id == destination.id })
        else { return false }
        store.send(.assetTapped(asset))
        return true
    }
}
