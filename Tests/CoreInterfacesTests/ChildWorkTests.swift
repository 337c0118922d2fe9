@_spi(Hosting) import FeatureRuntime
@_spi(Hosting) import CoreInterfaces
import Testing
import FeatureTesting
import TestSupport

/// A child's work is the child's, as TCA's `ifLet` keys it: whichever store sends the child's
/// action, the work is cancelled when that child is dismissed or replaced, and a cancel id means
/// something within that child only. Every wait is bounded in the main actor's turns.
@MainActor
struct ChildWorkTests {
    let monitor = EffectMonitor()

    func makeStore(
        _ state: CounterFeature.State = CounterFeature.State()
    ) -> Store<
        CounterFeature.State, CounterFeature.Action
    > {
        EffectMonitor.$current.withValue(monitor) { Store(initialState: state, reducer: CounterFeature()) }
    }

    /// Whether every task ended within the bound.
    func settles() async -> Bool {
        await TurnBound().race { [monitor] in await monitor.idle() }
    }

    @Test func aChildActionSentThroughTheParentEndsWithTheChild() async {
        let store = makeStore()
        store.send(.openChild)
        store.send(.child(.incrementInAnHour))
        #expect(monitor.running == 1)
        store.send(.closeChild)
        #expect(await settles(), "the child's work outlived the child")
    }

    @Test func aSiblingsCancelNeverReachesAnotherChild() async {
        let store = makeStore()
        store.send(.openChild)
        store.send(.openSibling)
        store.send(.child(.load))
        store.send(.sibling(.load))
        store.send(.sibling(.cancelLoad))
        #expect(await TurnBound().until { monitor.running == 1 }, "the sibling's load ends")
        _ = await TurnBound(turns: 20).until { monitor.running == 0 }
        #expect(monitor.running == 1, "the child's load runs on")
        store.send(.closeChild)
        #expect(await settles())
    }

    /// A detail replaced by another in one transition (a new `id` in the same place) receives
    /// nothing of the old one's work: it is cancelled with the old one.
    @Test func aChildReplacedInOneTransitionLosesTheOldOnesWork() async {
        let store = makeStore()
        store.send(.replaceChild(id: 1))
        store.send(.child(.incrementInAnHour))
        store.send(.replaceChild(id: 2))
        #expect(await settles(), "the first child's work went on under the second")
        #expect(store.state.child == CounterFeature.State.Child(id: 2, count: 0))
    }

    /// The same part yields the same child store while that child lasts, however often a screen
    /// asks (a render asks each time); another child in its place is another store.
    @Test func aScopeIsMadeOncePerChild() throws {
        let store = makeStore()
        // One place asks, as a screen's render does each time.
        let child = { store.scope(state: \.child, action: CounterFeature.Action.child) }
        store.send(.replaceChild(id: 1))
        let first = try #require(child())
        for _ in 0..<1_000 where child() !== first {
            Issue.record("another store for the same child")
        }
        store.send(.replaceChild(id: 2))
        let second = try #require(child())
        #expect(second !== first)
        first.send(.increment)
        #expect(store.state.child?.count == 0, "the replaced child's store drops what it is sent")
        second.send(.increment)
        #expect(store.state.child?.count == 1)
    }

    /// Two action mappings of one part are two stores, each sending through its own mapping, as
    /// TCA's scopes are keyed by state and action.
    @Test func twoMappingsOfOnePartAreTwoStores() throws {
        let store = makeStore()
        store.send(.openChild)
        store.send(.openSibling)
        let asChild = try #require(store.scope(state: \.child, action: CounterFeature.Action.child))
        let asSibling = try #require(store.scope(state: \.child, action: CounterFeature.Action.sibling))
        #expect(asChild !== asSibling)
        asSibling.send(.increment)
        #expect(store.state.sibling?.count == 1, "sent through the second mapping")
        #expect(store.state.child?.count == 0)
        asChild.send(.increment)
        #expect(store.state.child?.count == 1)
    }

    @Test func nothingMadeCancellableStaysNothing() async {
        let store = makeStore()
        store.send(.incrementInAnHour)
        store.send(.nothingCancellable)
        _ = await TurnBound(turns: 20).until { monitor.running == 0 }
        #expect(monitor.running == 1, "`.none.cancellable(id:cancelInFlight: true)` cancelled the work in flight")
        store.send(.cancelTheSlowOne)
        #expect(await settles())
    }

    @Test func aSendsTaskSaysWhetherItWasCancelled() async {
        let store = makeStore()
        let task = store.send(.incrementInAnHour)
        #expect(!task.isCancelled)
        await task.cancel()
        #expect(task.isCancelled)
        #expect(store.send(.increment).isCancelled, "a send that started nothing, as TCA's")
    }

    @Test func anActionForAnAbsentChildIsReported() {
        var reports: [String] = []
        monitor.absentChild = { reports.append($0) }
        let store = makeStore()
        store.send(.child(.increment))
        #expect(reports.count == 1)
        #expect(reports.first?.contains("ChildCounter received increment") == true, "\(reports)")
    }
}

/// Work cancelled in flight changes nothing, even when it goes on after its cancellation (it
/// waited for something that ignores cancellation): what it sends is dropped.
@MainActor
struct CancelledWorkTests {
    /// A wait that only the test ends, cancelled or not.
    @MainActor
    final class Latch {
        private var waiting: [CheckedContinuation<Void, Never>] = []
        private(set) var isOpen = false

        func wait() async {
            guard !isOpen else { return }
            await withCheckedContinuation { waiting.append($0) }
        }

        func open() {
            isOpen = true
            for continuation in waiting { continuation.resume() }
            waiting = []
        }
    }

    @Test func workCancelledInFlightSendsNothingWhenItGoesOn() async {
        let monitor = EffectMonitor()
        let latch = Latch()
        let store = EffectMonitor.$current.withValue(monitor) {
            Store(initialState: CounterFeature.State(), reducer: CounterFeature(gate: { await latch.wait() }))
        }
        store.send(.incrementAfterGate)
        store.send(.incrementAfterGate)
        latch.open()
        #expect(await TurnBound().race { await monitor.idle() })
        #expect(store.state.count == 1, "the load cancelled in flight sent its increment all the same")
    }
}
