import CoreInterfaces
import FeatureRuntime
import Testing
import FeatureTesting
import TestSupport

/// Effects, run by the real store: order, mapping, and work that awaits, ended by id or with its scope.
@MainActor
struct EffectTests {
    @Test func mergeKeepsOrderAndActionsSentAtOnceArePartOfTheSend() async {
        let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature())
        await store.send(.incrementTwiceLater) { $0.log = ["scheduled"] }
        await store.receive(.increment) { $0.count = 1 }
        await store.receive(.increment) { $0.count = 2 }
    }

    @Test func mapWrapsEveryActionOfAChild() async {
        let store = TestStore(initialState: CounterFeature.State(child: .init()), reducer: CounterFeature())
        await store.send(.child(.incrementAndNotify)) { $0.child?.count = 1 }
        await store.receive(.child(.increment)) { $0.child?.count = 2 }
    }

    @Test func runDoesItsWorkInATaskAndSendsWhatItFinds() async {
        let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature())
        await store.send(.incrementSoon)
        await store.receive(.increment) { $0.count = 1 }
        await store.finish()
    }

    @Test func cancelByIDEndsTheWorkAndItSendsNothing() async {
        let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature())
        await store.send(.incrementInAnHour)
        #expect(store.hasWorkRunning)
        await store.send(.cancelTheSlowOne)
        await store.finish()
        #expect(!store.hasWorkRunning)
    }

    @Test func cancelInFlightKeepsOnlyTheNewestRunning() async {
        let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature())
        await store.send(.incrementInAnHour)
        await store.send(.incrementInAnHour)
        await store.send(.incrementInAnHour)
        await store.send(.cancelTheSlowOne)
        // Had any of the first two gone on running, finish would time out on it.
        await store.finish()
    }

    @Test func anErrorCaughtByTheEffectIsSentAsItsAction() async {
        let store = TestStore(initialState: CounterFeature.State(), reducer: CounterFeature())
        await store.send(.failHandled("no route to host"))
        await store.receive(.record("caught no route to host")) { $0.log = ["caught no route to host"] }
        await store.finish()
    }
}
