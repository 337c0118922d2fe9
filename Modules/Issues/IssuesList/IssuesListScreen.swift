import CoreInterfaces

/// Lists the issues; picking one pushes its detail onto this stack.
@MainActor
final class IssuesListScreen: Screen {
    private let store: Store<IssuesListFeature.State, IssuesListFeature.Action>
    private let detail = PresentationSlot<IssueUIModel.ID>()
    private let assetPicker: PickerPresentation

    init(store: Store<IssuesListFeature.State, IssuesListFeature.Action>, assetPicker: PickerPresentation) {
        self.store = store
        self.assetPicker = assetPicker
        store.send(.onAppear)
    }

    var content: ScreenContent {
        let issues = store.state.issues
        return ScreenContent(
            title: "Issues",
            lines: issues.isEmpty ? ["No issues."] : [],
            choices: store.choices(for: issues, label: \.title) { .issueTapped($0) }
        )
    }

    func pushedScreen(in environment: ScreenEnvironment) -> (any Screen)? {
        detail.screen(for: store.state.detail?.issue.id) {
            store.scope(state: \.detail, action: IssuesListFeature.Action.detail).map { [assetPicker] in IssueDetailScreen(store: $0, assetPicker: assetPicker) }
        }
    }

    func dismissPushedScreen() {
        store.send(.detailDismissed)
    }

    func open(_ destination: NavigationDestination) -> Bool {
        guard destination.isKind(of: .issueDetail),
              let issue = store.state.issues.first(where: { $0.id == destination.id })
        else { return false }
        store.send(.issueTapped(issue))
        return true
    }
}
