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
        }
    }

    @Test func failsOnAnUndescribedChange() {
        let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature())
        withKnownIssue {
            store.send(.increment)
        }
    }

    @Test func failsOnTheWrongReceivedAction() {
        let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature())
        store.send(.recordThenEcho("a")) { $0.log = ["a"] }
        withKnownIssue {
            store.receive(.record("wrong")) { $0.log = ["a", "a echo 1"] }
        }
        store.receive(.record("a echo 2")) { $0.log = ["a", "a echo 1", "a echo 2"] }
    }

    @Test func failsWhenSendingWithActionsPending() {
        let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature())
        store.send(.incrementTwiceLater) { $0.log = ["scheduled"] }
        withKnownIssue {
            store.send(.record("too soon")) { $0.log = ["scheduled", "too soon"] }
        }
        store.receive(.increment) { $0.count = 1 }
        store.receive(.increment) { $0.count = 2 }
    }

    @Test func failsWhenAnActionIsNeverReceived() {
        withKnownIssue {
            let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature())
            store.send(.recordThenEcho("a")) { $0.log = ["a"] }
        }
    }

    @Test func failsWhenReceivingWithNothingPending() {
        let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature())
        withKnownIssue {
            store.receive(.increment) { $0.count = 1 }
        }
    }
}
