import CoreInterfaces

/// The picker: each issue can be picked at once, or opened to read it first; an opened issue is
/// pushed onto the picker's own stack.
@MainActor
final class IssuesListPickerScreen: Screen {
    private let store: Store<IssuesListPickerFeature.State, IssuesListPickerFeature.Action>
    private let detail = PresentationSlot()

    init(store: Store<IssuesListPickerFeature.State, IssuesListPickerFeature.Action>) {
        self.store = store
        store.send(.onAppear)
    }

    var content: ScreenContent {
        let issues = store.state.issues
        let pick = issues.map { issue in
            Choice(issue.title) { [store] in store.send(.issuePicked(issue)) }
        }
        let open = issues.map { issue in
            Choice("Open \(issue.title)") { [store] in store.send(.openTapped(issue)) }
        }
        return ScreenContent(
            title: "Pick an issue",
            lines: issues.isEmpty ? ["No issues to pick."] : [],
            choices: pick + open
        )
    }

    func pushedScreen(in environment: ScreenEnvironment) -> (any Screen)? {
        detail.screen(for: store.state.detail?.issue.id) {
            store.scope(state: \.detail, action: IssuesListPickerFeature.Action.detail).map { IssueDetailScreen(store: $0, assetPicker: nil) }
        }
    }

    func dismissPushedScreen() {
        store.send(.detailDismissed)
    }
}
