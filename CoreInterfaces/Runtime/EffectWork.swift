/// The running effects of the stores made while it is bound: how a host waits for a screen's work
/// to settle before it reads the next piped line, and how a test store fails on work left running.
///
/// Bind one with `EffectWork.$current.withValue(_:operation:)`; each store made inside keeps it and
/// counts its tasks there. Not part of the contract between modules: it is SPI
/// (`@_spi(Hosting) import CoreInterfaces`), for hosts and test support.
@_spi(Hosting)
@MainActor
public final class EffectWork {
    /// The effects' tasks running now.
    public private(set) var running = 0
    private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextWaiter = 0

    /// Counts nothing yet.
    public nonisolated init() {}

    /// The work the stores made now count in, if any.
    @TaskLocal public static var current: EffectWork?

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

    func began() {
        running += 1
    }

    func ended() {
        running -= 1
        guard running == 0 else { return }
        let waiting = waiters
        waiters = [:]
        for continuation in waiting.values { continuation.resume() }
    }
}
