import CoreInterfaces
import FeatureRuntime
import Testing
import FeatureTesting
import TestSupport

/// The exhaustive harness must pass on a correct description and fail on every wrong one.
@MainActor
struct TestStoreTests {
    @Test func passesWhenEveryStepIsDescribed() async {
        let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature())
        await store.send(.incrementTwiceLater) { $0.log = ["scheduled"] }
        await store.receive(.increment) { $0.count = 1 }
        await store.receive(.increment) { $0.count = 2 }
    }

    @Test func failsOnAWrongState() async {
        let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature())
        await withKnownIssue {
            await store.send(.increment) { $0.count = 5 }
        } matching: {
            saying("State after .increment differs", $0)
        }
    }

    @Test func failsOnAnUndescribedChange() async {
        let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature())
        await withKnownIssue {
            await store.send(.increment)
        } matching: {
            saying("State after .increment differs", $0)
        }
    }

    @Test func failsOnTheWrongReceivedAction() async {
        let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature())
        await store.send(.recordThenEcho("a")) { $0.log = ["a"] }
        await withKnownIssue {
            await store.receive(.record("wrong")) { $0.log = ["a", "a echo 1"] }
        } matching: {
            saying("Received .record(\"a echo 1\"), expected .record(\"wrong\")", $0)
        }
        await store.receive(.record("a echo 2")) { $0.log = ["a", "a echo 1", "a echo 2"] }
    }

    @Test func failsWhenSendingWithActionsPending() async {
        let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature())
        await store.send(.incrementTwiceLater) { $0.log = ["scheduled"] }
        await withKnownIssue {
            await store.send(.record("too soon")) { $0.log = ["scheduled", "too soon"] }
        } matching: {
            saying("Sent .record(\"too soon\") with unreceived action(s) pending", $0)
        }
    }

    @Test func failsWhenAnActionIsNeverReceived() async {
        await withKnownIssue {
            let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature())
            await store.send(.recordThenEcho("a")) { $0.log = ["a"] }
        } matching: {
            saying("The test ended with 2 unreceived action(s)", $0)
        }
    }

    @Test func failsWhenReceivingWithNothingPending() async {
        let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature())
        await withKnownIssue {
            await store.receive(.increment, within: TurnBound(turns: 10)) { $0.count = 1 }
        } matching: {
            saying("Expected to receive .increment, but no action was fed back", $0)
        }
    }
}

/// Effects that outlive a test are a failure, as in TCA: the harness does not cancel them quietly.
@MainActor
struct TestStoreEffectTests {
    @Test func failsWhenAnEffectIsStillRunningAtTheEnd() async {
        await withKnownIssue {
            let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature())
            await store.send(.waitForever)
        } matching: {
            saying("The test ended with 1 effect(s) still running", $0)
        }
    }

    @Test func passesOnceTheEffectsHaveEndedAndTheirActionsAreReceived() async {
        let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature())
        await store.send(.incrementSoon)
        await store.receive(.increment) { $0.count = 1 }
        await store.finish()
    }

    @Test func failsOnAnErrorNoCatchHandles() async {
        let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature())
        await withKnownIssue {
            await store.send(.failUnhandled("the disk is full")).finish()
        } matching: {
            saying("The effect at CoreInterfacesTests/CounterFeature.swift:", $0)
                && $0.comments.contains { $0.rawValue.hasSuffix("no catch: handled: the disk is full") }
        }
    }

    @Test func finishFailsOnAnEffectThatDoesNotEnd() async {
        let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature())
        await store.send(.waitForever)
        await withKnownIssue {
            await store.finish(within: TurnBound(turns: 10))
        } matching: {
            saying("An effect was still running after", $0)
        }
    }

    /// Work that ignores its cancellation cannot hold the test: the bound ends `finish`, and the
    /// send's own `finish` and `cancel`, all the same.
    @Test func finishIsBoundedOnWorkThatIgnoresCancellation() async {
        let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature())
        let task = await store.send(.ignoreCancellation)
        await withKnownIssue {
            await task.cancel(within: TurnBound(turns: 10))
            await task.finish(within: TurnBound(turns: 10))
            await store.finish(within: TurnBound(turns: 10))
        } matching: {
            saying("The send's work still ran", $0) || saying("The send's work was still running", $0)
                || saying("An effect was still running after", $0)
        }
        #expect(task.isCancelled)
    }

    @Test func anActionForAnAbsentChildFailsTheTest() async {
        let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature())
        await withKnownIssue {
            await store.send(.child(.increment))
        } matching: {
            saying("An action reached an absent child: ChildCounter received increment", $0)
        }
    }
}

/// Whether `issue` is the one expected: its comment starts with `prefix`. A known issue that says
/// anything else is a failure of its own.
func saying(_ prefix: String, _ issue: Issue) -> Bool {
    issue.comments.contains { $0.rawValue.hasPrefix(prefix) }
}
