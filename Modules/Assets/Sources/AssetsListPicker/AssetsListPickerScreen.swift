import AssetsInterface
import CoreInterfaces
import FeatureRuntime

/// The asset picker: each asset is one choice.
@MainActor
final class AssetsListPickerScreen: Screen {
    private let store: Store<AssetsListPickerFeature.State, AssetsListPickerFeature.Action>

    init(store: Store<AssetsListPickerFeature.State, AssetsListPickerFeature.Action>) {
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
        if state.isLoading { return ScreenContent(title: "Pick an asset", lines: ["Loading assets…"]) }
        if let failure = state.failure {
            return ScreenContent(
                title: "Pick an asset", lines: ["The assets could not be loaded: \(failure)"],
                choices: [store.choice("Retry", sending: .retryTapped)])
        }
        let assets = state.assets
        return ScreenContent(
            title: "Pick an asset",
            lines: assets.isEmpty ? ["No assets to pick."] : [],
            choices: store.choices(for: assets, label: \.name) { .assetPicked($0) }
        )
    }

    /// A pick ends the picker: it leads nowhere.
    var links: [ScreenLink] { [] }
}
