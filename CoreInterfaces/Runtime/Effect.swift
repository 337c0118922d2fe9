/// Work a ``Reducer`` asks the ``Store`` to do after a transition, such as saving data or
/// handing a result to a caller. Effects may feed new actions back into the store.
public struct Effect<Action: Sendable> {
    /// One unit of work.
    @usableFromInline
    enum Operation {
        case send(Action)
        case run(@MainActor (Send<Action>) -> Void)
        case task(@MainActor (Send<Action>) async -> Void)
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

    /// Whether any of the work runs in a task, and so may outlive the transition.
    @inlinable
    var startsTasks: Bool {
        switch operations {
        case .none: false
        case let .one(operation): operation.isTask
        case let .many(operations): operations.contains(where: \.isTask)
        }
    }

    /// No work.
    @inlinable
    public static var none: Self { Self(.none) }

    /// Feeds `action` back into the store after the current one.
    @inlinable
    public static func send(_ action: Action) -> Self {
        Self(.one(.send(action)))
    }

    /// Runs `work` on the main actor once the transition is done; `work` may send actions back.
    @inlinable
    public static func run(_ work: @escaping @MainActor (Send<Action>) -> Void) -> Self {
        Self(.one(.run(work)))
    }

    /// Starts `work` in a task on the main actor, for work that awaits (such as a picker's result);
    /// it runs at once up to its first `await`. `work` may send actions back as it goes. The store
    /// cancels the task when it goes away.
    @inlinable
    public static func task(_ work: @escaping @MainActor (Send<Action>) async -> Void) -> Self {
        Self(.one(.task(work)))
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

    /// Does the work, in order, handing every action it sends to `send`. Work that awaits is handed
    /// to `start`, which runs it in a task; the default starts the task at once, on the main actor,
    /// so it runs up to its first suspension before `perform` returns. Stores call this after each
    /// transition; test harnesses call it to collect the actions fed back.
    @MainActor
    @inlinable
    package func perform(
        sending send: @escaping @MainActor (Action) -> Void,
        startingTasks start: (_ work: @escaping @MainActor () async -> Void) -> Void = { work in
            Task.immediate { @MainActor in await work() }
        }
    ) {
        switch operations {
        case .none: break
        case let .one(operation): operation.perform(sending: send, startingTasks: start)
        case let .many(operations):
            for operation in operations { operation.perform(sending: send, startingTasks: start) }
        }
    }
}

extension Effect.Operation {
    @inlinable
    var isTask: Bool {
        if case .task = self { true } else { false }
    }

    @inlinable
    func map<Parent: Sendable>(_ transform: @escaping @Sendable (Action) -> Parent) -> Effect<Parent>.Operation {
        switch self {
        case let .send(action):
            .send(transform(action))
        case let .run(work):
            .run { send in work(Send { action in send(transform(action)) }) }
        case let .task(work):
            .task { send in await work(Send { action in send(transform(action)) }) }
        }
    }

    @MainActor
    @inlinable
    func perform(
        sending send: @escaping @MainActor (Action) -> Void,
        startingTasks start: (_ work: @escaping @MainActor () async -> Void) -> Void
    ) {
        switch self {
        case let .send(action):
            send(action)
        case let .run(work):
            work(Send(send))
        case let .task(work):
            start { await work(Send(send)) }
        }
    }
}
