import AssetsInterface
import CoreInterfaces
import FeatureRuntime
import IssuesInterface

/// Shows one asset, offers `Link issue`, and presents the Issues picker through the factory
/// while its state asks for it.
@MainActor
final class AssetDetailScreen: Screen {
    /// The Issues module's picker, which `Link issue` presents.
    static let issuesPicker = PickerDestination.issuesListPicker
    /// What this screen asks other modules for, through the factory: the plugin declares it, and
    /// each link uses one of the constants above, so each is written once.
    static let needs: [NavigationDestination] = [.picker(issuesPicker)]

    private let store: Store<AssetDetailFeature.State, AssetDetailFeature.Action>

    init(store: Store<AssetDetailFeature.State, AssetDetailFeature.Action>) {
        self.store = store
    }

    /// Loads what it shows, once the host shows it.
    func onAppear() {
        store.send(.onAppear)
    }

    /// The item and its links load again; an item that is gone says so.
    func refresh() async {
        await store.send(.refresh).finish()
    }

    var content: ScreenContent {
        let state = store.state
        guard let asset = state.asset else {
            if state.isLoading {
                return ScreenContent(title: "Asset \(state.id)", lines: ["Loading asset \(state.id)…"])
            }
            if let failure = state.failure {
                return ScreenContent(
                    title: "Asset \(state.id)", lines: [failure],
                    choices: [store.choice("Retry", sending: .retryTapped)])
            }
            return ScreenContent(title: "Asset not found", lines: ["There is no asset with ID \(state.id)."])
        }
        if state.isGone {
            return ScreenContent(
                title: asset.name,
                lines: [
                    "ID: \(asset.id)",
                    "This asset is no longer in the data: another session or an edit to the file deleted it.",
                    "Go back with b.",
                ])
        }
        var choices = [store.choice("Link issue", sending: .linkIssueTapped)]
        if state.linkedIssue != nil {
            choices.append(store.choice("Unlink issue", sending: .unlinkIssueTapped))
        }
        let linkedIssue = state.linkedIssue.map { "\($0.id) \($0.title) (\($0.status))" } ?? "none"
        var lines = [
            "ID: \(asset.id)",
            "Status: \(asset.status)",
            "Category: \(asset.category)",
            "Linked issue: " + (state.isLoading ? "loading…" : linkedIssue),
        ]
        if let failure = state.failure {
            lines.append(failure)
            choices.append(store.choice("Retry", sending: .retryTapped))
        }
        return ScreenContent(title: asset.name, lines: lines, choices: choices, parts: .assetDetail.with(id: asset.id))
    }

    /// Other modules' pickers, each presented while the state asks for it; a pick goes to the store.
    var links: [ScreenLink] {
        [
            store.pickerLink(
                Self.issuesPicker,
                presented: \.destination,
                as: .issuesPicker,
                onResult: AssetDetailFeature.Action.issueSelected,
                dismiss: AssetDetailFeature.Action.destinationDismissed,
                open: .linkIssueTapped
            )
        ]
    }
}
