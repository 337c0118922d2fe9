/// Work a ``Reducer`` asks the ``Store`` to do after a transition, such as loading data or handing
/// a result to a caller. Effects may feed new actions back into the store.
///
/// ``run(_:)`` is the effect that awaits (a repository call), as TCA's `.run`: it runs in a task the
/// store owns, which ends with the screen that started it and can be made cancellable by an id.
public struct Effect<Action: Sendable> {
    /// One unit of work.
    @usableFromInline
    enum Operation {
        case send(Action)
        case runSynchronously(@MainActor (Send<Action>) -> Void)
        case run(@MainActor (Send<Action>) async -> Void, id: AnyHashable?)
        case cancel(AnyHashable)
    }

    /// The work. Nearly every effect is none or one operation, so those two need no array.
    @usableFromInline
    enum Operations {
        case none
        case one(Operation)
        case many([Operation])
    }

    @usableFromInline let operations: Operations

    @inlinable
    init(_ operations: Operations) {
        self.operations = operations
    }

    @inlinable
    init(operations: [Operation]) {
        switch operations.count {
        case 0: self.operations = .none
        case 1: self.operations = .one(operations[0])
        default: self.operations = .many(operations)
        }
    }

    /// The operations in order.
    @inlinable
    var all: [Operation] {
        switch operations {
        case .none: []
        case let .one(operation): [operation]
        case let .many(operations): operations
        }
    }

    /// Whether there is no work at all.
    @inlinable
    var isEmpty: Bool {
        if case .none = operations { true } else { false }
    }

    /// No work.
    @inlinable
    public static var none: Self { Self(.none) }

    /// Feeds `action` back into the store after the current one.
    @inlinable
    public static func send(_ action: Action) -> Self {
        Self(.one(.send(action)))
    }

    /// Starts `work` in a task on the main actor, for work that awaits (a repository call); `work`
    /// sends actions back as it goes. The task ends with the screen whose store started it: once
    /// that screen leaves (its state is gone, or its store is released), the task is cancelled and
    /// whatever it sends afterwards is dropped.
    @inlinable
    public static func run(_ work: @escaping @MainActor (Send<Action>) async -> Void) -> Self {
        Self(.one(.run(work, id: nil)))
    }

    /// Runs `work` on the main actor as soon as the transition is done, before the store takes its
    /// next action: for work that never waits, such as handing a result to the caller that asked.
    @inlinable
    public static func runSynchronously(_ work: @escaping @MainActor (Send<Action>) -> Void) -> Self {
        Self(.one(.runSynchronously(work)))
    }

    /// Cancels the running work made cancellable with `id` (``cancellable(id:cancelInFlight:)``).
    /// An id is compared with its type's `==`: use a value of a type of the feature's own.
    @inlinable
    public static func cancel(id: some Hashable & Sendable) -> Self {
        Self(.one(.cancel(AnyHashable(id))))
    }

    /// The same work, cancellable by ``cancel(id:)`` with `id`. With `cancelInFlight`, work already
    /// running under `id` is cancelled first, so only the newest runs (a search as you type, a reload
    /// that replaces another).
    @inlinable
    public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
        let key = AnyHashable(id)
        let tagged: [Operation] = all.map { operation in
            if case let .run(work, _) = operation { .run(work, id: key) } else { operation }
        }
        return Self(operations: cancelInFlight ? [.cancel(key)] + tagged : tagged)
    }

    /// Runs several effects, in order.
    @inlinable
    public static func merge(_ effects: Self...) -> Self {
        Self(operations: effects.flatMap(\.all))
    }

    /// The same work, with every action it sends wrapped by `transform`; used to embed a child
    /// feature's effects in its parent's.
    @inlinable
    public func map<Parent: Sendable>(
        _ transform: @escaping @Sendable (Action) -> Parent
    ) -> Effect<Parent> {
        switch operations {
        case .none: .none
        case let .one(operation): Effect<Parent>(.one(operation.map(transform)))
        case let .many(operations): Effect<Parent>(.many(operations.map { $0.map(transform) }))
        }
    }
}

extension Effect.Operation {
    @inlinable
    func map<Parent: Sendable>(_ transform: @escaping @Sendable (Action) -> Parent) -> Effect<Parent>.Operation {
        switch self {
        case let .send(action):
            .send(transform(action))
        case let .runSynchronously(work):
            .runSynchronously { send in work(send.map(transform)) }
        case let .run(work, id):
            .run({ send in await work(send.map(transform)) }, id: id)
        case let .cancel(id):
            .cancel(id)
        }
    }
}
