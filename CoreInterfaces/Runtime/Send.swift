/// The handle an ``Effect`` uses to feed actions back into its store.
@MainActor
public struct Send<Action: Sendable> {
    @usableFromInline let deliver: @MainActor (Action) -> Void

    /// Creates a handle that delivers actions to `deliver`.
    @usableFromInline
    init(_ deliver: @escaping @MainActor (Action) -> Void) {
        self.deliver = deliver
    }

    /// Sends `action` to the store.
    @inlinable
    public func callAsFunction(_ action: Action) {
        deliver(action)
    }
}
