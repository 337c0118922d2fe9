import AssetsInterface
import CoreInterfaces
import FeatureRuntime
import IssuesInterface

/// Shows one issue and its linked assets. It presents the Assets picker for `Link asset` and
/// opens a linked asset's detail, which the Assets module provides and declares pushed.
@MainActor
final class IssueDetailScreen: Screen {
    /// The Assets module's picker, which `Link asset` presents.
    static let assetsPicker = PickerDestination.assetsListPicker
    /// A linked asset's detail, which the Assets module provides.
    static let assetDetail = NavigationDestination.assetDetail
    /// What this screen asks other modules for, through the factory: the plugin declares it, and
    /// each link uses one of the constants above, so each is written once.
    static let needs: [NavigationDestination] = [.picker(assetsPicker), assetDetail]

    private let store: Store<IssueDetailFeature.State, IssueDetailFeature.Action>

    init(store: Store<IssueDetailFeature.State, IssueDetailFeature.Action>) {
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
        guard let issue = state.issue else {
            if state.isLoading {
                return ScreenContent(title: "Issue \(state.id)", lines: ["Loading issue \(state.id)…"])
            }
            if let failure = state.failure {
                return ScreenContent(
                    title: "Issue \(state.id)", lines: [failure],
                    choices: [store.choice("Retry", sending: .retryTapped)])
            }
            return ScreenContent(title: "Issue not found", lines: ["There is no issue with ID \(state.id)."])
        }
        if state.isGone {
            return ScreenContent(title: issue.title, lines: issue.goneLines)
        }
        var choices: ChoiceList =
            [store.choice("Link asset", sending: .linkAssetTapped)]
            + store.choices(for: state.linkedAssets, label: { "Open \($0.name)" }) { .openAssetTapped($0.id) }
        var lines = issue.detailLines(linkedAssets: state.isLoading ? nil : state.linkedAssets)
        if let failure = state.failure {
            lines.append(failure)
            choices = choices + [store.choice("Retry", sending: .retryTapped)]
        }
        return ScreenContent(title: issue.title, lines: lines, choices: choices, parts: .issueDetail.with(id: issue.id))
    }

    /// The Assets module's picker for `Link asset`, and a linked asset's detail, which the Assets
    /// module provides and shows as it declares. The state shows one at a time.
    var links: [ScreenLink] {
        [
            store.destinationLink(
                Self.assetDetail,
                presented: \.destination,
                opens: { if case let .asset(id) = $0 { Self.assetDetail.with(id: id) } else { nil } },
                dismiss: IssueDetailFeature.Action.destinationDismissed
            ),
            store.pickerLink(
                Self.assetsPicker,
                presented: \.destination,
                as: .assetsPicker,
                onResult: IssueDetailFeature.Action.assetPicked,
                dismiss: IssueDetailFeature.Action.destinationDismissed,
                open: .linkAssetTapped
            ),
        ]
    }
}
