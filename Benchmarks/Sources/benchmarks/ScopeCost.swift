import CoreInterfaces
import FeatureRuntime

/// A parent feature with a child on screen: what a send costs once a screen has scoped its child
/// store many times, as a screen scoping in every render does. The same part yields the same child
/// store while that child lasts, so a send after 1,000 renders costs what a send after one does.
struct ScopedCounter: Reducer {
    struct State: Equatable {
        var count = 0
        var child: Child? = Child()
    }

    struct Child: Equatable, Identifiable {
        var id = 1
        var count = 0
    }

    enum Action: Sendable {
        case increment
        case child(CounterFeature.Action)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        guard case .increment = action else { return .none }
        state.count &+= 1
        return .none
    }

    /// A store whose child a screen has scoped in `renders` renders, dropping each child store
    /// as a render does.
    @MainActor
    static func store(afterRenders renders: Int) -> Store<State, Action> {
        let store = Store(initialState: State(), reducer: ScopedCounter())
        for _ in 0..<renders { blackHole(store.scope(state: \.child, action: Action.child)) }
        return store
    }
}
