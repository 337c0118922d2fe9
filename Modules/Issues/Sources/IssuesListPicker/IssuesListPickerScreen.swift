import CoreInterfaces
import FeatureRuntime
import IssuesInterface

/// The picker: each issue can be picked at once, or opened to read it first; an opened issue is
/// pushed onto the picker's own stack.
@MainActor
final class IssuesListPickerScreen: Screen {
    private let store: Store<IssuesListPickerFeature.State, IssuesListPickerFeature.Action>

    init(store: Store<IssuesListPickerFeature.State, IssuesListPickerFeature.Action>) {
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
        if state.isLoading { return ScreenContent(title: "Pick an issue", lines: ["Loading issues…"]) }
        if let failure = state.failure {
            return ScreenContent(
                title: "Pick an issue", lines: ["The issues could not be loaded: \(failure)"],
                choices: [store.choice("Retry", sending: .retryTapped)])
        }
        let issues = state.issues
        return ScreenContent(
            title: "Pick an issue",
            lines: issues.isEmpty ? ["No issues to pick."] : [],
            choices: store.choices(for: issues, label: \.title) { .issuePicked($0) }
                + store.choices(for: issues, label: { "Open \($0.title)" }) { .openTapped($0) }
        )
    }

    /// An opened issue's detail, pushed onto the picker's own stack while the state holds it.
    var links: [ScreenLink] {
        [
            store.pushLink(item: { $0.detail?.issue.id }, dismiss: .detailDismissed) { [store] _ in
                store.scope(state: \.detail, action: IssuesListPickerFeature.Action.detail).map {
                    IssuePickerDetailScreen(store: $0)
                }
            }
        ]
    }
}
