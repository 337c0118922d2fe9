/// A clock on which time stands still, for in-process sessions: what waits on it (the host's
/// "Loading …" notice and its settle limit, a `--latency` wait) ends only when cancelled, so what a
/// piped session prints does not depend on how busy the machine running the tests is. A wait does
/// end after `guardTime` of real time, a guard against a hang that only a failing test meets.
struct StillClock: Clock {
    typealias Duration = Swift.Duration
    typealias Instant = ContinuousClock.Instant

    /// The real time after which any wait ends anyway.
    var guardTime: Duration = .seconds(60)
    /// The one instant this clock shows.
    let now = ContinuousClock.now

    var minimumResolution: Duration { .zero }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        guard deadline > now else { return }
        try await Task.sleep(for: guardTime)
    }
}
