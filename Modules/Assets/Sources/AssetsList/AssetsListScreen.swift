import AssetsInterface
import CoreInterfaces
import FeatureRuntime

/// Lists the assets; picking one pushes its detail onto this stack.
extension AssetsListFeature: ScreenFeature {
    static func content(_ store: StoreOf<Self>) -> ScreenContent {
        store.content(of: store.state.assets, title: "Assets", noun: "assets", empty: "No assets.") {
            store.choices(for: $0, label: \.name) { .assetTapped($0) }
        }
    }

    /// The chosen asset's detail, pushed while the state holds it; a deep link opens it by ID.
    static func links(_ store: StoreOf<Self>) -> [ScreenLink] {
        [
            store.pushLink(
                item: { $0.detail?.id }, dismiss: .detailDismissed,
                open: {
                    store.open($0, as: .assetDetail, among: store.state.assets.value, selecting: Action.assetTapped)
                }
            ) { _ in
                store.scope(state: \.detail, action: Action.detail).map(StoreScreen<AssetDetailFeature>.init)
            }
        ]
    }
}
