import CoreInterfaces
@testable import Issues
import Testing
import TestSupport

@MainActor
struct IssuesListFeatureTests {
    @Test func appearingLoadsTheIssues() {
        let store = TestStore(initialState: IssuesListFeature.State(), reducer: IssuesListFeature(repository: FakeIssuesRepository()))
        store.send(.onAppear)
        store.receive(.issuesLoaded(Fixtures.issues)) { $0.issues = Fixtures.issues }
    }

    @Test func tappingAnIssuePushesAReadOnlyDetail() {
        let store = TestStore(
            initialState: IssuesListFeature.State(issues: Fixtures.issues),
            reducer: IssuesListFeature(repository: FakeIssuesRepository())
        )
        store.send(.issueTapped(Fixtures.leak)) { $0.detail = IssueDetailFeature.State(issue: Fixtures.leak) }
        store.send(.detail(.selectTapped))
        store.send(.detailDismissed) { $0.detail = nil }
    }
}

@MainActor
struct IssueDetailFeatureTests {
    @Test func selectingInsideThePickerReportsUpward() {
        let store = TestStore(
            initialState: IssueDetailFeature.State(issue: Fixtures.leak, isSelectable: true),
            reducer: IssueDetailFeature()
        )
        store.send(.selectTapped)
        store.receive(.delegate(.selected(Fixtures.leak)))
    }

    @Test func selectingOutsideThePickerDoesNothing() {
        let store = TestStore(initialState: IssueDetailFeature.State(issue: Fixtures.leak), reducer: IssueDetailFeature())
        store.send(.selectTapped)
    }
}
