@_spi(Hosting) import FeatureRuntime
@_spi(Hosting) import CoreInterfaces
import Testing

/// An exhaustive test harness for a ``Reducer``, as TCA's `TestStore`: it drives the real
/// ``Store`` (the one effect runner there is); every `send` and `receive` states the whole
/// expected state; every action an effect feeds back must be received; an error an effect throws
/// that no `catch:` handles fails the test; and work left running when the test ends fails it too
/// (``finish(within:sourceLocation:)`` waits for it).
@MainActor
public final class TestStore<R: Reducer> where R.State: Equatable, R.Action: Equatable {
    /// The state after the last step asserted.
    public private(set) var state: R.State
    private let store: Store<R.State, R.Action>
    private let recorder: Recorder<R>
    private let effects = EffectMonitor()
    private let createdAt: SourceLocation
    /// What the test store knew of its work after its last step, for its `deinit`, which runs on
    /// no actor: how many of its tasks were running, unless that was reported already.
    private let running = Locked(0)

    /// Creates a harness for `reducer` starting from `initialState`.
    public init(initialState: R.State, reducer: R, sourceLocation: SourceLocation = #_sourceLocation) {
        let recorder = Recorder<R>()
        self.state = initialState
        self.recorder = recorder
        self.createdAt = sourceLocation
        effects.unhandled = { unhandled in
            Issue.record(
                "The effect at \(unhandled.origin) threw an error that no catch: handled: \(unhandled.error)",
                sourceLocation: sourceLocation)
        }
        effects.absentChild = { report in
            Issue.record("An action reached an absent child: \(report)", sourceLocation: sourceLocation)
        }
        store = EffectMonitor.$current.withValue(effects) {
            Store(initialState: initialState, reducer: Recording(base: reducer, recorder: recorder))
        }
    }

    deinit {
        let running = running.current
        if running > 0 {
            Issue.record(
                "The test ended with \(running) effect(s) still running: await finish(), or send the action that ends them",
                sourceLocation: createdAt)
        }
        let unreceived = recorder.steps
        if !unreceived.isEmpty {
            Issue.record(
                "The test ended with \(unreceived.count) unreceived action(s): \(unreceived.map(\.action))",
                sourceLocation: createdAt)
        }
    }

    /// Sends `action` to the store and checks that the state becomes what `update` makes of the
    /// previous state (unchanged when `update` is `nil`). Returns the work the action started.
    @discardableResult
    public func send(
        _ action: R.Action,
        sourceLocation: SourceLocation = #_sourceLocation,
        assert update: ((inout R.State) -> Void)? = nil
    ) async -> TestStoreTask {
        let pending = recorder.takeAll()
        if !pending.isEmpty {
            Issue.record(
                "Sent \(action) with unreceived action(s) pending: \(pending.map(\.action))",
                sourceLocation: sourceLocation)
            state = pending.last?.state ?? state
        }
        let task = TestStoreTask(store.send(action), sourceLocation: sourceLocation) { [weak self] in
            self?.noteRunning()
        }
        defer { noteRunning() }
        // Nothing was processing, so the action sent is the first step taken.
        guard let step = recorder.takeFirst() else {
            Issue.record("The store did not take \(action)", sourceLocation: sourceLocation)
            return task
        }
        check(step, update: update, sourceLocation: sourceLocation)
        return task
    }

    /// Waits, at most `bound`, for an effect to feed back an action, checks that it is `action`, and
    /// that the state becomes what `update` makes of the previous state.
    public func receive(
        _ action: R.Action,
        within bound: TurnBound = TurnBound(),
        sourceLocation: SourceLocation = #_sourceLocation,
        assert update: ((inout R.State) -> Void)? = nil
    ) async {
        defer { noteRunning() }
        if recorder.isEmpty { _ = await bound.race { [recorder] in await recorder.nextStep() } }
        guard let step = recorder.takeFirst() else {
            Issue.record(
                "Expected to receive \(action), but no action was fed back within \(bound)",
                sourceLocation: sourceLocation)
            return
        }
        if step.action != action {
            Issue.record("Received \(step.action), expected \(action)", sourceLocation: sourceLocation)
        }
        check(step, update: update, sourceLocation: sourceLocation)
    }

