@_spi(Hosting) @testable import FeatureRuntime
@_spi(Hosting) import CoreInterfaces
import Testing
import FeatureTesting
import TestSupport

/// Children two deep, told apart by `String` ids, as a list's detail that presents a picker is:
/// a grandchild's work is the grandchild's (it ends when the grandchild goes, and only then),
/// identities compare by code points, and a scope lasts exactly as long as its child and the
/// store a screen holds.
@MainActor
struct NestedChildrenTests {
    let monitor = EffectMonitor()

    /// "é" as one code point and as two: equal to Swift's `==`, two ids here.
    static let (composed, decomposed) = ("\u{E9}", "e\u{301}")

    func makeStore() -> Store<Outer.State, Outer.Action> {
        EffectMonitor.$current.withValue(monitor) { Store(initialState: Outer.State(), reducer: Outer()) }
    }

    func settles() async -> Bool {
        await TurnBound().race { [monitor] in await monitor.idle() }
    }

    /// Whether work is still running after a few turns in which nothing should end it.
    func stillRunning() async -> Bool {
        _ = await TurnBound(turns: 20).until { monitor.running == 0 }
        return monitor.running == 1
    }

    @Test func aGrandchildsWorkOutlivesChangesElsewhere() async {
        let store = makeStore()
        store.send(.openMiddle("a"))
        store.send(.middle(.openInner("x")))
        store.send(.middle(.inner(.waitLong)))
        store.send(.touch)
        store.send(.middle(.touch))
        #expect(await stillRunning(), "the grandchild's work ended when its parents changed")
        store.send(.middle(.closeInner))
        #expect(await settles())
    }

    @Test func aGrandchildsWorkEndsWhenTheGrandchildGoes() async {
        let store = makeStore()
        store.send(.openMiddle("a"))
        store.send(.middle(.openInner("x")))
        store.send(.middle(.inner(.waitLong)))
        store.send(.middle(.closeInner))
        #expect(await settles(), "the grandchild's work outlived the grandchild, its parent still there")
    }

    @Test func aGrandchildReplacedByAnotherLosesItsWork() async {
        let store = makeStore()
        store.send(.openMiddle("a"))
        store.send(.middle(.openInner("x")))
        store.send(.middle(.inner(.waitLong)))
        store.send(.middle(.openInner("y")))
        #expect(await settles())
    }

    /// A child replaced by one whose id differs only in its code points is another child: the
    /// first one's work ends, even though the two states are equal to Swift's `==`.
    @Test func idsCompareByCodePoints() async {
        let store = makeStore()
        store.send(.openMiddle(Self.composed))
        store.send(.middle(.waitLong))
        store.send(.openMiddle(Self.decomposed))
        #expect(await settles(), "the work of the first child went on under the second")
    }

    /// The scope of a child replaced by one equal to Swift's `==` but with another id is not the
    /// old child's store, and the old store changes nothing.
    @Test func aScopeIsTheChildsByItsCodePoints() throws {
        let store = makeStore()
        store.send(.openMiddle(Self.composed))
        let first = try #require(store.scope(state: \.middle, action: Outer.Action.middle))
        store.send(.openMiddle(Self.decomposed))
        let second = try #require(store.scope(state: \.middle, action: Outer.Action.middle))
        #expect(first !== second, "the replaced child's store was handed out for the new child")
        first.send(.touch)
        #expect(store.state.middle?.touches == 0, "the replaced child's store changed the new child")
        second.send(.touch)
        #expect(store.state.middle?.touches == 1)
    }

    /// A scope nothing holds any more ends at the next transition.
    @Test func aScopeNothingHoldsEnds() throws {
        let store = makeStore()
        store.send(.openMiddle("a"))
        store.send(.middle(.openInner("x")))
        let middle = try #require(store.scope(state: \.middle, action: Outer.Action.middle))
        var inner = middle.scope(state: \.inner, action: Middle.Action.inner)
        #expect(inner != nil)
        #expect(store.runtime.scopeCount == 2)
        inner = nil
        store.send(.touch)
        #expect(store.runtime.scopeCount == 1, "the scope nothing holds did not end")
    }

    /// The scopes under a scope that ends end with it, even while their own stores are held.
    @Test func theScopesUnderAnEndedScopeEnd() throws {
        let store = makeStore()
        store.send(.openMiddle("a"))
        store.send(.middle(.openInner("x")))
        var middle = store.scope(state: \.middle, action: Outer.Action.middle)
        let inner = try #require(middle?.scope(state: \.inner, action: Middle.Action.inner))
        #expect(store.runtime.scopeCount == 2)
        middle = nil
        store.send(.touch)
        #expect(store.runtime.scopeCount == 0, "the scope under the ended one did not end")
        withExtendedLifetime(inner) {}
    }
}

/// A parent with one optional child, which has one of its own.
struct Outer: Reducer {
    struct State: Equatable {
        var middle: Middle.State?
        var touches = 0
    }

    enum Action: Equatable, Sendable {
        case openMiddle(String)
        case closeMiddle
        case touch
        case middle(Middle.Action)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case let .openMiddle(id):
            state.middle = Middle.State(id: id)
            return .none
        case .closeMiddle:
            state.middle = nil
            return .none
        case .touch:
            state.touches += 1
            return .none
        case let .middle(action):
            return Middle().reduce(&state, child: \.middle, action: action, embed: Action.middle)
        }
    }
}

struct Middle: Reducer {
    struct State: Equatable, Identifiable {
        let id: String
        var inner: Inner.State?
        var touches = 0
    }

    enum Action: Equatable, Sendable {
        case openInner(String)
        case closeInner
        case touch
        case waitLong
        case inner(Inner.Action)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case let .openInner(id):
            state.inner = Inner.State(id: id)
            return .none
        case .closeInner:
            state.inner = nil
            return .none
        case .touch:
            state.touches += 1
            return .none
        case .waitLong:
            return .run { _ in try await Task.sleep(for: .seconds(3600)) }
        case let .inner(action):
            return Inner().reduce(&state, child: \.inner, action: action, embed: Action.inner)
        }
    }
}

struct Inner: Reducer {
    struct State: Equatable, Identifiable {
        let id: String
        var count = 0
    }

    enum Action: Equatable, Sendable {
        case waitLong
        case increment
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .waitLong:
            return .run { send in
                try await Task.sleep(for: .seconds(3600))
                await send(.increment)
            }
        case .increment:
            state.count += 1
            return .none
        }
    }
}
