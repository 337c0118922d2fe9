/// A bound on a wait that only a failing test reaches, counted in the main actor's turns: each
/// turn a short sleep followed by a run on the main actor.
///
/// Counted in turns, not seconds: on a machine busy with every other test, the main actor gives
/// this test few turns and the bound stretches with them, so a wait that was going to succeed is
/// never cut short; on any machine, a wait for what will never happen (a planted bug: work left
/// running, a change never announced) ends within seconds.
public struct TurnBound: Sendable, CustomStringConvertible {
    /// How many turns the wait may take.
    public let turns: Int

    /// A bound of `turns` turns: 2,000, about ten seconds on a quiet machine, by default.
    public init(turns: Int = 2_000) {
        self.turns = turns
    }

    /// The bound in words, for a failure's message.
    public var description: String { "\(turns) turns of the main actor" }

    /// Whether `operation` ended within the bound; it is cancelled when it did not.
    @MainActor
    public func race(_ operation: @escaping @MainActor @Sendable () async -> Void) async -> Bool {
        let turns = turns
        return await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                await operation()
                return true
            }
            group.addTask {
                await Self.take(turns)
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            return first
        }
    }

    /// Whether `condition` came to hold within the bound, looked at once a turn: for what happens
    /// in another task that nothing announces (a call reaching a fake repository).
    @MainActor
    public func until(_ condition: @MainActor () -> Bool) async -> Bool {
        for _ in 0..<turns {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return condition()
    }

    /// Takes `turns` turns of the main actor, or fewer when cancelled.
    @MainActor
    private static func take(_ turns: Int) async {
        for _ in 0..<turns where !Task.isCancelled {
            try? await Task.sleep(for: .milliseconds(5))
        }
    }
}
