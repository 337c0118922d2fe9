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
    /// The effects that have not ended, by the order they started in.
    private var running: Set<Int> = []
    private var started = 0
    private let createdAt: SourceLocation

    /// Creates a harness for `reducer` starting from `initialState`.
    public init(initialState: R.State, reducer: R, sourceLocation: SourceLocation = #_sourceLocation) {
        self.state = initialState
        self.reducer = reducer
        self.createdAt = sourceLocation
    }

    deinit {
        for task in tasks { task.cancel() }
        if !running.isEmpty {
            Issue.record(
                "The test ended with \(running.count) effect(s) still running: await finish(), or send the action that ends them",
                sourceLocation: createdAt
            )
        }
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

    /// Waits, at most `timeout`, for every effect still running to end; one that does not is an
    /// issue, and every effect is then cancelled. Call it at the end of a test whose effects
    /// outlive its last step, as TCA's `finish()`. The default is generous: tests share the main
    /// actor, and a busy suite can hold it for a second.
    public func finish(timeout: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation) async {
        for task in tasks {
            let ended = await withTaskGroup(of: Bool.self) { group in
                group.addTask { await task.value; return true }
                group.addTask { try? await Task.sleep(for: timeout); return false }
                let first = await group.next() ?? false
                // Awaiting a task's value ignores cancellation: end the effect itself.
                if !first { task.cancel() }
                group.cancelAll()
                return first
            }
            if !ended {
                Issue.record("An effect was still running after \(timeout); it is cancelled", sourceLocation: sourceLocation)
                for task in tasks { task.cancel() }
                running.removeAll()
                return
            }
        }
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
            startingTasks: { [weak self] work in
                guard let self else { return }
                started += 1
                let id = started
                running.insert(id)
                tasks.append(Task.immediate { @MainActor [weak self] in
                    await work()
                    self?.running.remove(id)
                })
            }
        )
        if expected != state {
            Issue.record(
                "State after \(action) differs.\n  expected: \(expected)\n  actual:   \(state)",
                sourceLocation: sourceLocation
            )
        }
    }
}
