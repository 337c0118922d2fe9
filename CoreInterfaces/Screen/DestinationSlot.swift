/// Shows a destination that another module may provide, pushed or presented as its provider
/// declared: the same request becomes a push or a modal without the asking screen knowing which.
@MainActor
public final class DestinationSlot {
    private let slot = PresentationSlot<NavigationDestination>()

    /// Creates an empty slot.
    public init() {}

    /// The screen for `destination` if its provider shows it with `presentation`; call it from
    /// both ``Screen/pushedScreen(in:)`` (with `.push`) and ``Screen/presentedScreen(in:)`` (with `.modal`).
    /// A `nil` destination drops the screen.
    public func screen(
        _ presentation: Presentation,
        for destination: NavigationDestination?,
        in environment: ScreenEnvironment
    ) -> (any Screen)? {
        guard let destination else { return slot.screen(for: nil) { nil } }
        let factory = environment.navigationFactory
        guard factory.presentation(of: destination) == presentation else { return nil }
        return slot.screen(for: destination) { factory.makeScreen(for: destination) }
    }
}
