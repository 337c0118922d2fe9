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
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .increment:
            state.count += 1
            return .none
        case .incrementTwiceLater:
            state.log.append("scheduled")
            return .merge(.send(.increment), .run { send in send(.increment) })
        case let .record(text):
            state.log.append(text)
            return .none
        case let .recordThenEcho(text):
            state.log.append(text)
            return .run { send in
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
            return .task { send in
                await Task.yield()
                send(.increment)
            }
        case .waitForever:
            return .task { _ in try? await Task.sleep(for: .seconds(3600)) }
        }
    }
}

struct ChildCounter: Reducer {
    enum Action: Equatable, Sendable {
        case increment
        case incrementAndNotify
    }

    func reduce(into state: inout CounterFeature.State.Child, action: Action) -> Effect<Action> {
        switch action {
        case .increment:
            state.count += 1
            return .none
        case .incrementAndNotify:
            state.count += 1
            return .send(.increment)
        }
    }
}
