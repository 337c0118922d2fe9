/// The changes a session asked for that are not made yet: the data layer's, not the screens'.
///
/// A screen asks for a change (a link) and may leave before it is made, as a user swipes back in
/// an app. The change is made in a task of its own, which the caller's cancellation does not reach;
/// the caller waits for it either way, and a failure its screen can no longer show (the caller
/// was cancelled meanwhile) is told to `unheard`, so the App says it on the screen the user is
/// on. The session waits for every change before it ends (``finished()``), and the handler of
/// Ctrl-C says which it may abandon (``InterruptNotice``).
@MainActor
package final class ChangesInFlight {
    /// What each change in flight is, in the user's terms, in the order they were asked for.
    private var summaries: [(key: Int, summary: String)] = []
    private var next = 0
    /// The changes not accepted yet (waiting for their latency, say).
    private var accepting: Set<Int> = []
    private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextWaiter = 0
    /// Told, in one line, of a failure no screen waits for any more.
    private let unheard: @MainActor (String) -> Void
    /// Told each time a save ends (saved, refused, or kept for this session): the App has the
    /// screens shown read the data again.
    package var whenSaved: (@MainActor () -> Void)?

    /// Changes that tell `unheard` what fails after their caller has gone.
    package init(unheard: @escaping @MainActor (String) -> Void) {
        self.unheard = unheard
    }

    /// The changes not made yet, in the order they were asked for.
    package var inFlight: [String] {
        summaries.map(\.summary)
    }

    /// Makes the change `summary` names in a task of its own: `accept` first (the latency of a
    /// remote call, and the store taking the change in), then `save`. Returns (or throws) once the
    /// change is accepted, whether or not the caller was cancelled meanwhile; the change stays in
    /// flight, and the session waits for it (``finish(notice:saying:within:on:)``), until it is saved.
    package func make(
        _ summary: String, accept: @escaping @Sendable () async throws -> Void,
        then save: @escaping @Sendable () async -> Void
    ) async throws {
        next += 1
        let key = next
        summaries.append((key, summary))
        accepting.insert(key)
        InterruptNotice.changesInFlight(inFlight)
        let accepted = Task { try await accept() }
        Task {
            defer { ended(key) }
            let wasAccepted = (try? await accepted.value) != nil
            accepting.remove(key)
            guard wasAccepted else { return }
            await save()
            whenSaved?()
        }
        do {
            try await accepted.value
        } catch {
            // The caller's screen left while the change was being accepted: nobody will show this.
            if Task.isCancelled { unheard("the \(summary) could not be saved: \(error)") }
            throw error
        }
    }

    /// Returns once no change is in flight, or at once when the waiting task is cancelled.
    package func finished() async {
        guard !summaries.isEmpty else { return }
        nextWaiter += 1
        let id = nextWaiter
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                guard !summaries.isEmpty, !Task.isCancelled else { return continuation.resume() }
                waiters[id] = continuation
            }
        } onCancel: {
            Task { @MainActor in self.waiters.removeValue(forKey: id)?.resume() }
        }
    }

    /// How long the end of a session waits for changes that are only being saved before it says
    /// so: a save that takes less says nothing, so that whether the notice is printed depends on
    /// a wait (a latency, a lock, a large file), never on the machine's speed.
    static let quietWait = Duration.seconds(1)

    /// Waits for the changes in flight as a session ends, at most `limit` on `clock`: tells `notice`
    /// which it waits for and how to abandon them, at once when one is still being accepted (its
    /// latency), else once the wait has lasted ``quietWait``; should the bound pass, says which were
    /// not saved. Returns those.
    package func finish(
        notice: @MainActor (String) -> Void, saying say: @MainActor (String) -> Void,
        within limit: Duration, on clock: any Clock<Duration>
    ) async -> [String] {
        guard !summaries.isEmpty else { return [] }
        var left = limit
        if accepting.isEmpty, limit > Self.quietWait {
            if await finished(within: Self.quietWait, on: clock) { return [] }
            left -= Self.quietWait
        }
        notice("saving the \(inFlight.joined(separator: ", the ")) first; Ctrl-C abandons it")
        guard await !finished(within: left, on: clock) else { return [] }
        let unsaved = inFlight
        say("not saved, after waiting \(limit): the \(unsaved.joined(separator: ", the "))")
        return unsaved
    }

    /// Whether no change is in flight within `limit` on `clock`.
    private func finished(within limit: Duration, on clock: any Clock<Duration>) async -> Bool {
        await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                await self.finished(); return true
            }
            group.addTask {
                try? await clock.sleep(for: limit); return false
            }
            let first = await group.next() ?? true
            group.cancelAll()
            return first
        }
    }

    private func ended(_ key: Int) {
        summaries.removeAll { $0.key == key }
        InterruptNotice.changesInFlight(inFlight)
        guard summaries.isEmpty else { return }
        let waiting = waiters
        waiters = [:]
        for waiter in waiting.values { waiter.resume() }
    }
}
