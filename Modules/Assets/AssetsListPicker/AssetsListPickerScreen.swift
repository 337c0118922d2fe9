import CoreInterfaces

/// The asset picker: each asset is one choice.
@MainActor
final class AssetsListPickerScreen: Screen {
    private let store: Store<AssetsListPickerFeature.State, AssetsListPickerFeature.Action>

    init(store: Store<AssetsListPickerFeature.State, AssetsListPickerFeature.Action>) {
        self.store = store
        store.send(.onAppear)
    }

    /// The list loads again: an item that is gone drops out, a new one shows.
    func refresh() {
        store.send(.refresh)
    }

    var content: ScreenContent {
        let assets = store.state.assets
        return ScreenContent(
            title: "Pick an asset",
            lines: assets.isEmpty ? ["No assets to pick."] : [],
            choices: store.choices(for: assets, label: \.name) { .assetPicked($0) }
        )
    }

    /// A pick ends the picker: it leads nowhere.
    var links: [ScreenLink] { [] }
}
