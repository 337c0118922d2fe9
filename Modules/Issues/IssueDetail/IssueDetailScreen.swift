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
    private let openedAsset = DestinationSlot()

    init(store: Store<IssueDetailFeature.State, IssueDetailFeature.Action>, assetPicker: PickerPresentation?) {
        self.store = store
        self.assetPicker = assetPicker
        store.send(.onAppear)
    }

    var content: ScreenContent {
        let state = store.state
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

    private var openedDestination: NavigationDestination? {
        store.state.openedAsset.map { NavigationDestination.assetDetail.with(id: $0) }
    }

    func pushedScreen(in environment: ScreenEnvironment) -> (any Screen)? {
        openedAsset.screen(.push, for: openedDestination, in: environment)
    }

    func presentedScreen(in environment: ScreenEnvironment) -> (any Screen)? {
        assetPicker?.screen(in: environment) ?? openedAsset.screen(.modal, for: openedDestination, in: environment)
    }

    func dismissPushedScreen() {
        store.send(.openedAssetDismissed)
    }

    func open(_ destination: NavigationDestination) -> Bool {
        guard destination == .picker(.assetsListPicker), assetPicker != nil, !store.state.isSelectable else { return false }
        store.send(.linkAssetTapped)
        return true
    }

    func dismissPresentedScreen() {
        if let assetPicker, assetPicker.isPresenting {
            assetPicker.dismiss()
        } else {
            store.send(.openedAssetDismissed)
        }
    }
}
