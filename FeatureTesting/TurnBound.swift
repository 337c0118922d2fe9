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

    /// Whether `operation` ended within the bound; it is cancelled when it did not, and not waited
    /// for: work that ignores its cancellation cannot hold the test.
    @MainActor
    public func race(_ operation: @escaping @MainActor @Sendable () async -> Void) async -> Bool {
        let outcome = Outcome()
        let work = Task { @MainActor in
            await operation()
            outcome.settle(true)
        }
        let timer = Task { @MainActor [turns] in
            await Self.take(turns)
            outcome.settle(false)
        }
        let ended = await withTaskCancellationHandler {
            await outcome.value
        } onCancel: {
            Task { @MainActor in outcome.settle(false) }
        }
        work.cancel()
        timer.cancel()
        return ended
    }

    /// The first of two answers, given once, to whoever awaits it.
    @MainActor
    private final class Outcome {
        private var answer: Bool?
        private var waiting: CheckedContinuation<Bool, Never>?

        func settle(_ value: Bool) {
            guard answer == nil else { return }
            answer = value
            waiting?.resume(returning: value)
            waiting = nil
        }

        var value: Bool {
            get async {
                if let answer { return answer }
                return await withCheckedContinuation { waiting = $0 }
            }
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

extension TurnBound {
    /// The value of `task` when it ends within the bound, or `nil` (the task cancelled) when it
    /// does not: a test that awaits work which a planted bug would keep waiting fails, naming
    /// what it waited for, instead of hanging until its time limit.
    @MainActor
    public func value<Value: Sendable>(of task: Task<Value, Never>) async -> Value? {
        let result = Locked<Value?>(nil)
        let ended = await race {
            let value = await task.value
            result.withValue { $0 = value }
        }
        guard ended else {
            task.cancel()
            return nil
        }
        return result.current
    }
}
