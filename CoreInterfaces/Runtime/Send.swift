/// The handle an ``Effect`` uses to feed actions back into its store.
@MainActor
public struct Send<Action: Sendable> {
    let deliver: @MainActor (Action) -> Void

    /// Creates a handle that delivers actions to `deliver`.
    init(_ deliver: @escaping @MainActor (Action) -> Void) {
        self.deliver = deliver
    }

    /// Sends `action` to the store.
    public func callAsFunction(_ action: Action) {
        deliver(action)
    }
}
