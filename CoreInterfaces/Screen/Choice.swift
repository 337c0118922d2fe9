/// One numbered option on a screen: the headless counterpart of a SwiftUI `Button`.
///
/// The host prints ``label`` as `N) Label` and calls ``select()`` when the user picks it.
public struct Choice {
    /// The text printed after the number; the user may type it instead of the number.
    public let label: String
    private let action: @MainActor () -> Void

    /// Creates a choice that runs `action` when picked.
    public init(_ label: String, action: @escaping @MainActor () -> Void) {
        self.label = label
        self.action = action
    }

    /// Runs the choice's action. Called by the host.
    @MainActor
    public func select() {
        action()
    }
}
