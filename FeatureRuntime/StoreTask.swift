/// The work one ``Store/send(_:)`` started, to await or cancel: TCA's `StoreTask`.
///
/// It holds every task the action's effects started, and every task started by the actions those
/// tasks send back, however late: ``finish()`` returns once all of them have ended. That is how a
/// screen's `refresh()` is awaited, as SwiftUI's `.refreshable { await store.send(.refresh).finish() }`.
@MainActor
public struct StoreTask: Sendable {
    /// The tasks, or `nil` when the send started none.
    @usableFromInline let work: SentWork?

    @usableFromInline
    init(_ work: SentWork?) {
        self.work = work
    }

    /// Returns once every task of this send has ended. Cancelling the task that awaits cancels
    /// them, as TCA's does.
    public func finish() async {
        guard let work else { return }
        var next = 0
        while let task = work.task(at: next) {
            next += 1
            await withTaskCancellationHandler {
                await task.value
            } onCancel: {
                Task { @MainActor in work.cancelAll() }
                task.cancel()
            }
        }
    }

    /// Whether this send's work was cancelled (by ``cancel()``, or by cancelling the task that
    /// awaits ``finish()``); `true` for a send that started none, as TCA's.
    public var isCancelled: Bool {
        work?.isCancelled ?? true
    }

    /// Cancels every task of this send, and returns once they have ended.
    public func cancel() async {
        guard let work else { return }
        work.cancelAll()
        await finish()
    }
}

/// The tasks one send started, in the order they started; the actions they send add theirs.
@MainActor
@usableFromInline
final class SentWork: Sendable {
    private var tasks: [Task<Void, Never>] = []
    /// Whether ``cancelAll()`` was called.
    private(set) var isCancelled = false

    @usableFromInline
    nonisolated init() {}

    func add(_ task: Task<Void, Never>) {
        tasks.append(task)
    }

    func task(at position: Int) -> Task<Void, Never>? {
        position < tasks.count ? tasks[position] : nil
    }

    /// Cancels every task so far; tasks their actions start later run, as a cancelled task's
    /// actions are dropped before they can start any.
    func cancelAll() {
        isCancelled = true
        for task in tasks { task.cancel() }
    }
}
