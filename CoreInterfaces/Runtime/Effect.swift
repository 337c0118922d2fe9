/// Work a ``Reducer`` asks the ``Store`` to do after a transition, such as saving data or
/// handing a result to a caller. Effects may feed new actions back into the store.
public struct Effect<Action: Sendable> {
    /// One unit of work.
    enum Operation {
        case send(Action)
        case run(@MainActor (Send<Action>) -> Void)
        case task(@MainActor (Send<Action>) async -> Void)
    }

    let operations: [Operation]

    /// No work.
    public static var none: Self { Self(operations: []) }

    /// Feeds `action` back into the store after the current one.
    public static func send(_ action: Action) -> Self {
        Self(operations: [.send(action)])
    }

    /// Runs `work` on the main actor once the transition is done; `work` may send actions back.
    public static func run(_ work: @escaping @MainActor (Send<Action>) -> Void) -> Self {
        Self(operations: [.run(work)])
    }

    /// Starts `work` in a task on the main actor, for work that awaits (such as a picker's result);
    /// `work` may send actions back as it goes. The store cancels the task when it goes away.
    public static func task(_ work: @escaping @MainActor (Send<Action>) async -> Void) -> Self {
        Self(operations: [.task(work)])
    }

    /// Runs several effects, in order.
    public static func merge(_ effects: Self...) -> Self {
        Self(operations: effects.flatMap(\.operations))
    }

    /// The same work, with every action it sends wrapped by `transform`; used to embed a child
    /// feature's effects in its parent's.
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

    /// Does the work, in order, handing every action it sends to `send`, and returns the tasks it
    /// started. Stores call this after each transition; test harnesses call it to collect the
    /// actions fed back.
    @MainActor
    @discardableResult
    public func perform(sending send: @escaping @MainActor (Action) -> Void) -> [Task<Void, Never>] {
        var tasks: [Task<Void, Never>] = []
        for operation in operations {
            switch operation {
            case let .send(action):
                send(action)
            case let .run(work):
                work(Send(send))
            case let .task(work):
                tasks.append(Task { @MainActor in await work(Send(send)) })
            }
        }
        return tasks
    }
}
