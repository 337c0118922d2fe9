import FeatureTesting

/// A clock the test holds: its time moves only when the test calls ``advance(by:)``, so every wait
/// of the code under test (a latency, a lock's patience, a bound) ends when the test says, whatever
/// the machine's speed. A wait nobody advances past ends only when its task is cancelled; a test
/// that could meet one carries a time limit (`.timeLimit`), which cancels it.
public final class TestClock: Clock, Sendable {
    /// A moment on the clock: how long after the clock was made.
    public struct Instant: InstantProtocol, CustomStringConvertible {
        public let offset: Swift.Duration

        public func advanced(by duration: Swift.Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Swift.Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
        public var description: String { "\(offset)" }
    }

    private struct Sleeper {
        let deadline: Instant
        let wake: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var nextID = 0
        var sleepers: [Int: Sleeper] = [:]
        /// Tasks waiting for the sleepers that ``untilSleeping(for:count:)`` describes.
        var watchers: [Int: (wanted: Swift.Duration, count: Int, resume: CheckedContinuation<Void, Never>)] = [:]

        /// Whether at least `count` sleepers wait until `duration` from now.
        func sleeping(for duration: Swift.Duration, count: Int) -> Bool {
            sleepers.values.count { now.duration(to: $0.deadline) == duration } >= count
        }
    }

    private let state = Locked(State())

    /// A clock at its start, with nobody sleeping.
    public init() {}

    public var now: Instant { state.current.now }
    public var minimumResolution: Swift.Duration { .zero }

    public func sleep(until deadline: Instant, tolerance: Swift.Duration?) async throws {
        let id = state.withValue { state in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (wake: CheckedContinuation<Void, any Error>) in
                let woken: [CheckedContinuation<Void, Never>]? = state.withValue { state in
                    guard deadline > state.now, !Task.isCancelled else { return nil }
                    state.sleepers[id] = Sleeper(deadline: deadline, wake: wake)
                    let matching = state.watchers.filter { state.sleeping(for: $0.value.wanted, count: $0.value.count) }
                    for key in matching.keys { state.watchers[key] = nil }
                    return matching.values.map(\.resume)
                }
                guard let woken else {
                    return Task.isCancelled ? wake.resume(throwing: CancellationError()) : wake.resume()
                }
                for watcher in woken { watcher.resume() }
            }
        } onCancel: {
            state.withValue { $0.sleepers.removeValue(forKey: id) }?.wake.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock on by `duration`, waking every sleeper whose deadline it reaches.
    public func advance(by duration: Swift.Duration) {
        let woken = state.withValue { state in
            state.now = state.now.advanced(by: duration)
            let due = state.sleepers.filter { $0.value.deadline <= state.now }
            for key in due.keys { state.sleepers[key] = nil }
            return due.values.map(\.wake)
        }
        for sleeper in woken { sleeper.resume() }
    }

    /// How many waits have not ended.
    public var sleeperCount: Int { state.current.sleepers.count }

    /// The waits that have not ended, in the order they began, each by a number of its own.
    public var sleeping: [Int] { state.current.sleepers.keys.sorted() }

    /// Ends the wait numbered `wait` (one of ``sleeping``) as if its deadline had come, leaving the
    /// clock where it is: for a test that answers a backend's calls in an order of its choosing.
    public func end(_ wait: Int) {
        state.withValue { $0.sleepers.removeValue(forKey: wait) }?.wake.resume()
    }

    /// Whether `count` waits on the clock that end `duration` from now (a lock's patience, say)
    /// have begun within `bound`: advancing by `duration` then ends them. `false` once the bound has
    /// passed, or at once when the waiting task is cancelled: a failing test ends, and says so.
    @MainActor
    @discardableResult
    public func untilSleeping(
        for duration: Swift.Duration, count: Int = 1, within bound: TurnBound = TurnBound()
    ) async -> Bool {
        let found = await bound.race { [self] in await waitForSleepers(for: duration, count: count) }
        return found && !Task.isCancelled && state.current.sleeping(for: duration, count: count)
    }

    /// Returns once `count` waits end `duration` from now, or at once when cancelled.
    private func waitForSleepers(for duration: Swift.Duration, count: Int) async {
        let id = state.withValue { state in
            state.nextID += 1
            return state.nextID
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (resume: CheckedContinuation<Void, Never>) in
                let found = state.withValue { state in
                    guard !Task.isCancelled else { return true }
                    if state.sleeping(for: duration, count: count) { return true }
                    state.watchers[id] = (duration, count, resume)
                    return false
                }
                if found { resume.resume() }
            }
        } onCancel: {
            state.withValue { $0.watchers.removeValue(forKey: id) }?.resume.resume()
        }
    }
}
