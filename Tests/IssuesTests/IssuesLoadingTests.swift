@testable import Issues
@_spi(Hosting) import CoreInterfaces
import FeatureRuntime
import IssuesInterface
import Testing
import FeatureTesting

/// The Issues screens over a repository that awaits: loading, failure and retry, and a screen
/// that leaves takes its load with it.
@Suite(.countsEffects)
@MainActor
struct IssuesLoadingTests {
    let repository = FakeIssuesRepository()

    @Test func thePickerSaysItIsLoadingThenOffersTheIssues() async {
        repository.gate.isHeld = true
        let picker = IssuesProvider(repository: repository).makeIssuesListPicker { _ in }
        picker.onAppear()
        #expect(picker.content.lines == ["Loading issues…"])
        repository.gate.release()
        await settle()
        #expect(picker.choiceLabels == ["Oil leak", "Grinding noise", "Open Oil leak", "Open Grinding noise"])
    }

    @Test func aFailedLoadOffersRetry() async {
        repository.gate.failure = "the server did not answer"
        let store = TestStore(
            initialState: IssuesListFeature.State(), reducer: IssuesListFeature(repository: repository))
        await store.send(.onAppear)
        let failed = Result<[IssueUIModel], LoadFailure>.failure(LoadFailure(reason: "the server did not answer"))
        await store.receive(.issuesLoaded(failed)) { $0.issues.finish(failed) }
        repository.gate.failure = nil
        await store.send(.retryTapped) { $0.issues.retry() }
        await store.receive(.issuesLoaded(.success(Fixtures.issues))) { $0.issues.finish(.success(Fixtures.issues)) }
        await store.finish()
    }

    @Test func aPickerReleasedDuringItsLoadCancelsIt() async {
        repository.gate.isHeld = true
        var picked: [IssueUIModel] = []
        do {
            let picker = IssuesProvider(repository: repository).makeIssuesListPicker { picked.append($0) }
            picker.onAppear()
            #expect(picker.content.lines == ["Loading issues…"])
        }
        await settle()
        #expect(repository.gate.cancelled == 1, "the picker's load ended with it")
        #expect(picked.isEmpty)
    }

    @Test func aDetailOpenedByIDLoadsTheIssueOrSaysThereIsNone() async {
        let provider = IssuesProvider(repository: repository)
        let leak = provider.makeIssueDetail(id: "I-1")
        let missing = provider.makeIssueDetail(id: "I-404")
        // Titled by its ID while it loads: the host says "Loading Issue I-1…", not "Loading Issue…".
        #expect(leak.content.title == "Issue I-1")
        #expect(leak.content.lines == ["Loading issue I-1…"])
        leak.onAppear()
        missing.onAppear()
        await settle()
        #expect(leak.content.title == "Oil leak")
        #expect(missing.content.title == "Issue not found")
        #expect(missing.content.lines == ["There is no issue with ID I-404."])
    }
}
