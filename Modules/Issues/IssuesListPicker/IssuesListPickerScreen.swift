import CoreInterfaces

/// The picker: each issue can be picked at once, or opened to read it first; an opened issue is
/// pushed onto the picker's own stack.
@MainActor
final class IssuesListPickerScreen: Screen {
    private let store: Store<IssuesListPickerFeature.State, IssuesListPickerFeature.Action>
    private let detail = PresentationSlot<IssueUIModel.ID>()

    init(store: Store<IssuesListPickerFeature.State, IssuesListPickerFeature.Action>) {
        self.store = store
        store.send(.onAppear)
    }

    var content: ScreenContent {
        let issues = store.state.issues
        return ScreenContent(
            title: "Pick an issue",
            lines: issues.isEmpty ? ["No issues to pick."] : [],
            choices: store.choices(for: issues, label: \.title) { .issuePicked($0) }
                + store.choices(for: issues, label: { "Open \($0.title)" }) { .openTapped($0) }
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
