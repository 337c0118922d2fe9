/// What one root store and every store scoped from it share besides state: the tasks their
/// effects run, which store started each, and each scoped store's part of the state.
///
/// Work ends with its screen: a task belongs to the store that was sent the action starting it,
/// and is cancelled when that store's part of the state goes away (or the root store is
/// released). A cancel id means something within that store only, so two children of one kind
/// never cancel each other's work. After every transition that changed the state, a scoped store
/// whose part changed tells its observers, and only then.
@MainActor
@usableFromInline
final class StoreRuntime {
    /// A store sharing this runtime: 0 is the root, each scoped store has its own.
    @usableFromInline typealias ScopeID = Int

    /// Whose a running task is: the store that started it, and the id it can be cancelled by.
    private struct Owner {
        let scope: ScopeID
        let id: AnyHashable?
    }

    /// A scoped store: the store it was scoped from, and what it watches of the state.
    private struct Scope {
        let parent: ScopeID
        /// Whether its part of the state is still there.
        let isPresent: @MainActor () -> Bool
        /// Whether its part changed since this was last asked (and remembers it as it is now).
        let changed: @MainActor () -> Bool
        /// Tells its observers.
        let changes: StateChanges
    }

    private var tasks: [Int: Task<Void, Never>] = [:]
    private var owners: [Int: Owner] = [:]
    private var nextTask = 0
    private var scopes: [ScopeID: Scope] = [:]
    private var nextScope = 0
    /// The scope whose store is sending now, while a scoped store hands its action to the root.
    @usableFromInline var sendingScope: ScopeID?
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

    /// Starts `run`'s work in a task belonging to `scope` (sending through `send`), added to `sent`
    /// for whoever awaits the send; `feature` is the reducer's type, for the report of an error
    /// nothing handled.
    func start<Action>(
        _ run: Effect<Action>.Run, scope: ScopeID, send: Send<Action>, sent: SentWork, feature: Any.Type
    ) {
        nextTask += 1
        let key = nextTask
        monitor?.began()
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
            self?.tasks[key] = nil
            self?.owners[key] = nil
            monitor?.ended()
        }
        tasks[key] = task
        owners[key] = Owner(scope: scope, id: run.id)
        sent.add(task)
    }

    /// Cancels the tasks `scope`'s store started under `id`.
    func cancel(id: AnyHashable, in scope: ScopeID) {
        for (key, owner) in owners where owner.scope == scope && owner.id == id { cancel(key) }
    }

    private func cancel(_ key: Int) {
        owners[key] = nil
        tasks.removeValue(forKey: key)?.cancel()
    }

    // MARK: Scopes

    /// Registers a store scoped from `parent`'s, whose part is there while `isPresent` says so, and
    /// whose observers hear through `changes` whenever `changed` says its part changed.
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

    /// Whether the scope's part of the state is still there (the root always is).
    func isAlive(_ scope: ScopeID) -> Bool {
        scope == 0 || scopes[scope] != nil
    }

    // MARK: After a transition that changed the state

    /// Brings the scoped stores up to date with the state: one whose part is gone ends, with its
    /// tasks and every store scoped from it; one whose part changed tells its observers.
    @usableFromInline
    func stateChanged() {
        guard !scopes.isEmpty else { return }
        for (id, scope) in scopes where scopes[id] != nil {
            if !scope.isPresent() {
                end(id)
            } else if scope.changed() {
                scope.changes.announce()
            }
        }
    }

    /// Ends `scope` and the scopes under it: their tasks are cancelled.
    private func end(_ scope: ScopeID) {
        scopes[scope] = nil
        for (key, owner) in owners where owner.scope == scope { cancel(key) }
        for (id, child) in scopes where child.parent == scope { end(id) }
    }
}
