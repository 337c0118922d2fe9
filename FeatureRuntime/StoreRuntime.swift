/// What one root store and every store scoped from it share besides state: the tasks their
/// effects run, whose work each is, and each scoped store's part of the state.
///
/// Work is the feature's whose action started it, whichever store sent the action: a root
/// feature's work ends when its root store is released (its screen left); a child feature's, when
/// that child is dismissed or replaced (``Reducer/reduce(_:child:action:embed:)``). A cancel id
/// means something within one feature only, so two children of one kind never cancel each other's
/// work. After every transition that changed the state, a scoped store whose part changed tells its
/// observers, and only then; one whose child is gone or replaced ends.
@MainActor
@usableFromInline
final class StoreRuntime {
    /// A store sharing this runtime: 0 is the root, each scoped store has its own.
    @usableFromInline typealias ScopeID = Int

    /// Whose a running task is: the children it belongs to, outermost first (none for the root
    /// feature's own work), how to tell they are still there, and the id it can be cancelled by.
    private struct Owner {
        let children: [AnyHashable]
        let present: [(Any) -> Bool]
        let id: AnyHashable?
    }

    /// A scoped store: the store it was scoped from, and what it watches of the state, for as long
    /// as the store is held.
    private struct Scope {
        let parent: ScopeID
        /// The scoped store; once nothing holds it, its scope is forgotten.
        weak var store: AnyObject?
        /// Whether its child is still there, the same one.
        let isPresent: @MainActor () -> Bool
        /// Whether its part changed since this was last asked (and remembers it as it is now).
        let changed: @MainActor () -> Bool
        /// Tells its observers.
        let changes: StateChanges
    }

    private var tasks: [Int: Task<Void, Never>] = [:]
    private var owners: [Int: Owner] = [:]
    private var nextTask = 0
    /// How many running tasks belong to a child feature.
    private var childrensTasks = 0
    private var scopes: [ScopeID: Scope] = [:]
    private var nextScope = 0
    /// Where the stores' tasks are counted and their unhandled errors told, if a host or a test
    /// store bound one when the root store was made.
    let monitor = EffectMonitor.current

    @usableFromInline
    init() {}

    deinit {
        // The root store is going away: its work goes with it.
        for task in tasks.values { task.cancel() }
    }

    // MARK: Tasks

    /// Starts `run`'s work in a task, sending through `send`, added to `sent` for whoever awaits
    /// the send; `feature` is the reducer's type, for the report of an error nothing handled.
    func start<Action>(_ run: Effect<Action>.Run, send: Send<Action>, sent: SentWork, feature: Any.Type) {
        nextTask += 1
        let key = nextTask
        let counted = monitor?.began()
        // The count ends when the task does, cancelled or not: a host waits for cancelled work to stop.
        let task = Task(priority: run.priority) { @MainActor [weak self, monitor] in
            do {
                try await run.operation(send)
            } catch is CancellationError {
            } catch {
                if let handler = run.handler {
                    await handler(error, send)
                } else {
                    let report = UnhandledEffectError(
                        feature: String(describing: feature), origin: run.origin.description, error: error)
                    EffectMonitor.report(report, to: monitor)
                }
            }
            self?.forget(key)
            if let counted { monitor?.ended(counted) }
        }
        tasks[key] = task
        if let counted { monitor?.hold(task, as: counted) }
        owners[key] = Owner(children: run.owners.map(\.key), present: run.owners.map(\.isPresent), id: run.id)
        if !run.owners.isEmpty { childrensTasks += 1 }
        sent.add(task)
    }

    /// Cancels the tasks started under `id` by the feature the children `children` name (none: the
    /// root feature).
    func cancel(id: AnyHashable, ownedBy children: [AnyHashable]) {
        for (key, owner) in owners where owner.id == id && owner.children == children { cancel(key) }
    }

    /// Whether a running task belongs to a child feature.
    @usableFromInline
    var hasChildrensWork: Bool { childrensTasks > 0 }

    /// Cancels the work of every child no longer in `state` (the root feature's), or replaced there.
    @usableFromInline
    func endWorkOfChildrenGone(from state: Any) {
        for (key, owner) in owners where !owner.present.allSatisfy({ $0(state) }) { cancel(key) }
    }

    /// Reports an action that reached a child feature that is absent.
    func reportAbsentChild(_ report: String) {
        EffectMonitor.reportAbsentChild(report, to: monitor)
    }

    private func cancel(_ key: Int) {
        tasks.removeValue(forKey: key)?.cancel()
        forget(key)
    }

    private func forget(_ key: Int) {
        tasks[key] = nil
        if let owner = owners.removeValue(forKey: key), !owner.children.isEmpty { childrensTasks -= 1 }
    }

    // MARK: Scopes

    /// Registers a store scoped from `parent`'s, whose child is there while `isPresent` says so,
    /// and whose observers hear through `changes` whenever `changed` says its part changed.
    func addScope(
        parent: ScopeID,
        changes: StateChanges,
        isPresent: @escaping @MainActor () -> Bool,
        changed: @escaping @MainActor () -> Bool
    ) -> ScopeID {
        nextScope += 1
        scopes[nextScope] = Scope(parent: parent, isPresent: isPresent, changed: changed, changes: changes)
        return nextScope
    }

    /// Notes that `scope` lives while `store`, its scoped store, is held.
    func hold(_ scope: ScopeID, by store: AnyObject) {
        scopes[scope]?.store = store
    }

    /// How many scoped stores are live.
    var scopeCount: Int { scopes.count }

    /// Whether the scope's child is still there (the root always is).
    func isAlive(_ scope: ScopeID) -> Bool {
        scope == 0 || scopes[scope] != nil
    }

    // MARK: After a transition that changed the state

    /// Whether any scoped store is live.
    @usableFromInline
    var hasScopes: Bool { !scopes.isEmpty }

    /// Brings the scoped stores up to date with the state after a transition: one whose child is
    /// gone or replaced, or that nothing holds any more, ends, with every store scoped from it;
    /// when `announcing` (the state changed), one whose part changed tells its observers.
    @usableFromInline
    func stateChanged(announcing: Bool) {
        guard !scopes.isEmpty else { return }
        for (id, scope) in scopes where scopes[id] != nil {
            if scope.store == nil || !scope.isPresent() {
                end(id)
            } else if announcing, scope.changed() {
                scope.changes.announce()
            }
        }
    }

    /// Ends `scope` and the scopes under it.
    private func end(_ scope: ScopeID) {
        scopes[scope] = nil
        for (id, child) in scopes where child.parent == scope { end(id) }
    }
}
