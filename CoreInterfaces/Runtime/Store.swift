/// Owns a feature's state, runs its reducer, and serialises actions.
///
/// Actions sent while another is being processed (for example by an effect) wait in a queue and
/// are processed in order, so every transition starts from a settled state. A store can be scoped
/// to a child feature's state, giving the child's screen a view of its part of the parent.
///
/// State changes are announced through Swift's Observation, as an `@Observable` model's are: a
/// host that reads ``state`` inside `withObservationTracking` hears of the next change, as SwiftUI
/// redraws a view. The work an effect starts ends with the screen whose store started it
/// (``Effect/run(_:)``).
///
/// The sending path is `@inlinable`, so each feature's store is specialised for its reducer in the
/// module that makes it: unspecialised, a send costs 13 times as many instructions, and the
/// cross-module round trip twice as many (Docs/Performance.md).
@MainActor
public final class Store<State, Action: Sendable> {
    @usableFromInline let readState: @MainActor () -> State
    @usableFromInline let deliver: @MainActor (Action) -> Void
    /// What this store shares with its root and every store scoped from it.
    @usableFromInline let runtime: StoreRuntime
    /// The part of the root's state this store sees.
    @usableFromInline let scopeID: StoreRuntime.ScopeID
    /// Reads the state without keeping the root store alive (`nil` once it is gone): what the
    /// runtime keeps to watch scopes and presentations must not hold the store it belongs to.
    @usableFromInline let peekState: @MainActor () -> State?

    /// Creates a store that runs `reducer` starting from `initialState`.
    @inlinable
    public convenience init<R: Reducer>(initialState: State, reducer: R)
    where R.State == State, R.Action == Action {
        let root = RootStore(state: initialState, reducer: reducer)
        self.init(
            readState: { root.state }, deliver: { root.send($0) }, runtime: root.runtime, scopeID: 0,
            peekState: { [weak root] in root?.current }
        )
        root.reportMade(self)
    }

    @usableFromInline
    init(
        readState: @escaping @MainActor () -> State,
        deliver: @escaping @MainActor (Action) -> Void,
        runtime: StoreRuntime,
        scopeID: StoreRuntime.ScopeID,
        peekState: @escaping @MainActor () -> State?
    ) {
        self.readState = readState
        self.deliver = deliver
        self.runtime = runtime
        self.scopeID = scopeID
        self.peekState = peekState
    }

    /// The current state.
    @inlinable
    public var state: State { readState() }

    /// Processes `action` and the effects that run synchronously, before returning; sent while the
    /// store is processing another action, it is processed next, in order. Work an effect runs in
    /// a task (``Effect/run(_:)``) goes on after.
    @inlinable
    public func send(_ action: Action) {
        deliver(action)
    }

    /// A store for a child feature whose state is the optional part `toChild` of this store's state,
    /// or `nil` when that part is absent. Actions sent to it reach this store wrapped by `fromChild`.
    /// Once the child's state goes away, the work its actions started is cancelled, the child store
    /// keeps the last state it saw, and actions sent to it are dropped: a screen that has left
    /// changes nothing, even when a new child state of the same kind has arrived since.
    public func scope<ChildState, ChildAction>(
        state toChild: @escaping @MainActor (State) -> ChildState?,
        action fromChild: @escaping @MainActor (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction>? {
        guard var last = toChild(state) else { return nil }
        let (read, peek, parentDeliver, runtime) = (readState, peekState, deliver, runtime)
        let scope = runtime.addScope(parent: scopeID) { peek().flatMap(toChild) != nil }
        let child = Store<ChildState, ChildAction>(
            readState: {
                if let current = toChild(read()) { last = current }
                return last
            },
            deliver: { action in
                guard runtime.isAlive(scope) else { return }
                // The innermost store sending names the scope the work it starts belongs to.
                let outermost = runtime.sendingScope == nil
                if outermost { runtime.sendingScope = scope }
                defer { if outermost { runtime.sendingScope = nil } }
                parentDeliver(fromChild(action))
                if let current = toChild(read()) { last = current }
            },
            runtime: runtime,
            scopeID: scope,
            peekState: { peek().flatMap(toChild) }
        )
        StoreObservation.observer?.made(child)
        return child
    }
}

/// The store that really holds state; every scoped ``Store`` reads and writes through it.
@MainActor
@usableFromInline
final class RootStore<R: Reducer> {
    @usableFromInline var current: R.State
    @usableFromInline let reducer: R
    /// Actions waiting while one is processed, each with the scope whose work sends it.
    @usableFromInline var queue: [(action: R.Action, scope: StoreRuntime.ScopeID)] = []
    @usableFromInline var isProcessing = false
    /// Tells the observer bound when the store was made, if any (``StoreObservation``), of an action.
    @usableFromInline let report: (@MainActor (R.Action) -> Void)?
    @usableFromInline let runtime = StoreRuntime()
    /// Announces every change of `current` to Observation.
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

    /// Sends `action` from whichever store is sending now.
    @inlinable
    func send(_ action: R.Action) {
        send(action, scope: runtime.sendingScope ?? 0)
    }

    /// Reduces `action` and runs its effect, whose work belongs to `scope`; actions sent meanwhile
    /// wait in the queue and follow in order, so every transition starts from a settled state.
    @inlinable
    func send(_ action: R.Action, scope: StoreRuntime.ScopeID) {
        guard !isProcessing else {
            queue.append((action, scope))
            return
        }
        isProcessing = true
        defer { isProcessing = false }
        var next = (action: action, scope: scope)
        while true {
            report?(next.action)
            let effect = changes.change {
                reducer.reduce(into: &current, action: next.action)
            }
            runtime.stateChanged()
            if !effect.isEmpty { run(effect, scope: next.scope) }
            guard !queue.isEmpty else { return }
            next = queue.removeFirst()
        }
    }

    /// Runs `effect`'s operations in order; what they send lands in the queue, because processing
    /// is under way. A task, which may outlive the store, holds it weakly.
    @inlinable
    func run(_ effect: Effect<R.Action>, scope: StoreRuntime.ScopeID) {
        switch effect.operations {
        case .none: break
        case let .one(operation): perform(operation, scope: scope)
        case let .many(operations): for operation in operations { perform(operation, scope: scope) }
        }
    }

    @inlinable
    func perform(_ operation: Effect<R.Action>.Operation, scope: StoreRuntime.ScopeID) {
        switch operation {
        case let .send(action):
            send(action, scope: scope)
        case let .runSynchronously(work):
            work(Send { action in self.send(action, scope: scope) })
        case let .run(work, id):
            let send = Send<R.Action> { [weak self] action in self?.send(action, scope: scope) }
            runtime.start({ await work(send) }, scope: scope, id: id)
        case let .cancel(id):
            runtime.cancel(id: id)
        }
    }
}
