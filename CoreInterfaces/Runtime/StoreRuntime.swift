/// What one root store and every store scoped from it share besides state: the tasks its effects
/// run, which scope each belongs to, and the presentations its screens declare.
///
/// Work ends with its screen: a task belongs to the scope whose store was sent the action that
/// started it, and is cancelled when that scope's state goes away (or the root store is released).
/// A presentation has an identity: each time its state starts showing it, it is a new one, and a
/// result from an older one is dropped.
@MainActor
@usableFromInline
final class StoreRuntime {
    /// A part of the root's state that a scoped store sees; 0 is the root itself.
    @usableFromInline typealias ScopeID = Int

    /// Whose a running task is: the scope that started it, and the id it can be cancelled by.
    private struct Owner {
        let scope: ScopeID
        let id: AnyHashable?
    }

    private struct Scope {
        let parent: ScopeID
        let isPresent: @MainActor () -> Bool
    }

    private struct Presentation {
        let scope: ScopeID
        let isPresented: @MainActor () -> Bool
        var presented: Bool
        var generation: Int
    }

    /// A presentation, by the scope that declares it and what it shows.
    @usableFromInline
    struct PresentationKey: Hashable {
        @usableFromInline let scope: ScopeID
        @usableFromInline let destination: NavigationDestination

        @usableFromInline
        init(scope: ScopeID, destination: NavigationDestination) {
            self.scope = scope
            self.destination = destination
        }
    }

    private var tasks: [Int: Task<Void, Never>] = [:]
    private var owners: [Int: Owner] = [:]
    private var nextTask = 0
    private var scopes: [ScopeID: Scope] = [:]
    private var nextScope = 0
    private var presentations: [PresentationKey: Presentation] = [:]
    /// The scope whose store is sending now, while a scoped store hands its action to the root.
    @usableFromInline var sendingScope: ScopeID?
    /// Counts this store's running tasks for a host or a test store, if one was bound when it was made.
    private let work = EffectWork.current

    @usableFromInline
    init() {}

    deinit {
        // The root store is going away: its work goes with it.
        for task in tasks.values { task.cancel() }
    }

    // MARK: Tasks

    /// Starts `work` in a task belonging to `scope`, cancellable by `id`.
    @usableFromInline
    func start(_ work: @escaping @MainActor () async -> Void, scope: ScopeID, id: AnyHashable?) {
        nextTask += 1
        let key = nextTask
        self.work?.began()
        // The count ends when the task does, cancelled or not: a host waits for cancelled work to stop.
        let task = Task { @MainActor [weak self, counted = self.work] in
            await work()
            self?.tasks[key] = nil
            self?.owners[key] = nil
            counted?.ended()
        }
        tasks[key] = task
        owners[key] = Owner(scope: scope, id: id)
    }

    /// Cancels the tasks started under `id`.
    @usableFromInline
    func cancel(id: AnyHashable) {
        for (key, owner) in owners where owner.id == id { cancel(key) }
    }

    private func cancel(_ key: Int) {
        owners[key] = nil
        tasks.removeValue(forKey: key)?.cancel()
    }

    // MARK: Scopes

    /// Registers a scope under `parent`, present while `isPresent` says so.
    func addScope(parent: ScopeID, isPresent: @escaping @MainActor () -> Bool) -> ScopeID {
        nextScope += 1
        scopes[nextScope] = Scope(parent: parent, isPresent: isPresent)
        return nextScope
    }

    /// Whether the scope's state is still there (the root always is).
    func isAlive(_ scope: ScopeID) -> Bool {
        scope == 0 || scopes[scope] != nil
    }

    // MARK: Presentations

    /// The identity of the presentation `key` now, or `nil` when its state does not show it. The
    /// first call registers it; from then on each transition that starts showing it makes a new one.
    @usableFromInline
    func presentation(_ key: PresentationKey, isPresented: @escaping @MainActor () -> Bool) -> Int? {
        if let known = presentations[key] { return known.presented ? known.generation : nil }
        let presented = isPresented()
        presentations[key] = Presentation(
            scope: key.scope, isPresented: isPresented, presented: presented, generation: presented ? 1 : 0)
        return presented ? 1 : nil
    }

    /// Whether `generation` is the presentation `key` shown now.
    @usableFromInline
    func isCurrent(_ key: PresentationKey, generation: Int) -> Bool {
        guard let known = presentations[key] else { return false }
        return known.presented && known.generation == generation
    }

    // MARK: After every transition

    /// Brings scopes and presentations up to date with the state: a scope whose state is gone
    /// ends, with its tasks and everything scoped from it; a presentation that starts showing gets
    /// a new identity.
    @usableFromInline
    func stateChanged() {
        if !scopes.isEmpty {
            for (id, scope) in scopes where scopes[id] != nil && !scope.isPresent() { end(id) }
        }
        for (key, var presentation) in presentations {
            let now = presentation.isPresented()
            guard now != presentation.presented else { continue }
            if now { presentation.generation += 1 }
            presentation.presented = now
            presentations[key] = presentation
        }
    }

    /// Ends `scope` and the scopes under it: their tasks are cancelled, their presentations forgotten.
    private func end(_ scope: ScopeID) {
        scopes[scope] = nil
        for (key, owner) in owners where owner.scope == scope { cancel(key) }
        for key in presentations.keys where key.scope == scope { presentations[key] = nil }
        for (id, child) in scopes where child.parent == scope { end(id) }
    }
}