    /// Waits, at most `bound`, for every effect still running to end, as TCA's `finish()`; work
    /// still running then, or an action fed back and not received, is an issue. Call it at the end
    /// of every test whose effects run in tasks.
    public func finish(within bound: TurnBound = TurnBound(), sourceLocation: SourceLocation = #_sourceLocation) async {
        if !effects.isIdle, await !bound.race({ [effects] in await effects.idle() }) {
            Issue.record("An effect was still running after \(bound)", sourceLocation: sourceLocation)
            running.withValue { $0 = 0 }
            return
        }
        noteRunning()
        let pending = recorder.takeAll()
        if !pending.isEmpty {
            Issue.record("Unreceived action(s): \(pending.map(\.action))", sourceLocation: sourceLocation)
        }
    }

    /// Whether effects the store started are still running.
    public var hasWorkRunning: Bool { !effects.isIdle }

    /// Notes, for the `deinit`, how much work is running now.
    private func noteRunning() {
        running.withValue { [effects] in $0 = effects.running }
    }

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

/// The work one ``TestStore/send(_:sourceLocation:assert:)`` started, as TCA's `TestStoreTask`.
@MainActor
public struct TestStoreTask {
    private let task: StoreTask
    private let sourceLocation: SourceLocation
    /// Tells the test store the work may have ended.
    private let ended: @MainActor () -> Void

    init(_ task: StoreTask, sourceLocation: SourceLocation, ended: @escaping @MainActor () -> Void) {
        self.task = task
        self.sourceLocation = sourceLocation
        self.ended = ended
    }

    /// Whether the send's work was cancelled (``cancel()``).
    public var isCancelled: Bool { task.isCancelled }

    /// Cancels the work the send started and waits, at most `bound`, for it to end, as TCA's
    /// `cancel()`; records an issue if it did not.
    public func cancel(within bound: TurnBound = TurnBound()) async {
        if await !bound.race({ [task] in await task.cancel() }) {
            Issue.record("The send's work still ran \(bound) after it was cancelled", sourceLocation: sourceLocation)
        }
        ended()
    }

    /// Waits, at most `bound`, for the work the send started to end; records an issue if it did not.
    public func finish(within bound: TurnBound = TurnBound()) async {
        if await !bound.race({ [task] in await task.finish() }) {
            Issue.record("The send's work was still running after \(bound)", sourceLocation: sourceLocation)
        }
        ended()
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

/// The steps the store took and the test has not checked yet. The reducer, which runs on no
/// actor of its own, records here, and the test store's `deinit` reads: both through ``Locked``.
private final class Recorder<R: Reducer>: Sendable where R.State: Equatable, R.Action: Equatable {
    struct Step {
        let action: R.Action
        let state: R.State
    }

    private let book = Locked<[Step]>([])
    private let arrivals = Arrivals()

    /// The steps not yet checked.
    var steps: [Step] { book.current }

    var isEmpty: Bool { steps.isEmpty }

    func took(_ action: R.Action, leaving state: R.State) {
        book.withValue { $0.append(Step(action: action, state: state)) }
        arrivals.arrived()
    }

    func takeFirst() -> Step? {
        let first = book.withValue { $0.isEmpty ? nil : $0.removeFirst() }
        if first != nil { arrivals.checked(1) }
        return first
    }

    func takeAll() -> [Step] {
        let all = book.withValue { steps in
            defer { steps.removeAll() }
            return steps
        }
        arrivals.checked(all.count)
        return all
    }

    /// Returns once a step is taken that the test has not checked, or when the waiting task is
    /// cancelled.
    func nextStep() async {
        await arrivals.next()
    }
}

/// How many steps arrived that the test has not checked, and the test waiting for one: wakes it
/// whichever thread the step is taken on.
private final class Arrivals: Sendable {
    private struct Count {
        var unchecked = 0
        var waiting: CheckedContinuation<Void, Never>?
    }

    private let count = Locked(Count())

    /// A step arrived: the test waiting, if any, goes on.
    func arrived() {
        let waiter = count.withValue { count in
            count.unchecked += 1
            defer { count.waiting = nil }
            return count.waiting
        }
        waiter?.resume()
    }

    /// The test checked `steps` steps.
    func checked(_ steps: Int) {
        count.withValue { $0.unchecked -= steps }
    }

    /// Returns at once when a step arrived unchecked, else at the next arrival, or when the waiting
    /// task is cancelled.
    func next() async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let now = count.withValue { count in
                    guard count.unchecked == 0, !Task.isCancelled else { return true }
                    count.waiting = continuation
                    return false
                }
                if now { continuation.resume() }
            }
        } onCancel: {
            let waiter = count.withValue { count in
                defer { count.waiting = nil }
                return count.waiting
            }
            waiter?.resume()
        }
    }
}
