import CoreInterfaces

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

/// The least any awaited pick costs: a task on the main actor waits on a continuation, code on
/// the main actor resumes it, then waits in turn until that task has run and resumed it back.
/// An `await` for a user's answer has this shape whatever the architecture around it.
@MainActor
final class AwaitHandoff {
    private var waiting: CheckedContinuation<Void, Never>?
    private var caller: CheckedContinuation<Void, Never>?

    init() {
        // The echoing task runs for the life of the process, as the benchmark does.
        Task.immediate { @MainActor in
            while true {
                await withCheckedContinuation { self.waiting = $0 }
                self.caller?.resume()
                self.caller = nil
            }
        }
    }

    /// One handoff there and back.
    func run() async {
        await withCheckedContinuation { continuation in
            caller = continuation
            waiting?.resume()
            waiting = nil
        }
    }
}
