/// Work a ``Reducer`` asks its ``Store`` to do after a transition: TCA's `Effect`, under its names
/// and with its contracts.
///
/// - ``send(_:)`` feeds an action back, processed before the store takes any other.
/// - ``run(priority:operation:catch:fileID:line:)`` starts work that awaits (a repository call) in
///   a task the store owns. The task is the work of the feature whose action started it and ends
///   with that feature; an error that neither the work nor its `catch:` handles is reported, never
///   dropped.
/// - ``cancel(id:)`` and ``cancellable(id:cancelInFlight:)`` end running work by an id, within the
///   store that started it.
/// - ``handBack(_:to:)`` hands a picker's result to whoever presented it, which TCA leaves to a view.
public struct Effect<Action: Sendable> {
    /// One unit of work.
    @usableFromInline
    enum Operation {
        case send(Action)
        case run(Run)
        case handBack(@MainActor () -> Void)
        /// Cancels the work under an id that the same child (by its owners' keys) started.
        case cancel(AnyHashable, owners: [AnyHashable])
        /// An action reached a child feature that is not there: reported, as TCA does.
        case absentChild(String)
    }

    /// Work that awaits, as ``run(priority:operation:catch:fileID:line:)`` describes it.
    @usableFromInline
    struct Run {
        let operation: @MainActor @Sendable (Send<Action>) async throws -> Void
        let handler: (@MainActor @Sendable (any Error, Send<Action>) async -> Void)?
        let priority: TaskPriority?
        /// What cancels it, within the child whose work it is.
        var id: AnyHashable?
        /// The children whose work it is, outermost first (``Reducer/reduce(_:child:action:embed:)``):
        /// it is cancelled once any of them is dismissed or replaced. Empty for a root feature's own.
        var owners: [WorkOwner] = []
        /// Where the effect was written, for the report of an error nothing handled.
        let origin: EffectOrigin
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

    init(operations: [Operation]) {
        switch operations.count {
        case 0: self.operations = .none
        case 1: self.operations = .one(operations[0])
        default: self.operations = .many(operations)
        }
    }

    /// The operations in order.
    var all: [Operation] {
        switch operations {
        case .none: []
        case let .one(operation): [operation]
        case let .many(operations): operations
        }
    }

    /// No work.
    @inlinable
    public static var none: Self { Self(.none) }

    /// Feeds `action` back into the store: it is processed before the store takes any other.
    @inlinable
    public static func send(_ action: Action) -> Self {
        Self(.one(.send(action)))
    }

