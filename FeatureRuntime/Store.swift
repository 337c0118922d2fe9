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
/// starts is the work of the feature whose action started it, and ends with that feature
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
    /// The child stores scoped from this one, by the part of the state each shows and where its
    /// action mapping is written.
    private var scoped: [ScopeKey: ScopedChild] = [:]

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
    /// Its observers hear only of changes to its part.
    ///
    /// The same part and the same action mapping yield the same child store for as long as that
    /// child lasts (the same `id`, when its state is `Identifiable`) and something holds that store
    /// (the screen showing it), so a screen may scope in every render at no cost, as TCA's stores
    /// are cached by their state and action paths; a child store nothing holds any more costs
    /// nothing. A mapping has no identity of its own in Swift without macros: it is told apart by
    /// where it is written (`fileID`, `line`, `column`), so two mappings of one part are two stores. Once the child is gone or replaced by another, its
    /// store keeps the last state it saw and drops what is sent to it, and the next call makes a
    /// new one: a screen that has left changes nothing, even when a new child of the same kind
    /// has arrived.
    public func scope<ChildState: Equatable, ChildAction>(
        state toChild: KeyPath<State, ChildState?>,
        action fromChild: @escaping @MainActor (ChildAction) -> Action,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> Store<ChildState, ChildAction>? {
        let key = ScopeKey(state: toChild, fileID: fileID, line: line, column: column)
        guard let now = peekState()?[keyPath: toChild] else {
            scoped[key] = nil
            return nil
        }
        // The transition that replaced a child ended its scope, so a live one is this child's.
        if let cached = scoped[key], runtime.isAlive(cached.scopeID),
            let store = cached.store as? Store<ChildState, ChildAction>
        {
            return store
        }
        let identity = ChildIdentity(toChild, state: now)
        var last = now
        // What the child's observers were last told of: they hear again only when the part differs.
        var seen = last
        let (peek, parentDeliver, runtime) = (peekState, deliver, runtime)
        /// The child's part now, while it is the same child.
        let current: @MainActor () -> ChildState? = {
            guard let state = peek()?[keyPath: toChild], ChildIdentity(toChild, state: state) == identity else {
                return nil
            }
            return state
        }
        let changes = StateChanges()
        let scope = runtime.addScope(
            parent: scopeID, changes: changes,
            isPresent: { current() != nil },
            changed: {
                guard let now = current() else { return false }
                last = now
                guard now != seen else { return false }
                seen = now
                return true
            }
        )
        let child = Store<ChildState, ChildAction>(
            readState: {
                changes.read()
                if let now = current() { last = now }
                return last
            },
            deliver: { action in
                guard runtime.isAlive(scope) else { return StoreTask(nil) }
                return parentDeliver(fromChild(action))
            },
            runtime: runtime,
            scopeID: scope,
            peekState: current
        )
        runtime.hold(scope, by: child)
        scoped[key] = ScopedChild(store: child, scopeID: scope)
        StoreObservation.observer?.made(child)
        return child
    }
}

/// A child store a ``Store`` has scoped, while something holds it (the screen showing it): the
/// parent does not keep it alive, so a screen that leaves takes its store with it.
struct ScopedChild {
    weak var store: AnyObject?
    let scopeID: StoreRuntime.ScopeID
}

/// What a scoped store is cached by: the part of the state it shows, and where its action mapping
/// is written.
struct ScopeKey: Hashable {
    let state: AnyKeyPath
    let file: UInt
    let line: UInt
    let column: UInt

    init(state: AnyKeyPath, fileID: StaticString, line: UInt, column: UInt) {
        self.state = state
        self.file = UInt(bitPattern: fileID.utf8Start)
        self.line = line
        self.column = column
    }
}
