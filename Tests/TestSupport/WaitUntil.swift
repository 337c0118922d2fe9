/// Waits, looking every few milliseconds, until `condition` holds, for something that happens on
/// another thread or after a wait of the program's own (another session's lock said after a
/// second); `false` once `limit` has passed, so a failing test ends rather than hangs.
@MainActor
public func waitUntil(within limit: Duration = .seconds(30), _ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + limit
    while !condition() {
        guard ContinuousClock.now < deadline else { return false }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return true
}
