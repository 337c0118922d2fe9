import AssetsInterface
import CoreInterfaces
import FeatureRuntime

/// Lists the assets; picking one pushes its detail onto this stack.
@MainActor
final class AssetsListScreen: Screen {
    private let store: Store<AssetsListFeature.State, AssetsListFeature.Action>

    init(store: Store<AssetsListFeature.State, AssetsListFeature.Action>) {
        self.store = store
    }

    /// Loads what it shows, once the host shows it.
    func onAppear() {
        store.send(.onAppear)
    }

    /// The list loads again: an item that is gone drops out, a new one shows.
    func refresh() async {
        await store.send(.refresh).finish()
    }

    var content: ScreenContent {
        let state = store.state
        if state.isLoading { return ScreenContent(title: "Assets", lines: ["Loading assets…"]) }
        if let failure = state.failure {
            return ScreenContent(
                title: "Assets", lines: ["The assets could not be loaded: \(failure)"],
                choices: [store.choice("Retry", sending: .retryTapped)])
        }
        let assets = state.assets
        return ScreenContent(
            title: "Assets",
            lines: assets.isEmpty ? ["No assets."] : [],
            choices: store.choices(for: assets, label: \.name) { .assetTapped($0) }
        )
    }

    /// The chosen asset's detail, pushed while the state holds it; a deep link opens it by ID.
    var links: [ScreenLink] {
        [
            store.pushLink(item: { $0.detail?.id }, dismiss: .detailDismissed, open: openDetail) { [store] _ in
                store.scope(state: \.detail, action: AssetsListFeature.Action.detail).map(AssetDetailScreen.init)
            }
        ]
    }

    private func openDetail(_ destination: NavigationDestination) -> Bool {
        guard destination.isKind(of: .assetDetail),
            let asset = store.state.assets.first(where: { destination.shows(id: $0.id) })
        else { return false }
        store.send(.assetTapped(asset))
        return true
    }
}
