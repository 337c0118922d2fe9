/// One destination a module provides: what it is, how it is shown, what it hands back, and how
/// to build its screen.
public struct DestinationProvider {
    /// The destination provided.
    public let kind: NavigationDestination.Kind
    /// How the screen is shown.
    public let presentation: Presentation
    /// The name of the result the screen hands back (``NavigationResult/resultType``), or `nil`.
    public let resultType: String?
    /// Builds the screen for a destination of this kind, reporting any result to the closure.
    @usableFromInline let make: @MainActor (NavigationDestination, @escaping @MainActor (any NavigationResult) -> Void) -> any Screen

    /// A destination that hands nothing back.
    public static func screen(
        _ kind: NavigationDestination.Kind,
        presentation: Presentation,
        make: @escaping @MainActor (NavigationDestination) -> any Screen
    ) -> Self {
        Self(kind: kind, presentation: presentation, resultType: nil) { destination, _ in make(destination) }
    }

    @usableFromInline
    init(
        kind: NavigationDestination.Kind,
        presentation: Presentation,
        resultType: String?,
        make: @escaping @MainActor (NavigationDestination, @escaping @MainActor (any NavigationResult) -> Void) -> any Screen
    ) {
        self.kind = kind
        self.presentation = presentation
        self.resultType = resultType
        self.make = make
    }

    /// A picker that hands back `Result`. The compiler checks that `make` reports a `Result`, the
    /// type every call site of `destination` expects.
    @inlinable
    public static func picker<Result>(
        _ destination: PickerDestination<Result>,
        presentation: Presentation = .modal,
        make: @escaping @MainActor (_ onResult: @escaping @MainActor (Result) -> Void) -> any Screen
    ) -> Self {
        Self(kind: destination.destination.kind, presentation: presentation, resultType: Result.resultType) { _, onResult in
            make { result in onResult(result) }
        }
    }
}
