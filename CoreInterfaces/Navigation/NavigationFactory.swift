/// Builds the screen for a ``NavigationDestination``: the one door between feature modules.
///
/// Feature modules hold only this protocol, received through the ``ScreenEnvironment``; the App
/// makes it from the modules' plugins (``NavigationRegistry``) in AppCore, the only target that
/// imports every module. It is the headless counterpart of the design's `NavigationViewFactory`,
/// with a type-erased ``Screen`` in place of `AnyView`.
@MainActor
public protocol NavigationFactory {
    /// Makes the screen for `destination`. A screen that produces a result calls `onResult` with it,
    /// at most once; a screen that produces none never calls it. The untyped form, as the design's
    /// factory has it, which a factory implements; feature modules ask for a picker with
    /// ``makeScreen(picking:onResult:)``, which types the result.
    func makeScreen(
        for destination: NavigationDestination,
        onResult: @escaping @MainActor (any NavigationResult) -> Void
    ) -> any Screen

    /// How the provider of `destination` wants it shown.
    func presentationStyle(of destination: NavigationDestination) -> PresentationStyle

    /// Makes the parts other modules add at `point` (a ``PartPoint`` with the item shown), in the
    /// order of the plugins that add them; `[]` when none does. The host asks for them when a
    /// screen shows the point, and keeps them while it shows the same point for the same item.
    func makeParts(at point: PartPoint) -> [Part]
}

extension NavigationFactory {
    /// Makes the screen for `destination` when the caller wants no result back.
    public func makeScreen(for destination: NavigationDestination) -> any Screen {
        makeScreen(for: destination, onResult: { _ in })
    }

    /// Makes a picker whose result arrives as the type `destination` names, checked by the compiler.
    public func makeScreen<Result>(
        picking destination: PickerDestination<Result>,
        onResult: @escaping @MainActor (Result) -> Void
    ) -> any Screen {
        makeScreen(for: destination.destination) { result in
            // The one place a result is narrowed: a plugin registers a picker with the same
            // `PickerDestination<Result>`, so its screen can only hand back `Result`.
            if let result = result as? Result { onResult(result) }
        }
    }
}
