import CoreInterfaces

/// A tiny reducer that exercises every kind of effect, for testing the runtime itself.
struct CounterFeature: Reducer {
    struct State: Equatable {
        var count = 0
        var log: [String] = []
        var child: State.Child?

        struct Child: Equatable {
            var count = 0
        }
    }

    enum Action: Equatable, Sendable {
        case increment
        case incrementTwiceLater
        case record(String)
        case recordThenEcho(String)
        case child(ChildCounter.Action)
        case openChild
        case closeChild
        case incrementSoon
        case waitForever
        /// Increments after an hour, cancellable by ``CancelID/slow``; a new one replaces the one running.
        case incrementInAnHour
        case cancelTheSlowOne
    }

    enum CancelID { case slow }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .increment:
            state.count += 1
            return .none
        case .incrementTwiceLater:
            state.log.append("scheduled")
            return .merge(.send(.increment), .runSynchronously { send in send(.increment) })
        case let .record(text):
            state.log.append(text)
            return .none
        case let .recordThenEcho(text):
            state.log.append(text)
            return .runSynchronously { send in
                send(.record("\(text) echo 1"))
                send(.record("\(text) echo 2"))
            }
        case let .child(action):
            return ChildCounter().reduce(into: &state.child, action: action, embed: Action.child)
        case .openChild:
            state.child = State.Child()
            return .none
        case .closeChild:
            state.child = nil
            return .none
        case .incrementSoon:
            return .run { send in
                await Task.yield()
                send(.increment)
            }
        case .waitForever:
            return .run { _ in try? await Task.sleep(for: .seconds(3600)) }
        case .incrementInAnHour:
            return .run { send in
                try? await Task.sleep(for: .seconds(3600))
                send(.increment)
            }
            .cancellable(id: CancelID.slow, cancelInFlight: true)
        case .cancelTheSlowOne:
            return .cancel(id: CancelID.slow)
        }
    }
}

struct ChildCounter: Reducer {
    enum Action: Equatable, Sendable {
        case increment
        case incrementAndNotify
        /// Increments after an hour: work that ends when the child does.
        case incrementInAnHour
    }

    func reduce(into state: inout CounterFeature.State.Child, action: Action) -> Effect<Action> {
        switch action {
        case .increment:
            state.count += 1
            return .none
        case .incrementAndNotify:
            state.count += 1
            return .send(.increment)
        case .incrementInAnHour:
            return .run { send in
                try? await Task.sleep(for: .seconds(3600))
                send(.increment)
            }
        }
    }
}
