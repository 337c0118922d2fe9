import CoreInterfaces
import FeatureRuntime
import IssuesInterface

/// An issue opened inside the picker: what the issue's detail shows of it, and `Select issue`.
@MainActor
final class IssuePickerDetailScreen: Screen {
    private let store: Store<IssuePickerDetailFeature.State, IssuePickerDetailFeature.Action>

    init(store: Store<IssuePickerDetailFeature.State, IssuePickerDetailFeature.Action>) {
        self.store = store
    }

    /// Loads what it shows, once the host shows it.
    func onAppear() {
        store.send(.onAppear)
    }

    /// The issue and its links load again; an issue that is gone says so.
    func refresh() async {
        await store.send(.refresh).finish()
    }

    var content: ScreenContent {
        let state = store.state
        if state.isGone {
            return ScreenContent(title: state.issue.title, lines: state.issue.goneLines)
        }
        var choices: ChoiceList = [store.choice("Select issue", sending: .selectTapped)]
        var lines = state.issue.detailLines(linkedAssets: state.isLoading ? nil : state.linkedAssets)
        if let failure = state.failure {
            lines.append(failure)
            choices = choices + [store.choice("Retry", sending: .retryTapped)]
        }
        return ScreenContent(title: state.issue.title, lines: lines, choices: choices)
    }

    /// It shows nothing on top of itself.
    var links: [ScreenLink] { [] }
}
