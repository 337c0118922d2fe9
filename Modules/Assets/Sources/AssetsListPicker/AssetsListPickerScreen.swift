import AssetsInterface
import CoreInterfaces
import FeatureRuntime

/// The asset picker: each asset is one choice; a pick ends the picker, so it leads nowhere.
extension AssetsListPickerFeature: ScreenFeature {
    static func content(_ store: StoreOf<Self>) -> ScreenContent {
        store.content(of: store.state.assets, title: "Pick an asset", noun: "assets", empty: "No assets to pick.") {
            store.choices(for: $0, label: \.name) { .assetPicked($0) }
        }
    }

    static func links(_ store: StoreOf<Self>) -> [ScreenLink] { [] }
}
