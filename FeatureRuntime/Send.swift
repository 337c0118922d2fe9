/// The handle an ``Effect/run(priority:operation:catch:fileID:line:)`` effect sends actions back
/// through: TCA's `Send`.
///
/// An action sent once the work is cancelled (its screen left, or ``Effect/cancel(id:)``) is
/// dropped: cancelled work changes nothing. `async`, so `await send(.loaded(items))` is written as
/// in TCA, though the work here already runs on the main actor and sending never waits.
@MainActor
public struct Send<Action: Sendable>: Sendable {
    @usableFromInline let deliver: @MainActor @Sendable (Action) -> Void

    @usableFromInline
    init(_ deliver: @escaping @MainActor @Sendable (Action) -> Void) {
        self.deliver = deliver
    }

    /// Sends `action` to the store, unless the work sending it has been cancelled; returns once
    /// the store has processed it.
    @inlinable
    public func callAsFunction(_ action: Action) async {
        guard !Task.isCancelled else { return }
        deliver(action)
    }

    /// A handle for a child feature's work, wrapping each action with `transform`.
    func map<Child: Sendable>(_ transform: @escaping @Sendable (Child) -> Action) -> Send<Child> {
        Send<Child> { [deliver] action in deliver(transform(action)) }
    }
}
