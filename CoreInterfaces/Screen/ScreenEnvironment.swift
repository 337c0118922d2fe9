/// Values a screen receives from whoever shows it and hands on to the screens it shows:
/// the headless counterpart of SwiftUI's `@Environment(\.navigationViewFactory)`.
///
/// The host passes the environment to the root screen's ``Screen/pushedScreen(in:)`` and
/// ``Screen/presentedScreen(in:)``, and on down the chain, so every screen on screen sees the
/// same factory without holding it.
@MainActor
public struct ScreenEnvironment {
    /// The factory a screen asks for screens that other modules provide.
    public var navigationFactory: any NavigationFactory

    /// Creates an environment carrying `navigationFactory`.
    public init(navigationFactory: any NavigationFactory) {
        self.navigationFactory = navigationFactory
    }
}
