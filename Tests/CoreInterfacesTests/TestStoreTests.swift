import CoreInterfaces
import Testing
import TestSupport

/// The exhaustive harness must pass on a correct description and fail on every wrong one.
@MainActor
struct TestStoreTests {
    @Test func passesWhenEveryStepIsDescribed() {
        let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature())
        store.send(.incrementTwiceLater) { $0.log = ["scheduled"] }
        store.receive(.increment) { $0.count = 1 }
        store.receive(.increment) { $0.count = 2 }
    }

    @Test func failsOnAWrongState() {
        let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature())
        withKnownIssue {
            store.send(.increment) { $0.count = 5 }
        } matching: { saying("State after .increment differs", $0) }
    }

    @Test func failsOnAnUndescribedChange() {
        let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature())
        withKnownIssue {
            store.send(.increment)
        } matching: { saying("State after .increment differs", $0) }
    }

    @Test func failsOnTheWrongReceivedAction() {
        let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature())
        store.send(.recordThenEcho("a")) { $0.log = ["a"] }
        withKnownIssue {
            store.receive(.record("wrong")) { $0.log = ["a", "a echo 1"] }
        } matching: { saying("Received .record(\"a echo 1\"), expected .record(\"wrong\")", $0) }
        store.receive(.record("a echo 2")) { $0.log = ["a", "a echo 1", "a echo 2"] }
    }

    @Test func failsWhenSendingWithActionsPending() {
        let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature())
        store.send(.incrementTwiceLater) { $0.log = ["scheduled"] }
        withKnownIssue {
            store.send(.record("too soon")) { $0.log = ["scheduled", "too soon"] }
        } matching: { saying("Sent .record(\"too soon\") with unreceived action(s) pending", $0) }
        store.receive(.increment) { $0.count = 1 }
        store.receive(.increment) { $0.count = 2 }
    }

    @Test func failsWhenAnActionIsNeverReceived() {
        withKnownIssue {
            let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature())
            store.send(.recordThenEcho("a")) { $0.log = ["a"] }
        } matching: { saying("The test ended with 2 unreceived action(s)", $0) }
    }

    @Test func failsWhenReceivingWithNothingPending() {
        let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature())
        withKnownIssue {
            store.receive(.increment) { $0.count = 1 }
        } matching: { saying("Expected to receive .increment, but no action was fed back", $0) }
    }
}

/// Effects that outlive a test are a failure, as in TCA: the harness does not cancel them quietly.
@MainActor
struct TestStoreEffectTests {
    @Test func failsWhenAnEffectIsStillRunningAtTheEnd() {
        withKnownIssue {
            let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature())
            store.send(.waitForever)
        } matching: { saying("The test ended with 1 effect(s) still running", $0) }
    }

    @Test func passesOnceFinishHasAwaitedItsEffects() async {
        let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature())
        store.send(.incrementSoon)
        await store.finish()
        await store.receive(.increment) { $0.count = 1 }
    }

    @Test func finishFailsOnAnEffectThatDoesNotEnd() async {
        let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature())
        store.send(.waitForever)
        await withKnownIssue {
            await store.finish(timeout: .milliseconds(50))
        } matching: { saying("An effect was still running after", $0) }
    }
}

/// Whether `issue` is the one expected: its comment starts with `prefix`. A known issue that says
/// anything else is a failure of its own.
func saying(_ prefix: String, _ issue: Issue) -> Bool {
    issue.comments.contains { $0.rawValue.hasPrefix(prefix) }
}
