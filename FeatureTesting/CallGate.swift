/// How a fake repository answers, as a test decides: at once, with a failure, or not until the test
/// releases it (a backend that has not answered yet). No real time passes in either.
@MainActor
public final class CallGate {
    /// When set, every call fails with this message.
    public var failure: String?
    /// While set, every call waits until ``release()``.
    public var isHeld = false
    /// How many calls have arrived.
    public private(set) var calls = 0
    /// How many calls have been cancelled while they waited.
    public private(set) var cancelled = 0
    private var waiting: [Int: CheckedContinuation<Void, Never>] = [:]

    /// A gate that lets every call through at once.
    public init() {}

    /// How many calls are waiting to be released.
    public var waitingCount: Int { waiting.count }

    /// Lets a call through as the gate says: it may wait, be cancelled meanwhile, or fail.
    public func pass() async throws {
        calls += 1
        let call = calls
        if isHeld {
            await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    if Task.isCancelled { continuation.resume() } else { waiting[call] = continuation }
                }
            } onCancel: {
                Task { @MainActor in self.cancel(call) }
            }
        }
        if Task.isCancelled {
            cancelled += 1
            throw CancellationError()
        }
        if let failure { throw CallFailure(description: failure) }
    }

    /// Lets every waiting call through, and the calls after them at once.
    public func release() {
        isHeld = false
        let released = waiting.values
        waiting = [:]
        for continuation in released { continuation.resume() }
    }

    private func cancel(_ call: Int) {
        waiting.removeValue(forKey: call)?.resume()
    }
}

/// The failure a ``CallGate`` answers with.
public struct CallFailure: Error, CustomStringConvertible {
    /// What the failure says.
    public let description: String

    /// A failure that says `description`.
    public init(description: String) {
        self.description = description
    }
}
