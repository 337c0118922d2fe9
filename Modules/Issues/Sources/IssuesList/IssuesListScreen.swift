import CoreInterfaces
import FeatureRuntime
import IssuesInterface

/// Lists the issues; picking one pushes its detail onto this stack.
@MainActor
final class IssuesListScreen: Screen {
    private let store: Store<IssuesListFeature.State, IssuesListFeature.Action>

    init(store: Store<IssuesListFeature.State, IssuesListFeature.Action>) {
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
        if state.isLoading { return ScreenContent(title: "Issues", lines: ["Loading issues…"]) }
        if let failure = state.failure {
            return ScreenContent(
                title: "Issues", lines: ["The issues could not be loaded: \(failure)"],
                choices: [store.choice("Retry", sending: .retryTapped)])
        }
        let issues = state.issues
        return ScreenContent(
            title: "Issues",
            lines: issues.isEmpty ? ["No issues."] : [],
            choices: store.choices(for: issues, label: \.title) { .issueTapped($0) }
        )
    }

    /// The chosen issue's detail, pushed while the state holds it; a deep link opens it by ID.
    var links: [ScreenLink] {
        [
            store.pushLink(item: { $0.detail?.id }, dismiss: .detailDismissed, open: openDetail) { [store] _ in
                store.scope(state: \.detail, action: IssuesListFeature.Action.detail).map {
                    IssueDetailScreen(store: $0)
                }
            }
        ]
    }

    private func openDetail(_ destination: NavigationDestination) -> Bool {
        guard destination.isKind(of: .issueDetail),
            let issue = store.state.issues.first(where: { destination.shows(id: $0.id) })
        else { return false }
        store.send(.issueTapped(issue))
        return true
    }
}
