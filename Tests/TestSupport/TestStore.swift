import CoreInterfaces
import Testing

/// An exhaustive test harness for a ``Reducer``: every `send` and `receive` states the whole
/// expected state, and every action an effect feeds back must be received before the next send.
@MainActor
public final class TestStore<R: Reducer> where R.State: Equatable, R.Action: Equatable {
    /// The state after the last step.
    public private(set) var state: R.State
    private let reducer: R
    private var pending: [R.Action] = []
    private var tasks: [Task<Void, Never>] = []
    private let createdAt: SourceLocation

    /// Creates a harness for `reducer` starting from `initialState`.
    public init(initialState: R.State, reducer: R, sourceLocation: SourceLocation = #_sourceLocation) {
        self.state = initialState
        self.reducer = reducer
        self.createdAt = sourceLocation
    }

    deinit {
        for task in tasks { task.cancel() }
        if !pending.isEmpty {
            Issue.record("The test ended with \(pending.count) unreceived action(s): \(pending)", sourceLocation: createdAt)
        }
    }

    /// Sends `action` and checks that the state becomes what `update` makes of the previous state
    /// (unchanged when `update` is `nil`).
    public func send(
        _ action: R.Action,
        sourceLocation: SourceLocation = #_sourceLocation,
        assert update: ((inout R.State) -> Void)? = nil
    ) {
        if !pending.isEmpty {
            Issue.record("Sent \(action) with unreceived action(s) pending: \(pending)", sourceLocation: sourceLocation)
        }
        step(action, update: update, sourceLocation: sourceLocation)
    }

    /// Checks that the next action an effect fed back is `action`, then applies it like ``send(_:sourceLocation:assert:)``.
    public func receive(
        _ action: R.Action,
        sourceLocation: SourceLocation = #_sourceLocation,
        assert update: ((inout R.State) -> Void)? = nil
    ) {
        receiveNow(action, sourceLocation: sourceLocation, update: update)
    }

    /// Like ``receive(_:sourceLocation:assert:)``, but first lets an effect's task run until it
    /// feeds back an action (yielding to the main actor a bounded number of times).
    public func receive(
        _ action: R.Action,
        sourceLocation: SourceLocation = #_sourceLocation,
        assert update: ((inout R.State) -> Void)? = nil
    ) async {
        for _ in 0..<1_000 where pending.isEmpty {
            await Task.yield()
        }
        receiveNow(action, sourceLocation: sourceLocation, update: update)
    }

    private func receiveNow(_ action: R.Action, sourceLocation: SourceLocation, update: ((inout R.State) -> Void)?) {
        guard !pending.isEmpty else {
            Issue.record("Expected to receive \(action), but no action was fed back", sourceLocation: sourceLocation)
            return
        }
        let next = pending.removeFirst()
        if next != action {
            Issue.record("Received \(next), expected \(action)", sourceLocation: sourceLocation)
        }
        step(next, update: update, sourceLocation: sourceLocation)
    }

    private func step(_ action: R.Action, update: ((inout R.State) -> Void)?, sourceLocation: SourceLocation) {
        var expected = state
        update?(&expected)
        let effect = reducer.reduce(into: &state, action: action)
        effect.perform(
            sending: { [weak self] action in self?.pending.append(action) },
            startingTasks: { [weak self] work in self?.tasks.append(Task.immediate { @MainActor in await work() }) }
        )
        if expected != state {
            Issue.record(
                "State after \(action) differs.\n  expected: \(expected)\n  actual:   \(state)",
                sourceLocation: sourceLocation
            )
        }
    }
}
