import CoreInterfaces
import FeatureRuntime
import IssuesInterface

/// The picker: each issue can be picked at once, or opened to read it first; an opened issue is
/// pushed onto the picker's own stack.
extension IssuesListPickerFeature: ScreenFeature {
    static func content(_ store: StoreOf<Self>) -> ScreenContent {
        store.content(of: store.state.issues, title: "Pick an issue", noun: "issues", empty: "No issues to pick.") {
            store.choices(for: $0, label: \.title) { .issuePicked($0) }
                + store.choices(for: $0, label: { "Open \($0.title)" }) { .openTapped($0) }
        }
    }

    /// An opened issue's detail, pushed onto the picker's own stack while the state holds it.
    static func links(_ store: StoreOf<Self>) -> [ScreenLink] {
        [
            store.pushLink(item: { $0.detail?.id }, dismiss: .detailDismissed) { _ in
                store.scope(state: \.detail, action: Action.detail).map(StoreScreen<IssuePickerDetailFeature>.init)
            }
        ]
    }
}
