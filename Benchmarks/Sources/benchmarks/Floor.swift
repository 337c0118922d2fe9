import CoreInterfaces
import FeatureRuntime

/// A stored closure, the floor every indirection is compared with.
final class ClosureHolder {
    var call: (Int) -> Int

    @inline(never)
    init() {
        call = { $0 &+ 1 }
    }
}

/// The smallest feature: one action, one field.
struct CounterFeature: Reducer {
    struct State: Equatable {
        var count = 0
    }

    enum Action: Sendable {
        case increment
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.count &+= 1
        return .none
    }
}
