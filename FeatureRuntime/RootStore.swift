/// The store that really holds state; every scoped ``Store`` reads and writes through it.
@MainActor
@usableFromInline
final class RootStore<R: Reducer> where R.State: Equatable {
    /// One action waiting to be processed, and the send its work belongs to (`nil` until it
    /// starts a task, for an action nobody awaits yet).
    @usableFromInline
    struct Pending {
        @usableFromInline let action: R.Action
        @usableFromInline let sent: SentWork?

        @inlinable
        init(_ action: R.Action, sent: SentWork?) {
            self.action = action
            self.sent = sent
        }
    }

    // These three are read and written only by `send` and `process`, on the main actor, each access
    // over before the code it is in calls out of the store: the reducer works on a copy of the
    // state (`process`), so no access spans the reducer, and one that reaches its store meanwhile
    // (a reducer isolated to the main actor can) reads the state before the action and queues what
    // it sends (`aReducerThatReachesItsStoreSeesTheStateBeforeAndQueuesWhatItSends`). The runtime
    // checks each access, as it does everywhere: an edit that let one span the reducer traps.
    @usableFromInline var current: R.State
    @usableFromInline let reducer: R
    /// Actions waiting while one is processed, in order.
    @usableFromInline var queue: [Pending] = []
    @usableFromInline var isProcessing = false
    /// Tells the observer bound when the store was made, if any (``StoreObservation``), of an action.
    @usableFromInline let report: (@MainActor (R.Action) -> Void)?
    @usableFromInline let runtime = StoreRuntime()
    /// Announces each change of `current` to Observation.
    @usableFromInline let changes = StateChanges()
    private let observer: StoreObservation.Observer?

    @usableFromInline
    init(state: R.State, reducer: R) {
        self.current = state
        self.reducer = reducer
        let observer = StoreObservation.observer
        self.observer = observer
        if let observer {
            report = { action in observer.received(StoreObservation.Received(feature: R.self, action: action)) }
        } else {
            report = nil
        }
    }

    /// The state, read as Observation tracks it.
    @inlinable
    var state: R.State {
        changes.read()
        return current
    }

    /// Tells the observer, if any, that `store` was made over this one.
    @usableFromInline
    func reportMade(_ store: AnyObject) {
        observer?.made(store)
    }

    /// Sends `action`, from whichever store: the work it starts is the feature's whose action it is.
    @inlinable
    func send(_ action: R.Action) -> StoreTask {
        send(action, sent: nil)
    }

    /// Reduces `action` and runs its effect, whose work belongs to `sent`; actions sent meanwhile
    /// wait in the queue and follow in order, so every transition starts from a settled state.
    /// Returns the work `action` started.
    @inlinable
    func send(_ action: R.Action, sent: SentWork?) -> StoreTask {
        guard !isProcessing else {
            // Someone waits for this one's work: it needs its own record now.
            let sent = sent ?? SentWork()
            queue.append(Pending(action, sent: sent))
            return StoreTask(sent)
        }
        isProcessing = true
        defer { isProcessing = false }
        var next = Pending(action, sent: sent)
        let started = process(next)
        while !queue.isEmpty {
            next = queue.removeFirst()
            _ = process(next)
        }
        return StoreTask(started)
    }

    /// Reduces `pending`'s action, tells Observation and the scoped stores if the state changed,
    /// and runs the effect; returns the record of the work it belongs to, if it started any.
    @inlinable
    func process(_ pending: Pending) -> SentWork? {
        report?(pending.action)
        let before = current
        // A copy (sharing storage until the reducer writes), so no access to `current` spans the reducer.
        var next = before
        let effect = reducer.reduce(into: &next, action: pending.action)
        // Kept even when equal: an id equal to Swift's `==` may still be another child's, by its
        // code points. Observers hear only of a real change; children are checked either way.
        let changed = next != before
        current = next
        if changed { changes.announce() }
        if changed || runtime.hasScopes { runtime.stateChanged(announcing: changed) }
        if runtime.hasChildrensWork { runtime.endWorkOfChildrenGone(from: next) }
        guard case .none = effect.operations else {
            let sent = pending.sent ?? SentWork()
            run(effect, sent: sent)
            return sent
        }
        return pending.sent
    }

    /// Runs `effect`'s operations in order; an action it sends waits in the queue, because
    /// processing is under way.
    @usableFromInline
    func run(_ effect: Effect<R.Action>, sent: SentWork) {
        switch effect.operations {
        case .none: break
        case let .one(operation): perform(operation, sent: sent)
        case let .many(operations): for operation in operations { perform(operation, sent: sent) }
        }
    }

    private func perform(_ operation: Effect<R.Action>.Operation, sent: SentWork) {
        switch operation {
        case let .send(action):
            queue.append(Pending(action, sent: sent))
        case let .run(run):
            // A task, which may outlive the store, holds it weakly.
            let send = Send<R.Action> { [weak self] action in _ = self?.send(action, sent: sent) }
            runtime.start(run, send: send, sent: sent, feature: R.self)
        case let .handBack(work):
            work()
        case let .cancel(id, owners):
            runtime.cancel(id: id, ownedBy: owners)
        case let .absentChild(report):
            runtime.reportAbsentChild(report)
        }
    }
}
