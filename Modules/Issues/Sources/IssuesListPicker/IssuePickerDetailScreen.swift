import CoreInterfaces
import FeatureRuntime
import IssuesInterface

/// An issue opened inside the picker: what the issue's detail shows of it, and `Select issue`.
/// It shows nothing on top of itself.
extension IssuePickerDetailFeature: ScreenFeature {
    static func content(_ store: StoreOf<Self>) -> ScreenContent {
        let detail = store.state.detail
        return store.content(of: detail, noun: "issue") { issue in
            ScreenContent(
                title: issue.title, lines: issue.detailLines(linkedAssets: detail.isLoading ? nil : detail.linked),
                choices: [store.choice("Select issue", sending: .selectTapped)])
        }
    }

    static func links(_ store: StoreOf<Self>) -> [ScreenLink] { [] }
}
