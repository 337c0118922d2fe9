@_spi(Hosting) import CoreInterfaces
import Observation
import Testing

@MainActor
struct StoreTests {
    @Test func sendAppliesTheReducer() {
        let store = Store(initialState: CounterFeature.State(), reducer: CounterFeature())
        store.send(.increment)
        store.send(.increment)
        #expect(store.state.count == 2)
    }

    @Test func effectsRunBeforeSendReturns() {
        let store = Store(initialState: CounterFeature.State(), reducer: CounterFeature())
        store.send(.incrementTwiceLater)
        #expect(store.state == CounterFeature.State(count: 2, log: ["scheduled"]))
    }

    @Test func actionsSentByEffectsAreProcessedInOrderAfterTheCurrentOne() {
        let store = Store(initialState: CounterFeature.State(), reducer: CounterFeature())
        store.send(.recordThenEcho("a"))
        #expect(store.state.log == ["a", "a echo 1", "a echo 2"])
    }

    @Test func aScopedStoreReadsAndWritesThroughItsParent() throws {
        let store = Store(initialState: CounterFeature.State(), reducer: CounterFeature())
        #expect(store.scope(state: \.child, action: CounterFeature.Action.child) == nil)

        store.send(.openChild)
        let child = try #require(store.scope(state: \.child, action: CounterFeature.Action.child))
        child.send(.incrementAndNotify)
        #expect(child.state.count == 2)
        #expect(store.state.child?.count == 2)
    }

    @Test func aScopedStoreKeepsItsLastStateAfterTheChildGoes() throws {
        let store = Store(initialState: CounterFeature.State(), reducer: CounterFeature())
        store.send(.openChild)
        let child = try #require(store.scope(state: \.child, action: CounterFeature.Action.child))
        child.send(.increment)
        store.send(.closeChild)

        #expect(child.state.count == 1)
        child.send(.increment)
        #expect(store.state.child == nil, "an action for a child that has gone is ignored")
    }
}

/// Work ends with its screen, and a store says when its state changes.
@MainActor
struct StoreLifetimeTests {
    /// Whether `work` became idle within a bound that only a failing test meets (generous: the
    /// suite shares the main actor, which a busy test can hold for a minute).
    func settles(_ work: EffectWork) async -> Bool {
        await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                await work.idle(); return true
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(120)); return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            return first
        }
    }

    @Test func aChildsWorkIsCancelledWhenItsStateGoes() async throws {
        let work = EffectWork()
        let store = EffectWork.$current.withValue(work) {
            Store(initialState: CounterFeature.State(), reducer: CounterFeature())
        }
        store.send(.openChild)
        let child = try #require(store.scope(state: \.child, action: CounterFeature.Action.child))
        child.send(.incrementInAnHour)
        store.send(.incrementInAnHour)
        #expect(work.running == 2)

        store.send(.closeChild)
        store.send(.cancelTheSlowOne)
        #expect(await settles(work), "the child's hour-long work was cancelled with it")
        #expect(store.state.child == nil)
        #expect(store.state.count == 0, "cancelled work sends nothing")
    }

    @Test func aChildStoreWhoseStateWentAwayChangesNothingEvenWhenANewChildArrives() throws {
        let store = Store(initialState: CounterFeature.State(), reducer: CounterFeature())
        store.send(.openChild)
        let first = try #require(store.scope(state: \.child, action: CounterFeature.Action.child))
        store.send(.closeChild)
        store.send(.openChild)
        first.send(.increment)
        #expect(store.state.child?.count == 0, "the first child's screen has left: its action is dropped")
        let second = try #require(store.scope(state: \.child, action: CounterFeature.Action.child))
        second.send(.increment)
        #expect(store.state.child?.count == 1)
    }

    @Test func aRootStoresWorkIsCancelledWhenTheStoreIsReleased() async {
        let work = EffectWork()
        do {
            let store = EffectWork.$current.withValue(work) {
                Store(initialState: CounterFeature.State(), reducer: CounterFeature())
            }
            store.send(.waitForever)
            #expect(work.running == 1)
        }
        #expect(await settles(work))
    }

    @Test func readingStateInsideObservationTrackingHearsOfTheNextChange() async {
        let store = Store(initialState: CounterFeature.State(), reducer: CounterFeature())
        let changes = AsyncStream<Void>.makeStream()
        withObservationTracking {
            _ = store.state.count
        } onChange: {
            changes.continuation.yield()
        }
        store.send(.increment)
        var heard = changes.stream.makeAsyncIterator()
        #expect(await heard.next() != nil)
        #expect(store.state.count == 1)
    }

    @Test func aScopedStoresReadIsTrackedToo() async throws {
        let store = Store(initialState: CounterFeature.State(child: .init()), reducer: CounterFeature())
        let child = try #require(store.scope(state: \.child, action: CounterFeature.Action.child))
        let changes = AsyncStream<Void>.makeStream()
        withObservationTracking {
            _ = child.state.count
        } onChange: {
            changes.continuation.yield()
        }
        child.send(.increment)
        var heard = changes.stream.makeAsyncIterator()
        #expect(await heard.next() != nil)
    }
}
