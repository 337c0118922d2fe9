/// The changes a session asked for that are not made yet: the data layer's, not the screens'.
///
/// A screen asks for a change (a link) and may leave before it is made, as a user swipes back in
/// an app. The change is made in tasks of its own, which the caller's cancellation does not reach:
/// accepted first (the caller waits for that, whether or not it was cancelled meanwhile), then
/// saved. Each change gets its place in the order the session asked for them, which the data
/// layer compares so that changes to one thing land in that order (``InMemoryDataStore``). What a
/// save finds wrong the data layer says itself, on the screen the user is on. The session waits
/// for every change before it ends (``finish(notice:saying:within:on:)``), and the handlers of
/// signals that cannot wait say which they abandon (``InterruptNotice``).
@MainActor
package final class ChangesInFlight {
    /// What each change in flight is, in the user's terms, by its place in the order asked for.
    private var summaries: [(sequence: Int, summary: String)] = []
    private var next = 0
    /// The changes not accepted yet (waiting for their latency, say).
    private var accepting: Set<Int> = []
    /// The changes whose save waits for another session's lock.
    private var blocked: Set<Int> = []
    /// Who waits for what (no change in flight, none but those another session holds up, one
    /// change accepted), each until its condition holds.
    private var waiters: [Int: (isOver: @MainActor () -> Bool, resume: CheckedContinuation<Void, Never>)] = [:]
    private var nextWaiter = 0
    /// Told each time a save ends (saved, refused, folded, or kept for this session): the App has
    /// the screens shown read the data again.
    package var whenSaved: (@MainActor () -> Void)?
    /// Told each time a change is accepted (every query answers with it from then on), before the
    /// caller of ``make(_:accept:then:)`` goes on: the App has the parts shown read their data again,
    /// since what a screen changed may be what another module's part on it shows.
    package var whenAccepted: (@MainActor () -> Void)?

    /// Whether a change's call waits before the change is accepted (a latency, as a remote backend
    /// answers): the end of a session then says at once which changes it waits for while one is
    /// still waiting. Without a wait, accepting a change takes no time worth saying.
    let callsWait: Bool

    /// No change in flight yet; `callsWait` when a change's call waits before it is accepted.
    package init(callsWait: Bool = false) {
        self.callsWait = callsWait
    }

    /// The changes not made yet, in the order they were asked for.
    package var inFlight: [String] {
        summaries.map(\.summary)
    }

    /// Makes the change `summary` names in tasks of its own: `accept` (the latency of a remote
    /// call, and the store taking the change in), then `save`, each given the change's place in the
    /// order asked for; `save` tells the closure it is given when it has to wait for another
    /// session's lock. Returns once the change is accepted, or at once when the caller is cancelled
    /// (its screen left, or the session ends): the change is made all the same, stays in flight,
    /// and the session waits for it until it is saved.
    package func make(
        _ summary: String, accept: @escaping @Sendable (_ sequence: Int) async -> Void,
        then save: @escaping @Sendable (_ sequence: Int, _ whenBlocked: @escaping @Sendable () -> Void) async -> Void
    ) async {
        next += 1
        let sequence = next
        summaries.append((sequence, summary))
        accepting.insert(sequence)
        InterruptNotice.changesInFlight(inFlight)
        let accepted = Task { await accept(sequence) }
        Task {
            defer { ended(sequence) }
            await accepted.value
            accepting.remove(sequence)
            whenAccepted?()
            wakeWaiters()
            await save(sequence) { Task { @MainActor in self.block(sequence) } }
            whenSaved?()
        }
        await wait { !self.accepting.contains(sequence) }
    }

    /// Returns once no change is in flight, or at once when the waiting task is cancelled.
    package func finished() async {
        await wait { self.summaries.isEmpty }
    }

    /// Returns once every change in flight is saved or waits for another session's lock (which
    /// may take as long as that session likes), or at once when the waiting task is cancelled: a
    /// piped session reads its next line then, so that what a save says comes out at the same
    /// place in every run.
    package func settled() async {
        await wait { self.summaries.allSatisfy { self.blocked.contains($0.sequence) } }
    }

    /// How long the end of a session waits for changes that are only being saved before it says
    /// so: a save that takes less says nothing, so that whether the notice is printed depends on
    /// a wait (a latency, a lock, a large file), never on the machine's speed.
    static let quietWait = Duration.seconds(1)

    /// Waits for the changes in flight as a session ends, at most `limit` on `clock`: tells `notice`
    /// which it waits for and how to abandon them, at once when one's call is still waiting
    /// (``callsWait``), else once the wait has lasted ``quietWait``; should the bound pass, says which were
    /// not saved. Returns those.
    package func finish(
        notice: @MainActor (String) -> Void, saying say: @MainActor (String) -> Void,
        within limit: Duration, on clock: any Clock<Duration>
    ) async -> [String] {
        guard !summaries.isEmpty else { return [] }
        var left = limit
        if !callsWait || accepting.isEmpty, limit > Self.quietWait {
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
                await self.finished()
                return true
            }
            group.addTask {
                try? await clock.sleep(for: limit)
                return false
            }
            let first = await group.next() ?? true
            group.cancelAll()
            return first
        }
    }

    /// Returns once `isOver` holds, or at once when the waiting task is cancelled.
    private func wait(until isOver: @escaping @MainActor () -> Bool) async {
        guard !isOver() else { return }
        nextWaiter += 1
        let id = nextWaiter
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                guard !isOver(), !Task.isCancelled else { return continuation.resume() }
                waiters[id] = (isOver, continuation)
            }
        } onCancel: {
            Task { @MainActor in self.waiters.removeValue(forKey: id)?.resume.resume() }
        }
    }

    /// The `sequence`th change waits for another session's lock.
    private func block(_ sequence: Int) {
        guard summaries.contains(where: { $0.sequence == sequence }) else { return }
        blocked.insert(sequence)
        wakeWaiters()
    }

    private func ended(_ sequence: Int) {
        summaries.removeAll { $0.sequence == sequence }
        blocked.remove(sequence)
        InterruptNotice.changesInFlight(inFlight)
        wakeWaiters()
    }

    /// Resumes every waiter whose wait is over.
    private func wakeWaiters() {
        for (id, waiter) in waiters where waiter.isOver() {
            waiters[id] = nil
            waiter.resume.resume()
        }
    }
}
