/// A clock on which time stands still, for in-process sessions: what waits on it (the host's
/// "Loading …" notice and its settle limit, a `--latency` wait) ends only when cancelled, so what a
/// piped session prints does not depend on how busy the machine running the tests is. A wait does
/// end after `guardTime` of real time, a guard against a hang that only a failing test meets.
public struct StillClock: Clock {
    public typealias Duration = Swift.Duration
    public typealias Instant = ContinuousClock.Instant

    /// The real time after which any wait ends anyway.
    public var guardTime: Duration
    /// The one instant this clock shows.
    public let now = ContinuousClock.now

    public var minimumResolution: Duration { .zero }

    /// A clock whose waits end only when cancelled, or after `guardTime` of real time.
    public init(guardTime: Duration = .seconds(60)) {
        self.guardTime = guardTime
    }

    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        guard deadline > now else { return }
        try await Task.sleep(for: guardTime)
    }
}

/// A clock on which every wait of at most a minute (any latency `--latency` accepts, a short
/// wait of the program's own) passes at once, and every longer one (a bound at such a latency)
/// never does, but for a real minute that ends a failing test: what a session does depends on what
/// it waits for, never on the machine's speed.
public struct ShortWaitsPass: Clock {
    public typealias Duration = Swift.Duration
    public typealias Instant = ContinuousClock.Instant

    public let now = ContinuousClock.now
    public var minimumResolution: Duration { .zero }

    public init() {}

    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        guard deadline - now > .seconds(60) else { return try Task.checkCancellation() }
        try await Task.sleep(for: .seconds(60))
    }
}
