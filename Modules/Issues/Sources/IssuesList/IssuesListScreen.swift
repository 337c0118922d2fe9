import CoreInterfaces
import FeatureRuntime
import IssuesInterface

/// Lists the issues; picking one pushes its detail onto this stack.
extension IssuesListFeature: ScreenFeature {
    static func content(_ store: StoreOf<Self>) -> ScreenContent {
        store.content(of: store.state.issues, title: "Issues", noun: "issues", empty: "No issues.") {
            store.choices(for: $0, label: \.title) { .issueTapped($0) }
        }
    }

    /// The chosen issue's detail, pushed while the state holds it; a deep link opens it by ID.
    static func links(_ store: StoreOf<Self>) -> [ScreenLink] {
        [
            store.pushLink(
                item: { $0.detail?.id }, dismiss: .detailDismissed,
                open: {
                    store.open($0, as: .issueDetail, among: store.state.issues.value, selecting: Action.issueTapped)
                }
            ) { _ in
                store.scope(state: \.detail, action: Action.detail).map(StoreScreen<IssueDetailFeature>.init)
            }
        ]
    }
}
