@testable import Issues
import CoreInterfaces
import FeatureRuntime
import Testing
import FeatureTesting

@MainActor
struct IssuesListPickerFeatureTests {
    let recorder = ResultRecorder()

    func makeStore() -> TestStore<IssuesListPickerFeature> {
        TestStore(
            initialState: IssuesListPickerFeature.State(issues: Loaded(Fixtures.issues)),
            reducer: IssuesListPickerFeature(repository: FakeIssuesRepository(), onResult: recorder.record)
        )
    }

    @Test func appearingLoadsTheIssues() async {
        let store = TestStore(
            initialState: IssuesListPickerFeature.State(),
            reducer: IssuesListPickerFeature(repository: FakeIssuesRepository(), onResult: recorder.record)
        )
        await store.send(.onAppear)
        await store.receive(.issuesLoaded(.success(Fixtures.issues))) { $0.issues.finish(.success(Fixtures.issues)) }
    }

    @Test func pickingDeliversTheIssueExactlyOnce() async {
        let store = makeStore()
        await store.send(.issuePicked(Fixtures.leak)) { $0.picked = Fixtures.leak }
        await store.send(.issuePicked(Fixtures.noise))
        #expect(recorder.results == [Fixtures.leak])
    }

    @Test func openingPushesTheDetailFromWhichTheIssueCanBeSelected() async {
        let store = makeStore()
        await store.send(.openTapped(Fixtures.noise)) {
            $0.detail = IssuePickerDetailFeature.State(issue: Fixtures.noise)
        }
        await store.send(.detail(.selectTapped))
        await store.receive(.detail(.delegate(.selected(Fixtures.noise)))) { $0.picked = Fixtures.noise }
        #expect(recorder.results == [Fixtures.noise])
    }

    @Test func selectingFromTheDetailAfterAPickDeliversNothingMore() async {
        let store = makeStore()
        await store.send(.issuePicked(Fixtures.leak)) { $0.picked = Fixtures.leak }
        await store.send(.openTapped(Fixtures.noise)) {
            $0.detail = IssuePickerDetailFeature.State(issue: Fixtures.noise)
        }
        await store.send(.detail(.selectTapped))
        await store.receive(.detail(.delegate(.selected(Fixtures.noise))))
        #expect(recorder.results == [Fixtures.leak])
    }

    @Test func goingBackFromTheDetailReturnsToTheListWithNothingDelivered() async {
        let store = makeStore()
        await store.send(.openTapped(Fixtures.leak)) {
            $0.detail = IssuePickerDetailFeature.State(issue: Fixtures.leak)
        }
        await store.send(.detailDismissed) { $0.detail = nil }
        #expect(recorder.results.isEmpty)
    }
}
