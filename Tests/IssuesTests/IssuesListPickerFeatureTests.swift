import CoreInterfaces
@testable import Issues
import Testing
import TestSupport

@MainActor
struct IssuesListPickerFeatureTests {
    let recorder = ResultRecorder()

    func makeStore() -> TestStore<IssuesListPickerFeature> {
        TestStore(
            initialState: IssuesListPickerFeature.State(issues: Fixtures.issues),
            reducer: IssuesListPickerFeature(repository: FakeIssuesRepository(), onResult: recorder.record)
        )
    }

    @Test func appearingLoadsTheIssues() {
        let store = TestStore(
            initialState: IssuesListPickerFeature.State(),
            reducer: IssuesListPickerFeature(repository: FakeIssuesRepository(), onResult: recorder.record)
        )
        store.send(.onAppear)
        store.receive(.issuesLoaded(Fixtures.issues)) { $0.issues = Fixtures.issues }
    }

    @Test func pickingDeliversTheIssueExactlyOnce() {
        let store = makeStore()
        store.send(.issuePicked(Fixtures.leak)) { $0.picked = Fixtures.leak }
        store.send(.issuePicked(Fixtures.noise))
        #expect(recorder.results == [Fixtures.leak])
    }

    @Test func openingPushesTheDetailFromWhichTheIssueCanBeSelected() {
        let store = makeStore()
        store.send(.openTapped(Fixtures.noise)) {
            $0.detail = IssueDetailFeature.State(issue: Fixtures.noise, isSelectable: true)
        }
        store.send(.detail(.selectTapped))
        store.receive(.detail(.delegate(.selected(Fixtures.noise)))) { $0.picked = Fixtures.noise }
        #expect(recorder.results == [Fixtures.noise])
    }

    @Test func selectingFromTheDetailAfterAPickDeliversNothingMore() {
        let store = makeStore()
        store.send(.issuePicked(Fixtures.leak)) { $0.picked = Fixtures.leak }
        store.send(.openTapped(Fixtures.noise)) {
            $0.detail = IssueDetailFeature.State(issue: Fixtures.noise, isSelectable: true)
        }
        store.send(.detail(.selectTapped))
        store.receive(.detail(.delegate(.selected(Fixtures.noise))))
        #expect(recorder.results == [Fixtures.leak])
    }

    @Test func goingBackFromTheDetailReturnsToTheListWithNothingDelivered() {
        let store = makeStore()
        store.send(.openTapped(Fixtures.leak)) {
            $0.detail = IssueDetailFeature.State(issue: Fixtures.leak, isSelectable: true)
        }
        store.send(.detailDismissed) { $0.detail = nil }
        #expect(recorder.results.isEmpty)
    }
}
