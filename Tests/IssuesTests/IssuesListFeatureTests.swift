import CoreInterfaces
@testable import Issues
import Testing
import TestSupport

@MainActor
struct IssuesListFeatureTests {
    func makeStore(_ state: IssuesListFeature.State = .init()) -> TestStore<IssuesListFeature> {
        TestStore(initialState: state, reducer: IssuesListFeature(repository: FakeIssuesRepository()))
    }

    @Test func appearingLoadsTheIssues() {
        let store = makeStore()
        store.send(.onAppear)
        store.receive(.issuesLoaded(Fixtures.issues)) { $0.issues = Fixtures.issues }
    }

    @Test func tappingAnIssuePushesADetailThatCannotSelect() {
        let store = makeStore(IssuesListFeature.State(issues: Fixtures.issues))
        store.send(.issueTapped(Fixtures.leak)) { $0.detail = IssueDetailFeature.State(issue: Fixtures.leak) }
        store.send(.detail(.selectTapped))
        store.send(.detailDismissed) { $0.detail = nil }
    }
}
