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

    @usableFromInline let operations: [Operation]

    @usableFromInline
    init(operations: [Operation]) {
        self.operations = operations
    }

    /// Whether there is no work at all.
    @inlinable
    public var isEmpty: Bool { operations.isEmpty }

    /// Whether any of the work runs in a task, and so may outlive the transition.
    @inlinable
    public var startsTasks: Bool {
        operations.contains { if case .task = $0 { true } else { false } }
    }

    /// No work.
    @inlinable
    public static var none: Self { Self(operations: []) }

    /// Feeds `action` back into the store after the current one.
    @inlinable
    public static func send(_ action: Action) -> Self {
        Self(operations: [.send(action)])
    }

    /// Runs `work` on the main actor once the transition is done; `work` may send actions back.
    @inlinable
    public static func run(_ work: @escaping @MainActor (Send<Action>) -> Void) -> Self {
        Self(operations: [.run(work)])
    }

    /// Starts `work` in a task on the main actor, for work that awaits (such as a picker's result);
    /// it runs at once up to its first `await`. `work` may send actions back as it goes. The store
    /// cancels the task when it goes away.
    @inlinable
    public static func task(_ work: @escaping @MainActor (Send<Action>) async -> Void) -> Self {
        Self(operations: [.task(work)])
    }

    /// Runs several effects, in order.
    @inlinable
    public static func merge(_ effects: Self...) -> Self {
        Self(operations: effects.flatMap(\.operations))
    }

    /// The same work, with every action it sends wrapped by `transform`; used to embed a child
    /// feature's effects in its parent's.
    @inlinable
    public func map<Parent: Sendable>(
        _ transform: @escaping @Sendable (Action) -> Parent
    ) -> Effect<Parent> {
        Effect<Parent>(operations: operations.map { operation in
            switch operation {
            case let .send(action):
                .send(transform(action))
            case let .run(work):
                .run { send in work(Send { action in send(transform(action)) }) }
            case let .task(work):
                .task { send in await work(Send { action in send(transform(action)) }) }
            }
        })
    }

    /// Does the work, in order, handing every action it sends to `send`. Work that awaits is handed
    /// to `start`, which runs it in a task; the default starts the task at once, on the main actor,
    /// so it runs up to its first suspension before `perform` returns. Stores call this after each
    /// transition; test harnesses call it to collect the actions fed back.
    @MainActor
    @inlinable
    public func perform(
        sending send: @escaping @MainActor (Action) -> Void,
        startingTasks start: (_ work: @escaping @MainActor () async -> Void) -> Void = { work in
            Task.immediate { @MainActor in await work() }
        }
    ) {
        for operation in operations {
            switch operation {
            case let .send(action):
                send(action)
            case let .run(work):
                work(Send(send))
            case let .task(work):
                start { await work(Send(send)) }
            }
        }
    }
}
