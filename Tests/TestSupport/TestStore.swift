@_spi(Hosting) import CoreInterfaces
import Testing

/// An exhaustive test harness for a ``Reducer``, as TCA's `TestStore`: it drives the real
/// ``Store`` (the one effect runner there is), every `send` and `receive` states the whole
/// expected state, every action an effect feeds back must be received, and ``finish(timeout:sourceLocation:)``
/// fails on work left running.
@MainActor
public final class TestStore<R: Reducer> where R.State: Equatable, R.Action: Equatable {
    /// The state after the last step asserted.
    public private(set) var state: R.State
    private let store: Store<R.State, R.Action>
    private let recorder: Recorder<R>
    private let work = EffectWork()
    private let createdAt: SourceLocation
    /// Whether work left running was already reported, by ``finish(timeout:sourceLocation:)``.
    private var reportedRunning = false

    /// Creates a harness for `reducer` starting from `initialState`.
    public init(initialState: R.State, reducer: R, sourceLocation: SourceLocation = #_sourceLocation) {
        let recorder = Recorder<R>()
        self.state = initialState
        self.recorder = recorder
        self.createdAt = sourceLocation
        store = EffectWork.$current.withValue(work) {
            Store(initialState: initialState, reducer: Recording(base: reducer, recorder: recorder))
        }
    }

    deinit {
        // Tests run on the main actor and release their store there, so its work can be read here.
        let running = MainActor.assumeIsolated { reportedRunning ? 0 : work.running }
        if running > 0 {
            Issue.record(
                "The test ended with \(running) effect(s) still running: await finish(), or send the action that ends them",
                sourceLocation: createdAt)
        }
        if !recorder.steps.isEmpty {
            Issue.record(
                "The test ended with \(recorder.steps.count) unreceived action(s): \(recorder.steps.map(\.action))",
                sourceLocation: createdAt)
        }
    }

    /// Sends `action` to the store and checks that the state becomes what `update` makes of the
    /// previous state (unchanged when `update` is `nil`).
    public func send(
        _ action: R.Action,
        sourceLocation: SourceLocation = #_sourceLocation,
        assert update: ((inout R.State) -> Void)? = nil
    ) async {
        if !recorder.steps.isEmpty {
            Issue.record(
                "Sent \(action) with unreceived action(s) pending: \(recorder.steps.map(\.action))",
                sourceLocation: sourceLocation)
            state = recorder.steps.last?.state ?? state
            recorder.steps.removeAll()
        }
        store.send(action)
        // Nothing was processing, so the action sent is the first step taken.
        guard !recorder.steps.isEmpty else {
            Issue.record("The store did not take \(action)", sourceLocation: sourceLocation)
            return
        }
        check(recorder.steps.removeFirst(), update: update, sourceLocation: sourceLocation)
    }

    /// Waits, at most `timeout` (generous: the suite shares the main actor), for an effect to feed back an action, checks that it is `action`, and
    /// that the state becomes what `update` makes of the previous state.
    public func receive(
        _ action: R.Action,
        timeout: Duration = .seconds(120),
        sourceLocation: SourceLocation = #_sourceLocation,
        assert update: ((inout R.State) -> Void)? = nil
    ) async {
        if recorder.steps.isEmpty { await recorder.nextStep(within: timeout) }
        guard !recorder.steps.isEmpty else {
            Issue.record(
                "Expected to receive \(action), but no action was fed back within \(timeout)",
                sourceLocation: sourceLocation)
            return
        }
        let step = recorder.steps.removeFirst()
        if step.action != action {
            Issue.record("Received \(step.action), expected \(action)", sourceLocation: sourceLocation)
        }
        check(step, update: update, sourceLocation: sourceLocation)
    }

    /// Waits, at most `timeout`, for every effect still running to end, as TCA's `finish()`; work
    /// still running then, or an action fed back and not received, is an issue. Call it at the end
    /// of every test whose effects run in tasks.
    public func finish(timeout: Duration = .seconds(120), sourceLocation: SourceLocation = #_sourceLocation) async {
        if !work.isIdle {
            let ended = await recorder.race(timeout: timeout) { [work] in await work.idle() }
            if !ended {
                Issue.record("An effect was still running after \(timeout)", sourceLocation: sourceLocation)
                reportedRunning = true
            }
        }
        if !recorder.steps.isEmpty {
            Issue.record("Unreceived action(s): \(recorder.steps.map(\.action))", sourceLocation: sourceLocation)
            recorder.steps.removeAll()
        }
    }

    /// Whether effects the store started are still running.
    public var hasWorkRunning: Bool { !work.isIdle }

    private func check(_ step: Recorder<R>.Step, update: ((inout R.State) -> Void)?, sourceLocation: SourceLocation) {
        var expected = state
        update?(&expected)
        state = step.state
        if expected != step.state {
            Issue.record(
                "State after \(step.action) differs.\n  expected: \(expected)\n  actual:   \(step.state)",
                sourceLocation: sourceLocation
            )
        }
    }
}

/// The reducer under test, recording each action it takes with the state after it.
private struct Recording<Base: Reducer>: Reducer where Base.State: Equatable, Base.Action: Equatable {
    let base: Base
    let recorder: Recorder<Base>

    func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        let effect = base.reduce(into: &state, action: action)
        recorder.took(action, leaving: state)
        return effect
    }
}

/// The steps the store took and the test has not checked yet. Used on the main actor only (the
/// store reduces there); unchecked because a reducer is not isolated and records here.
private final class Recorder<R: Reducer>: @unchecked Sendable where R.State: Equatable, R.Action: Equatable {
    struct Step {
        let action: R.Action
        let state: R.State
    }

    var steps: [Step] = []
    private var waiting: CheckedContinuation<Void, Never>?

    func took(_ action: R.Action, leaving state: R.State) {
        steps.append(Step(action: action, state: state))
        waiting?.resume()
        waiting = nil
    }

    /// Returns once a step is taken, or after `timeout`.
    @MainActor
    func nextStep(within timeout: Duration) async {
        _ = await race(timeout: timeout) { @MainActor [self] in
            await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    if steps.isEmpty, !Task.isCancelled { waiting = continuation } else { continuation.resume() }
                }
            } onCancel: {
                Task { @MainActor in self.stopWaiting() }
            }
        }
    }

    @MainActor
    private func stopWaiting() {
        waiting?.resume()
        waiting = nil
    }

    /// Whether `operation` ended before `timeout` did (the timeout is real time, met only by a
    /// failing test).
    @MainActor
    func race(timeout: Duration, _ operation: @escaping @MainActor @Sendable () async -> Void) async -> Bool {
        await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                await operation(); return true
            }
            group.addTask {
                try? await Task.sleep(for: timeout); return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            return first
        }
    }
}
