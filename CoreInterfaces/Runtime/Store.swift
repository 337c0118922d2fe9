/// Owns a feature's state, runs its reducer, and serialises actions.
///
/// Actions sent while another is being processed (for example by an effect) wait in a queue and
/// are processed in order, so every transition starts from a settled state. A store can be scoped
/// to a child feature's state, giving the child's screen a view of its part of the parent.
@MainActor
public final class Store<State, Action: Sendable> {
    let readState: @MainActor () -> State
    let deliver: @MainActor (Action) -> Void

    /// Creates a store that runs `reducer` starting from `initialState`.
    public convenience init<R: Reducer>(initialState: State, reducer: R)
    where R.State == State, R.Action == Action {
        let root = RootStore(state: initialState, reducer: reducer)
        self.init(readState: { root.state }, deliver: { root.send($0) })
        root.observer?.made(self)
    }

    init(readState: @escaping @MainActor () -> State, deliver: @escaping @MainActor (Action) -> Void) {
        self.readState = readState
        self.deliver = deliver
    }

    /// The current state.
    public var state: State { readState() }

    /// Processes `action`, then the effects it returns, before returning.
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
final class RootStore<R: Reducer> {
    var state: R.State
    let reducer: R
    private var queue: [R.Action] = []
    private var isProcessing = false
    /// The observer bound when the store was made, if any (see ``StoreObservation``).
    let observer: StoreObservation.Observer?
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var running: Set<Int> = []
    private var nextTaskID = 0

    init(state: R.State, reducer: R) {
        self.state = state
        self.reducer = reducer
        observer = StoreObservation.observer
    }

    deinit {
        // A store that goes away takes its work with it.
        for task in tasks.values { task.cancel() }
    }

    /// Reduces `action` and runs its effect; actions sent meanwhile wait in the queue and follow
    /// in order, so every transition starts from a settled state.
    func send(_ action: R.Action) {
        guard !isProcessing else {
            queue.append(action)
            return
        }
        isProcessing = true
        defer { isProcessing = false }
        var next = action
        while true {
            observer?.received(StoreObservation.Received(feature: R.self, action: next))
            run(reducer.reduce(into: &state, action: next))
            guard !queue.isEmpty else { return }
            next = queue.removeFirst()
        }
    }

    /// Runs `effect`: actions it sends land in the queue, because processing is under way. Work
    /// that runs now holds the store; a task, which may outlive it, holds it weakly.
    private func run(_ effect: Effect<R.Action>) {
        effect.perform(sending: { [weak self] action in self?.send(action) }, startingTasks: start)
    }

    /// Starts `work` at once and keeps its task until it ends, so it can be cancelled with the store.
    private func start(_ work: @escaping @MainActor () async -> Void) {
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
