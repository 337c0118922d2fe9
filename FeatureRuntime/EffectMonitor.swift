/// What a host or a test store watches of the effects of the stores made while it is bound: how
/// many of their tasks are running, so that it can wait for them, and each error no `catch:`
/// handled, so that it can say so.
///
/// A terminal host waits until no task runs before it reads a piped line, so a piped session
/// prints the same screens at any latency; a test store fails a test on work left running. Bind
/// one with `EffectMonitor.$current.withValue(_:operation:)`; each store made inside keeps it.
/// Not part of the contract between modules: it is SPI (`@_spi(Hosting) import FeatureRuntime`),
/// for hosts and test support.
@_spi(Hosting)
@MainActor
public final class EffectMonitor {
    /// The effects' tasks running now.
    public private(set) var running = 0
    /// Those tasks, by their number here.
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var nextTask = 0
    /// Told of each error an effect threw that nothing handled. Unset, the error is printed.
    public var unhandled: (@MainActor (UnhandledEffectError) -> Void)?
    private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextWaiter = 0

    /// Watches nothing yet.
    public nonisolated init() {}

    /// The monitor the stores made now report to, if any.
    @TaskLocal public static var current: EffectMonitor?

    /// Whether no effect's task is running.
    public var isIdle: Bool { running == 0 }

    /// Returns once no effect's task is running, or at once when the waiting task is cancelled.
    public func idle() async {
        guard running > 0 else { return }
        nextWaiter += 1
        let id = nextWaiter
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                guard running > 0, !Task.isCancelled else { return continuation.resume() }
                waiters[id] = continuation
            }
        } onCancel: {
            Task { @MainActor in self.waiters.removeValue(forKey: id)?.resume() }
        }
    }

    /// Counts a task about to start, and returns its number here (``hold(_:as:)``, ``ended(_:)``).
    func began() -> Int {
        running += 1
        nextTask += 1
        return nextTask
    }

    /// Keeps the task `number`, so that ``cancelAll()`` reaches it.
    func hold(_ task: Task<Void, Never>, as number: Int) {
        tasks[number] = task
    }

    /// Cancels every effect's task running now, as a host does when its session ends: the screens
    /// are going away. What the tasks handed on (a change, to the data layer) is not theirs to end.
    public func cancelAll() {
        for task in tasks.values { task.cancel() }
    }

    func ended(_ number: Int) {
        tasks[number] = nil
        running -= 1
        guard running == 0 else { return }
        let waiting = waiters
        waiters = [:]
        for continuation in waiting.values { continuation.resume() }
    }

    /// Told of each action that reached a child feature whose state is absent (TCA reports these
    /// too): a host traces it, a test store fails the test. Unset, it is printed.
    public var absentChild: (@MainActor (String) -> Void)?

    /// Reports `report` to ``absentChild``, or prints it when nothing is set.
    static func reportAbsentChild(_ report: String, to monitor: EffectMonitor?) {
        if let absentChild = monitor?.absentChild { absentChild(report) } else { print(report) }
    }

    /// Reports `error` to ``unhandled``, or prints it when nothing is set.
    static func report(_ error: UnhandledEffectError, to monitor: EffectMonitor?) {
        if let unhandled = monitor?.unhandled { unhandled(error) } else { print(error.description) }
    }
}

/// An error an effect's work threw that no `catch:` handled: a bug in the feature that started it,
/// said rather than dropped.
@_spi(Hosting)
public struct UnhandledEffectError: Error, CustomStringConvertible {
    /// The feature whose store ran the effect (`AssetDetailFeature`).
    public let feature: String
    /// Where the effect was written (`Assets/AssetDetailFeature.swift:112`).
    public let origin: String
    /// What the work threw.
    public let error: any Error

    /// One line: which effect, and what it threw.
    public var description: String {
        "The effect at \(origin) (\(feature)) threw an error that no catch: handled: \(error)"
    }
}
