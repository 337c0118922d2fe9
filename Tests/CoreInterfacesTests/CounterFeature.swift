import CoreInterfaces
import FeatureRuntime

/// A tiny reducer that exercises every kind of effect, for testing the runtime itself.
struct CounterFeature: Reducer {
    struct State: Equatable {
        var count = 0
        var log: [String] = []
        var child: State.Child?
        /// A second child of the same kind, beside the first.
        var sibling: State.Child?

        /// A child, told apart from another by its `id`.
        struct Child: Equatable, Identifiable {
            var id = 0
            var count = 0
        }
    }

    enum Action: Equatable, Sendable {
        case increment
        case incrementTwiceLater
        case record(String)
        case recordThenEcho(String)
        case child(ChildCounter.Action)
        case sibling(ChildCounter.Action)
        case openChild
        /// Puts a new child, told apart by `id`, in the child's place, in one transition.
        case replaceChild(id: Int)
        case closeChild
        case openSibling
        case incrementSoon
        case waitForever
        /// Increments after an hour, cancellable by ``CancelID/slow``; a new one replaces the one running.
        case incrementInAnHour
        case cancelTheSlowOne
        /// Waits for ``gate``, then increments; a new one cancels the one in flight.
        case incrementAfterGate
        /// Nothing, made cancellable with `cancelInFlight`: it must stay nothing, cancelling nothing.
        case nothingCancellable
        /// Work that never ends, whether cancelled or not.
        case ignoreCancellation
        /// Hands the count to ``reported`` in the same turn.
        case report
        /// Work that throws `failure`, with no `catch:`.
        case failUnhandled(String)
        /// Work that throws `failure`, whose `catch:` records it.
        case failHandled(String)
    }

    enum CancelID { case slow, gated }

    /// What ``Action/report`` hands the count to.
    var reported: @MainActor (Int) -> Void = { _ in }
    /// What ``Action/incrementAfterGate`` waits for first, whether cancelled or not.
    var gate: @MainActor @Sendable () async -> Void = {}

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .increment:
            state.count += 1
            return .none
        case .incrementTwiceLater:
            state.log.append("scheduled")
            return .merge(.send(.increment), .send(.increment))
        case let .record(text):
            state.log.append(text)
            return .none
        case let .recordThenEcho(text):
            state.log.append(text)
            return .merge(.send(.record("\(text) echo 1")), .send(.record("\(text) echo 2")))
        case let .child(action):
            return ChildCounter().reduce(&state, child: \.child, action: action, embed: Action.child)
        case let .sibling(action):
            return ChildCounter().reduce(&state, child: \.sibling, action: action, embed: Action.sibling)
        case .openChild:
            state.child = State.Child()
            return .none
        case let .replaceChild(id):
            state.child = State.Child(id: id)
            return .none
        case .closeChild:
            state.child = nil
            return .none
        case .openSibling:
            state.sibling = State.Child()
            return .none
        case .incrementSoon:
            return .run { send in
                await Task.yield()
                await send(.increment)
            }
        case .waitForever:
            return .run { _ in try await Task.sleep(for: .seconds(3600)) }
        case .incrementInAnHour:
            return .run { send in
                try await Task.sleep(for: .seconds(3600))
                await send(.increment)
            }
            .cancellable(id: CancelID.slow, cancelInFlight: true)
        case .cancelTheSlowOne:
            return .cancel(id: CancelID.slow)
        case .incrementAfterGate:
            return .run { [gate] send in
                await gate()
                await send(.increment)
            }
            .cancellable(id: CancelID.gated, cancelInFlight: true)
        case .nothingCancellable:
            return Effect.none.cancellable(id: CancelID.slow, cancelInFlight: true)
        case .ignoreCancellation:
            return .run { _ in await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in } }
        case .report:
            return .handBack(state.count, to: reported)
        case let .failUnhandled(failure):
            return .run { _ in throw Failure(description: failure) }
        case let .failHandled(failure):
            return .run { _ in
                throw Failure(description: failure)
            } catch: { error, send in
                await send(.record("caught \(error)"))
            }
        }
    }
}

struct ChildCounter: Reducer {
    enum Action: Equatable, Sendable {
        case increment
        case incrementAndNotify
        /// Increments after an hour: work that ends when the child does.
        case incrementInAnHour
        /// Increments after an hour, cancellable by ``CancelID/load``; a new one replaces the one
        /// running in the same child.
        case load
        /// Cancels this child's load.
        case cancelLoad
    }

    enum CancelID { case load }

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
                try await Task.sleep(for: .seconds(3600))
                await send(.increment)
            }
        case .load:
            return .run { send in
                try await Task.sleep(for: .seconds(3600))
                await send(.increment)
            }
            .cancellable(id: CancelID.load, cancelInFlight: true)
        case .cancelLoad:
            return .cancel(id: CancelID.load)
        }
    }
}