    /// Starts `operation` in a task the store owns, for work that awaits; it sends actions back
    /// through its ``Send``. The task is the work of the feature whose action started it, whichever
    /// store sent the action: once that feature is gone (a child dismissed or replaced, a root
    /// feature's store released), the task is cancelled and what it sends afterwards is dropped.
    ///
    /// An error `operation` throws goes to `handler`; a `CancellationError` is the end of
    /// cancelled work and goes nowhere. With no `handler`, any other error is reported as one
    /// nothing handled: to the ``EffectMonitor`` bound when the store was made (a host says it in
    /// one line, a test store fails the test), or printed.
    ///
    /// As TCA's, except that the work runs on the main actor, so an action it sends is processed
    /// before the work goes on (a repository call still runs where the repository runs).
    public static func run(
        priority: TaskPriority? = nil,
        operation: @escaping @MainActor @Sendable (_ send: Send<Action>) async throws -> Void,
        catch handler: (@MainActor @Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> Self {
        let origin = EffectOrigin(fileID: fileID, line: line)
        let run = Run(operation: operation, handler: handler, priority: priority, id: nil, origin: origin)
        return Self(.one(.run(run)))
    }

    /// Calls `receiver` with `result` on the main actor as soon as the transition is done, before
    /// the store takes its next action: how a picker hands its result back to whoever presented
    /// it (the `onResult` a provider is given), in the same turn as the pick.
    public static func handBack<Result: Sendable>(
        _ result: Result, to receiver: @escaping @MainActor (Result) -> Void
    ) -> Self {
        Self(.one(.handBack { receiver(result) }))
    }

    /// Cancels the running work made cancellable with `id` (``cancellable(id:cancelInFlight:)``)
    /// by the same feature: the same child, whoever sent the action that started it; a sibling's
    /// work under an equal id runs on. An id is compared with its type's `==`: use a value of a
    /// type of the feature's own.
    public static func cancel(id: some Hashable & Sendable) -> Self {
        Self(.one(.cancel(AnyHashable(id), owners: [])))
    }

    /// The same work, cancellable by ``cancel(id:)`` with `id` from the same feature. With
    /// `cancelInFlight`, that feature's work already running under `id` is cancelled first, so only
    /// the newest runs (a search as you type, a reload that replaces another). Work that starts no
    /// task (``none``, a ``send(_:)``) is returned as it is: `.none` stays `.none`, as in TCA.
    public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
        let key = AnyHashable(id)
        var runs = false
        let tagged: [Operation] = all.map { operation in
            guard case var .run(run) = operation else { return operation }
            run.id = key
            runs = true
            return .run(run)
        }
        guard runs else { return self }
        return Self(operations: cancelInFlight ? [.cancel(key, owners: [])] + tagged : tagged)
    }

    /// Runs several effects, in order.
    public static func merge(_ effects: Self...) -> Self {
        Self(operations: effects.flatMap(\.all))
    }

    /// The same work, with every action it sends wrapped by `transform`; used to embed a child
    /// feature's effects in its parent's.
    public func map<Parent: Sendable>(_ transform: @escaping @Sendable (Action) -> Parent) -> Effect<Parent> {
        switch operations {
        case .none: .none
        case let .one(operation): Effect<Parent>(.one(operation.map(transform)))
        case let .many(operations): Effect<Parent>(.many(operations.map { $0.map(transform) }))
        }
    }
}

extension Effect.Run {
    func map<Parent: Sendable>(_ transform: @escaping @Sendable (Action) -> Parent) -> Effect<Parent>.Run {
        let operation = self.operation
        var parentHandler: (@MainActor @Sendable (any Error, Send<Parent>) async -> Void)?
        if let handler {
            parentHandler = { error, send in await handler(error, send.map(transform)) }
        }
        return Effect<Parent>.Run(
            operation: { send in try await operation(send.map(transform)) },
            handler: parentHandler, priority: priority, id: id, owners: owners, origin: origin
        )
    }
}

extension Effect.Operation {
    func map<Parent: Sendable>(_ transform: @escaping @Sendable (Action) -> Parent) -> Effect<Parent>.Operation {
        switch self {
        case let .send(action):
            .send(transform(action))
        case let .run(run):
            .run(run.map(transform))
        case let .handBack(work):
            .handBack(work)
        case let .cancel(id, owners):
            .cancel(id, owners: owners)
        case let .absentChild(report):
            .absentChild(report)
        }
    }
}

/// Where an effect was written (`Assets/AssetDetailFeature.swift:112`): what the report of an
/// error nothing handled names.
struct EffectOrigin: Sendable, CustomStringConvertible {
    let fileID: StaticString
    let line: UInt

    var description: String { "\(fileID):\(line)" }
}

extension Effect {
    /// The same work, made the work of the child `identity` in the state of the feature this
    /// effect is now embedded in, which `child` finds there (the state at its place, if any):
    /// cancelled once that child is gone or replaced. The owners it had already (a grandchild's),
    /// which ask the child's state, now ask through `child`.
    func owned<Parent>(by identity: ChildIdentity, child: @escaping (Parent) -> Any?) -> Self {
        let isHere: (Any) -> Bool = { state in
            guard let parent = state as? Parent, let found = child(parent) else { return false }
            return identity.isIdentity(of: found)
        }
        func lifted(_ owner: WorkOwner) -> WorkOwner {
            WorkOwner(key: owner.key) { state in
                guard let parent = state as? Parent, let found = child(parent) else { return false }
                return owner.isPresent(found)
            }
        }
        func owned(_ operation: Operation) -> Operation {
            switch operation {
            case var .run(run):
                run.owners = [WorkOwner(key: identity, isPresent: isHere)] + run.owners.map(lifted)
                return .run(run)
            case let .cancel(id, owners):
                return .cancel(id, owners: [identity] + owners)
            case .send, .handBack, .absentChild:
                return operation
            }
        }
        switch operations {
        case .none: return self
        case let .one(operation): return Self(.one(owned(operation)))
        case let .many(operations): return Self(.many(operations.map(owned)))
        }
    }
}
