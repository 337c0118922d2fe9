@testable import Issues
import CoreInterfaces
import FeatureRuntime
import Testing
import FeatureTesting

@MainActor
struct IssuesListFeatureTests {
    func makeStore(_ state: IssuesListFeature.State = .init()) -> TestStore<IssuesListFeature> {
        TestStore(initialState: state, reducer: IssuesListFeature(repository: FakeIssuesRepository()))
    }

    @Test func appearingLoadsTheIssues() async {
        let store = makeStore()
        await store.send(.onAppear)
        await store.receive(.issuesLoaded(.success(Fixtures.issues))) { $0.issues.finish(.success(Fixtures.issues)) }
    }

    @Test func tappingAnIssuePushesItsDetail() async {
        let store = makeStore(IssuesListFeature.State(issues: Loaded(Fixtures.issues)))
        await store.send(.issueTapped(Fixtures.leak)) { $0.detail = IssueDetailFeature.State(issue: Fixtures.leak) }
        await store.send(.detailDismissed) { $0.detail = nil }
    }
}
