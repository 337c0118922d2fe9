/// One numbered option on a screen: the headless counterpart of a SwiftUI `Button`.
///
/// The host prints ``label`` as `N) Label` and calls ``select()`` when the user picks it. A
/// feature's screen makes its choices with ``Store/choice(_:sending:)`` and
/// ``Store/choices(for:label:sending:)``, which pair each label with the action it sends;
/// ``init(_:action:)`` runs any closure, for screens without a store.
public struct Choice {
    /// The text printed after the number; the user may type it instead of the number.
    public let label: String
    @usableFromInline let index: Int
    @usableFromInline let run: @MainActor (_ index: Int) -> Void

    /// Creates a choice that runs `action` when picked.
    public init(_ label: String, action: @escaping @MainActor () -> Void) {
        self.init(label: label, index: 0) { _ in action() }
    }

    /// A choice that calls `run` with `index`; the choices of one list share one `run`.
    @usableFromInline
    package init(label: String, index: Int, run: @escaping @MainActor (_ index: Int) -> Void) {
        self.label = label
        self.index = index
        self.run = run
    }

    /// Runs the choice's action. Called by the host.
    @MainActor
    public func select() {
        run(index)
    }
}
