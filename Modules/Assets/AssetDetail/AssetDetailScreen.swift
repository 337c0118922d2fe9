import CoreInterfaces

/// Shows one asset, offers `Link issue`, and presents the Issues picker through the factory
/// while its state asks for it.
@MainActor
final class AssetDetailScreen: Screen {
    /// What this screen asks other modules for, through the factory; the plugin declares it.
    static let needs: [NavigationDestination] = [.picker(.issuesListPicker)]

    private let store: Store<AssetDetailFeature.State, AssetDetailFeature.Action>
    private let issuePickerSlot = PresentationSlot<NavigationDestination>()

    init(store: Store<AssetDetailFeature.State, AssetDetailFeature.Action>) {
        self.store = store
        store.send(.onAppear)
    }

    var content: ScreenContent {
        let state = store.state
        var choices = [store.choice("Link issue", sending: .linkIssueTapped)]
        if state.linkedIssue != nil {
            choices.append(store.choice("Unlink issue", sending: .unlinkIssueTapped))
        }
        return ScreenContent(
            title: state.asset.name,
            lines: [
                "ID: \(state.asset.id)",
                "Status: \(state.asset.status)",
                "Category: \(state.asset.category)",
                "Linked issue: " + (state.linkedIssue.map { "\($0.id) \($0.title) (\($0.status))" } ?? "none"),
            ],
            choices: choices
        )
    }

    func presentedScreen(in environment: ScreenEnvironment) -> (any Screen)? {
        issuePicker(in: environment)
    }

    /// The Issues module's picker while the state asks for it; the picked issue goes to the store.
    private func issuePicker(in environment: ScreenEnvironment) -> (any Screen)? {
        issuePickerSlot.screen(for: store.state.showIssuesListPicker ? .picker(.issuesListPicker) : nil) {
            environment.navigationFactory.makeScreen(picking: .issuesListPicker) { [store] issue in
                store.send(.issueSelected(issue))
            }
        }
    }

    func dismissPresentedScreen() {
        store.send(.dismissIssuesPicker)
    }

    func open(_ destination: NavigationDestination) -> Bool {
        guard destination == .picker(.issuesListPicker) else { return false }
        store.send(.linkIssueTapped)
        return true
    }
}
