@_spi(Hosting) @_spi(Tracing) import FeatureRuntime
@_spi(Hosting) import CoreInterfaces
import Observation
import Testing
import FeatureTesting
import TestSupport

@MainActor
struct StoreTests {
    @Test func sendAppliesTheReducer() {
        let store = Store(initialState: CounterFeature.State(), reducer: CounterFeature())
        store.send(.increment)
        store.send(.increment)
        #expect(store.state.count == 2)
    }

    @Test func actionsAnEffectSendsAtOnceAreProcessedBeforeSendReturns() {
        let store = Store(initialState: CounterFeature.State(), reducer: CounterFeature())
        store.send(.incrementTwiceLater)
        #expect(store.state == CounterFeature.State(count: 2, log: ["scheduled"]))
    }

    @Test func actionsSentByEffectsAreProcessedInOrderAfterTheCurrentOne() {
        let store = Store(initialState: CounterFeature.State(), reducer: CounterFeature())
        store.send(.recordThenEcho("a"))
        #expect(store.state.log == ["a", "a echo 1", "a echo 2"])
    }

    @Test func aResultIsHandedBackInTheSameTurn() {
        var reported: [Int] = []
        let store = Store(initialState: CounterFeature.State(count: 3), reducer: CounterFeature { reported.append($0) })
        store.send(.report)
        #expect(reported == [3])
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

/// Work ends with its screen, by an id only within the store that started it, and `send` hands
/// back the work it started. Every wait is bounded in the main actor's turns (``TurnBound``): the
/// effects here run on the main actor, so a planted bug fails in seconds, never hangs.
@MainActor
struct StoreWorkTests {
    let monitor = EffectMonitor()

    typealias CounterStore = Store<CounterFeature.State, CounterFeature.Action>

    func makeStore(_ state: CounterFeature.State = CounterFeature.State()) -> CounterStore {
        EffectMonitor.$current.withValue(monitor) { Store(initialState: state, reducer: CounterFeature()) }
    }

    /// Whether the monitor's work ended within the bound.
    func settles() async -> Bool {
        await TurnBound().race { [monitor] in await monitor.idle() }
    }

    @Test func aChildsWorkIsCancelledWhenItsStateGoes() async throws {
        let store = makeStore()
        store.send(.openChild)
        let child = try #require(store.scope(state: \.child, action: CounterFeature.Action.child))
        child.send(.incrementInAnHour)
        store.send(.incrementInAnHour)
        #expect(monitor.running == 2)

        store.send(.closeChild)
        store.send(.cancelTheSlowOne)
        #expect(await settles(), "the child's hour-long work was cancelled with it")
        #expect(store.state.child == nil)
        #expect(store.state.count == 0, "cancelled work sends nothing")
    }

    @Test func aChildStoreWhoseStateWentAwayChangesNothingEvenWhenANewChildArrives() throws {
        let store = makeStore()
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
        do {
            let store = makeStore()
            store.send(.waitForever)
            #expect(monitor.running == 1)
        }
        #expect(await settles())
    }

    /// `cancelInFlight` alone: a second load under one id replaces the first, which ends; without
    /// it, both would run.
    @Test func cancelInFlightEndsTheWorkRunningUnderTheIDFirst() async {
        let store = makeStore()
        store.send(.incrementInAnHour)
        store.send(.incrementInAnHour)
        #expect(await TurnBound().until { monitor.running == 1 }, "the first load was cancelled by the second")
        store.send(.cancelTheSlowOne)
        #expect(await settles())
    }

    /// Two children of one kind side by side, each with a load under the same cancel id: the id
    /// means something within the store that started the work only, so neither cancels the other.
    @Test func siblingChildrenWithOneCancelIDKeepTheirOwnWork() async throws {
        let store = makeStore()
        store.send(.openChild)
        store.send(.openSibling)
        let child = try #require(store.scope(state: \.child, action: CounterFeature.Action.child))
        let sibling = try #require(store.scope(state: \.sibling, action: CounterFeature.Action.sibling))
        child.send(.load)
        sibling.send(.load)
        #expect(monitor.running == 2, "the sibling's load did not cancel the child's")
        child.send(.load)
        #expect(await TurnBound().until { monitor.running == 2 }, "but a child's own second load replaces its first")
        store.send(.closeChild)
        #expect(await TurnBound().until { monitor.running == 1 })
        _ = store.scope(state: \.sibling, action: CounterFeature.Action.sibling)
        #expect(sibling.state.count == 0)
    }

    @Test func finishingASendAwaitsTheWorkItStarted() async {
        let store = makeStore()
        let task = store.send(.incrementSoon)
        #expect(store.state.count == 0)
        await task.finish()
        #expect(store.state.count == 1, "the work and the action it sent are done")
        #expect(monitor.isIdle)
    }

    @Test func cancellingASendEndsItsWork() async {
        let store = makeStore()
        let task = store.send(.waitForever)
        #expect(monitor.running == 1)
        await task.cancel()
        #expect(monitor.isIdle)
    }

    @Test func anErrorNothingHandlesIsReported() async {
        var reported: [String] = []
        monitor.unhandled = { reported.append($0.description) }
        let store = makeStore()
        await store.send(.failUnhandled("the disk is full")).finish()
        #expect(reported.count == 1)
        #expect(reported.first?.contains("CounterFeature") == true)
        #expect(reported.first?.contains("CoreInterfacesTests/CounterFeature.swift:") == true)
        #expect(reported.first?.hasSuffix("threw an error that no catch: handled: the disk is full") == true)
    }

    @Test func anErrorItsCatchHandlesGoesThereAndIsNotReported() async {
        var reported: [String] = []
        monitor.unhandled = { reported.append($0.description) }
        let store = makeStore()
        await store.send(.failHandled("the disk is full")).finish()
        #expect(store.state.log == ["caught the disk is full"])
        #expect(reported.isEmpty)
    }

    @Test func cancellationIsNoError() async {
        var reported: [String] = []
        monitor.unhandled = { reported.append($0.description) }
        let store = makeStore()
        let task = store.send(.waitForever)
        await task.cancel()
        #expect(reported.isEmpty)
    }
}

/// A store announces a change through Observation only when its state changed, and a scoped
/// store's observers only when its part did. `onChange` is called during the send that changes
/// the state, so each test looks right after it: nothing is awaited, nothing can hang.
@MainActor
struct StoreObservationTests {
    /// Whether a change was announced to what `read` reads, from now on (Observation tells of the
    /// first change only).
    @MainActor
    final class Heard {
        private let changes = Locked(0)

        /// How many changes were announced: 0 or 1.
        var count: Int { changes.current }

        func watch(_ read: @escaping @MainActor () -> Void) {
            withObservationTracking {
                read()
            } onChange: { [changes] in
                changes.withValue { $0 += 1 }
            }
        }
    }

    @Test func readingStateInsideObservationTrackingHearsOfTheNextChange() {
        let store = Store(initialState: CounterFeature.State(), reducer: CounterFeature())
        let heard = Heard()
        heard.watch { _ = store.state.count }
        store.send(.increment)
        #expect(heard.count == 1)
        #expect(store.state.count == 1)
    }

    @Test func anActionThatChangesNothingAnnouncesNothing() {
        let store = Store(initialState: CounterFeature.State(), reducer: CounterFeature())
        let heard = Heard()
        heard.watch { _ = store.state }
        store.send(.closeChild)
        store.send(.cancelTheSlowOne)
        #expect(heard.count == 0)
        store.send(.increment)
        #expect(heard.count == 1)
    }

    @Test func aScopedStoresObserversHearOnlyOfItsPart() throws {
        let store = Store(initialState: CounterFeature.State(child: .init()), reducer: CounterFeature())
        let child = try #require(store.scope(state: \.child, action: CounterFeature.Action.child))
        let heard = Heard()
        heard.watch { _ = child.state.count }
        store.send(.increment)
        store.send(.record("elsewhere"))
        #expect(heard.count == 0, "the parent changed, the child's part did not")
        child.send(.increment)
        #expect(heard.count == 1)
    }
}
