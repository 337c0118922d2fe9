import CoreInterfaces

/// Shows one issue; inside the picker it offers `Select issue`.
@MainActor
final class IssueDetailScreen: Screen {
    private let store: Store<IssueDetailFeature.State, IssueDetailFeature.Action>

    init(store: Store<IssueDetailFeature.State, IssueDetailFeature.Action>) {
        self.store = store
    }

    var content: ScreenContent {
        let state = store.state
        return ScreenContent(
            title: state.issue.title,
            lines: [
                "ID: \(state.issue.id)",
                "Status: \(state.issue.status)",
                state.issue.description,
            ],
            choices: state.isSelectable
                ? [Choice("Select issue") { [store] in store.send(.selectTapped) }]
                : []
        )
    }
}
