/// Builds the screen for a ``NavigationDestination``: the one door between feature modules.
///
/// Feature modules hold only this protocol, received through the ``ScreenEnvironment``; the App
/// implements it and is the only target that imports every module. It is the headless counterpart
/// of the original design's `NavigationViewFactory`, with a type-erased ``Screen`` in place of `AnyView`.
@MainActor
public protocol NavigationFactory {
    /// Makes the screen for `destination`. A screen that produces a result calls `onResult` with it,
    /// at most once; a screen that produces none never calls it.
    func makeScreen(
        for destination: NavigationDestination,
        onResult: @escaping @MainActor (any NavigationResult) -> Void
    ) -> any Screen
}

extension NavigationFactory {
    /// Makes the screen for `destination` when the caller wants no result back.
    public func makeScreen(for destination: NavigationDestination) -> any Screen {
        makeScreen(for: destination, onResult: { _ in })
    }
}
