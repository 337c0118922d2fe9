import CoreInterfaces
import FeatureRuntime
import Testing

/// A reducer isolated to the main actor can reach its own store while it runs (Swift allows a
/// conformance isolated to the main actor). The store gives it no access to overlap: the reducer
/// works on a copy of the state, so reading the store's state meanwhile sees the state before the
/// action, and sending to it queues the action, processed once this one is done.
@MainActor
struct ReentrantReducerTests {
    /// Where the reducer finds its own store.
    @MainActor
    final class Holder {
        var store: Store<Reentrant.State, Reentrant.Action>?
    }

    @MainActor
    struct Reentrant: @MainActor Reducer {
        struct State: Equatable {
            var count = 0
            /// The counts the reducer saw, as it saw them.
            var seen: [Int] = []
        }

        enum Action: Equatable, Sendable {
            case bump
            case echo
        }

        let holder: Holder

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            switch action {
            case .bump:
                state.seen.append(holder.store?.state.count ?? -1)
                holder.store?.send(.echo)
                state.count += 1
            case .echo:
                state.seen.append(state.count)
            }
            return .none
        }
    }

    @Test func aReducerThatReachesItsStoreSeesTheStateBeforeAndQueuesWhatItSends() {
        let holder = Holder()
        let store = Store(initialState: Reentrant.State(), reducer: Reentrant(holder: holder))
        holder.store = store
        store.send(.bump)
        #expect(store.state == Reentrant.State(count: 1, seen: [0, 1]))
    }
}
