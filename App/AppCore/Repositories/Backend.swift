import DataFile

/// The App's repositories, as a remote backend would serve them: every call of every module's
/// repository goes to the one data store (so a link made on either side shows on both), after
/// waiting `latency` (`--latency`), as a call over a network would.
///
/// The counterpart of the design's bridge to shared code: each module owns its repository
/// protocol, and the App says here what it means.
public struct Backend: Sendable {
    /// The store every call reads and changes.
    public let data: InMemoryDataStore
    /// How long each call waits before it reaches the store; zero answers at once.
    public let latency: Duration
    /// The clock the wait is measured on (a test's own, in tests).
    let clock: any Clock<Duration>

    /// A backend over `data` whose calls each wait `latency` on `clock` first.
    public init(data: InMemoryDataStore, latency: Duration = .zero, clock: any Clock<Duration> = ContinuousClock()) {
        self.data = data
        self.latency = latency
        self.clock = clock
    }

    /// Waits the latency, as a call to a remote backend would; throws `CancellationError` when the
    /// screen that asked has left meanwhile.
    func call() async throws {
        if latency > .zero { try await clock.sleep(for: latency) }
        try Task.checkCancellation()
    }
}

extension Backend {
    /// A backend over the built-in sample data that answers at once.
    public static func sample() -> Backend {
        Backend(data: .sample())
    }
}
