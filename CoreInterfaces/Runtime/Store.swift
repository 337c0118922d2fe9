/// Owns a feature's state, runs its reducer, and serialises actions.
///
/// Actions sent while another is being processed (for example by an effect) wait in a queue and
/// are processed in order, so every transition starts from a settled state. A store can be scoped
/// to a child feature's state, giving the child's screen a view of its part of the parent.
///
/// The sending path is `@inlinable`, so each feature's store is specialised for its reducer in the
/// module that makes it: unspecialised, a send costs 13 times as many instructions, and the
/// cross-module round trip twice as many (Docs/Performance.md).
@MainActor
public final class Store<State, Action: Sendable> {
    @usableFromInline let readState: @MainActor () -> State
    @usableFromInline let deliver: @MainActor (Action) -> Void

    /// Creates a store that runs `reducer` starting from `initialState`.
    @inlinable
    public convenience init<R: Reducer>(initialState: State, reducer: R)
    where R.State == State, R.Action == Action {
        let root = RootStore(state: initialState, reducer: reducer)
        self.init(readState: { root.state }, deliver: { root.send($0) })
        root.reportMade(self)
    }

    @usableFromInline
    init(readState: @escaping @MainActor () -> State, deliver: @escaping @MainActor (Action) -> Void) {
        self.readState = readState
        self.deliver = deliver
    }

    /// The current state.
    @inlinable
    public var state: State { readState() }

    /// Processes `action` and the work its effects do at once, before returning; sent while the
    /// store is processing another action, it is processed next, in order. A task an effect
    /// starts goes on after.
    @inlinable
    public func send(_ action: Action) {
        deliver(action)
    }

    /// A store for a child feature whose state is the optional part `toChild` of this store's state,
    /// or `nil` when that part is absent. Actions sent to it reach this store wrapped by `fromChild`.
    /// Once the child's state goes away, the child store keeps the last state it saw, and
    /// actions sent to it are ignored by the parent's reducer.
    public func scope<ChildState, ChildAction>(
        state toChild: @escaping @MainActor (State) -> ChildState?,
        action fromChild: @escaping @MainActor (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction>? {
        guard var last = toChild(state) else { return nil }
        let child = Store<ChildState, ChildAction>(
            readState: { [self] in
                if let current = toChild(self.state) { last = current }
                return last
            },
            deliver: { [self] action in
                self.send(fromChild(action))
                if let current = toChild(self.state) { last = current }
            }
        )
        StoreObservation.observer?.made(child)
        return child
    }
}

/// The store that really holds state; every scoped ``Store`` reads and writes through it.
@MainActor
@usableFromInline
final class RootStore<R: Reducer> {
    @usableFromInline var state: R.State
    @usableFromInline let reducer: R
    @usableFromInline var queue: [R.Action] = []
    @usableFromInline var isProcessing = false
    /// Tells the observer bound when the store was made, if any (``StoreObservation``), of an action.
    @usableFromInline let report: (@MainActor (R.Action) -> Void)?
    private let observer: StoreObservation.Observer?
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var running: Set<Int> = []
    private var nextTaskID = 0

    @usableFromInline
    init(state: R.State, reducer: R) {
        self.state = state
        self.reducer = reducer
        let observer = StoreObservation.observer
        self.observer = observer
        if let observer {
            report = { action in observer.received(StoreObservation.Received(feature: R.self, action: action)) }
        } else {
            report = nil
        }
    }

    deinit {
        // A store that goes away takes its work with it.
        for task in tasks.values { task.cancel() }
    }

    /// Tells the observer, if any, that `store` was made over this one.
    @usableFromInline
    func reportMade(_ store: AnyObject) {
        observer?.made(store)
    }

    /// Reduces `action` and runs its effect; actions sent meanwhile wait in the queue and follow
    /// in order, so every transition starts from a settled state.
    @inlinable
    func send(_ action: R.Action) {
        guard !isProcessing else {
            queue.append(action)
            return
        }
        isProcessing = true
        defer { isProcessing = false }
        var next = action
        while true {
            report?(next)
            let effect = reducer.reduce(into: &state, action: next)
            if !effect.isEmpty { run(effect) }
            guard !queue.isEmpty else { return }
            next = queue.removeFirst()
        }
    }

    /// Runs `effect`: actions it sends land in the queue, because processing is under way. Work
    /// that runs now holds the store; a task, which may outlive it, holds it weakly (a weak
    /// reference costs every store an allocation, so only effects with tasks pay for it).
    @inlinable
    func run(_ effect: Effect<R.Action>) {
        guard effect.startsTasks else {
            effect.perform(sending: { action in self.send(action) })
            return
        }
        effect.perform(sending: { [weak self] action in self?.send(action) }, startingTasks: start)
    }

    /// Starts `work` at once and keeps its task until it ends, so it can be cancelled with the store.
    @usableFromInline
    func start(_ work: @escaping @MainActor () async -> Void) {
        nextTaskID += 1
        let id = nextTaskID
        running.insert(id)
        let task = Task.immediate { @MainActor [weak self] in
            await work()
            self?.running.remove(id)
            self?.tasks[id] = nil
        }
        // A task that ended before its first suspension has nothing left to cancel.
        if running.contains(id) { tasks[id] = task }
    }
}
