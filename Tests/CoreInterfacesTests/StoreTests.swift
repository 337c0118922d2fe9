import CoreInterfaces
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
