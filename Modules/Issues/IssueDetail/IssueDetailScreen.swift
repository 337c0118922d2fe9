import CoreInterfaces

/// Shows one issue and its linked assets. Browsing, it awaits the Assets picker for `Link asset`
/// and opens a linked asset's detail, which the Assets module provides and declares pushed.
/// Inside the picker it offers `Select issue`.
@MainActor
final class IssueDetailScreen: Screen {
    /// What this screen asks other modules for, through the factory; the plugin declares it.
    static let needs: [NavigationDestination] = [.picker(.assetsListPicker), .assetDetail]

    private let store: Store<IssueDetailFeature.State, IssueDetailFeature.Action>
    private let assetPicker: PickerPresentation?

    init(store: Store<IssueDetailFeature.State, IssueDetailFeature.Action>, assetPicker: PickerPresentation?) {
        self.store = store
        self.assetPicker = assetPicker
        store.send(.onAppear)
    }

    /// The item and its links load again; an item that is gone says so.
    func refresh() {
        store.send(.refresh)
    }

    var content: ScreenContent {
        let state = store.state
        if state.isGone {
            return ScreenContent(title: state.issue.title, lines: [
                "ID: \(state.issue.id)",
                "This issue is no longer in the data: another session or an edit to the file deleted it.",
                "Go back with b.",
            ])
        }
        let assets = state.linkedAssets.map(\.name).joined(separator: ", ")
        let choices = state.isSelectable
            ? [store.choice("Select issue", sending: .selectTapped)]
            : [store.choice("Link asset", sending: .linkAssetTapped)]
                + store.choices(for: state.linkedAssets, label: { "Open \($0.name)" }) { .openAssetTapped($0.id) }
        return ScreenContent(
            title: state.issue.title,
            lines: [
                "ID: \(state.issue.id)",
                "Status: \(state.issue.status)",
                state.issue.description,
                "Linked assets: " + (assets.isEmpty ? "none" : assets),
            ],
            choices: choices
        )
    }

    /// Browsing, the Assets module's picker, awaited by the feature for `Link asset`; and a linked
    /// asset's detail, which the Assets module provides and shows as it declares.
    var links: [ScreenLink] {
        let opened = store.state.openedAsset.map { NavigationDestination.assetDetail.with(id: $0) }
        let asset = ScreenLink.destination(opened, kind: .assetDetail, dismiss: { [store] in store.send(.openedAssetDismissed) })
        guard let assetPicker, !store.state.isSelectable else { return [asset] }
        return [asset, .picker(.assetsListPicker, awaitedBy: assetPicker) { [store] in store.send(.linkAssetTapped) }]
    }
}
