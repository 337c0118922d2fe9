/// Owns a feature's state, runs its reducer, and serialises actions: TCA's `Store`.
///
/// Actions sent while another is being processed (for example by an effect) wait in a queue and
/// are processed in order, so every transition starts from a settled state. ``send(_:)`` returns
/// the work the action started, to await or cancel. A store can be scoped to a child feature's
/// state, giving the child's screen a view of its part of the parent.
///
/// State changes are announced through Swift's Observation, as an `@Observable` model's are: a
/// host that reads ``state`` inside `withObservationTracking` hears of the next change, as SwiftUI
/// redraws a view, and only of a real one: an action that leaves the state equal announces
/// nothing, and a scoped store's observers hear only of changes to its part. The work an effect
/// starts ends with the screen whose store started it
/// (``Effect/run(priority:operation:catch:fileID:line:)``).
///
/// The sending path is `@inlinable`, so each feature's store is specialised for its reducer in the
/// module that makes it (Docs/Performance.md, "What is inlined, and why").
@MainActor
public final class Store<State: Equatable, Action: Sendable> {
    @usableFromInline let readState: @MainActor () -> State
    @usableFromInline let deliver: @MainActor (Action) -> StoreTask
    /// What this store shares with its root and every store scoped from it.
    let runtime: StoreRuntime
    /// This store, among those sharing `runtime`.
    let scopeID: StoreRuntime.ScopeID
    /// Reads the state without keeping the root store alive (`nil` once it is gone), and without
    /// telling Observation: what the runtime keeps to watch a scoped store's part.
    let peekState: @MainActor () -> State?

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
        deliver: @escaping @MainActor (Action) -> StoreTask,
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

    /// Processes `action`, and the actions its effects send back at once, before returning; sent
    /// while the store is processing another action, it is processed next, in order. Returns the
    /// work its effects started in tasks (``Effect/run(priority:operation:catch:fileID:line:)``),
    /// which goes on after: ``StoreTask/finish()`` awaits it.
    @inlinable
    @discardableResult
    public func send(_ action: Action) -> StoreTask {
        deliver(action)
    }

    /// A store for a child feature whose state is the optional part `toChild` of this store's state,
    /// or `nil` when that part is absent. Actions sent to it reach this store wrapped by `fromChild`.
    /// Its observers hear only of changes to its part. Once the child's state goes away, the work
    /// its actions started is cancelled, the child store keeps the last state it saw, and actions
    /// sent to it are dropped: a screen that has left changes nothing, even when a new child state
    /// of the same kind has arrived since.
    public func scope<ChildState: Equatable, ChildAction>(
        state toChild: @escaping @MainActor (State) -> ChildState?,
        action fromChild: @escaping @MainActor (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction>? {
        guard var last = peekState().flatMap(toChild) else { return nil }
        // What the child's observers were last told of: they hear again only when the part differs.
        var seen = last
        let (peek, parentDeliver, runtime) = (peekState, deliver, runtime)
        let changes = StateChanges()
        let scope = runtime.addScope(
            parent: scopeID, changes: changes,
            isPresent: { peek().flatMap(toChild) != nil },
            changed: {
                guard let now = peek().flatMap(toChild) else { return false }
                last = now
                guard now != seen else { return false }
                seen = now
                return true
            }
        )
        let child = Store<ChildState, ChildAction>(
            readState: {
                changes.read()
                if let current = peek().flatMap(toChild) { last = current }
                return last
            },
            deliver: { action in
                guard runtime.isAlive(scope) else { return StoreTask(nil) }
                // The innermost store sending names the store the work it starts belongs to.
                let outermost = runtime.sendingScope == nil
                if outermost { runtime.sendingScope = scope }
                defer { if outermost { runtime.sendingScope = nil } }
                return parentDeliver(fromChild(action))
            },
            runtime: runtime,
            scopeID: scope,
            peekState: { peek().flatMap(toChild) }
        )
        StoreObservation.observer?.made(child)
        return child
    }
}
