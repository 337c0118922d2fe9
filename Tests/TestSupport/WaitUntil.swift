/// Waits, looking every few milliseconds, until `condition` holds, for something that happens on
/// another thread or after a wait of the program's own (another session's lock said after a
/// second); `false` once `limit` has passed, so a failing test ends rather than hangs. Five minutes
/// by default: every test at once on two cores can keep a task from starting for tens of seconds
/// (a change that starts after the other session let go never waits, and never says so). A
/// cancelled wait ends at once, `false`, without looking again.
@MainActor
public func waitUntil(within limit: Duration = .seconds(300), _ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + limit
    while !condition() {
        guard ContinuousClock.now < deadline, !Task.isCancelled else { return false }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return true
}
