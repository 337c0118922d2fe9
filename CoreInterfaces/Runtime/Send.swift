/// The handle an ``Effect`` uses to feed actions back into its store.
///
/// An action sent from work that was cancelled (its screen left, or ``Effect/cancel(id:)``) is
/// dropped: a cancelled load changes nothing.
@MainActor
public struct Send<Action: Sendable> {
    @usableFromInline let deliver: @MainActor (Action) -> Void

    /// Creates a handle that delivers actions to `deliver`.
    @usableFromInline
    init(_ deliver: @escaping @MainActor (Action) -> Void) {
        self.deliver = deliver
    }

    /// Sends `action` to the store, unless the work sending it has been cancelled.
    @inlinable
    public func callAsFunction(_ action: Action) {
        guard !Task.isCancelled else { return }
        deliver(action)
    }

    /// A handle for a child feature's work, wrapping each action with `transform`.
    @inlinable
    func map<Child: Sendable>(_ transform: @escaping @Sendable (Child) -> Action) -> Send<Child> {
        Send<Child> { [deliver] action in deliver(transform(action)) }
    }
}
