/// Values a screen receives from whoever shows it and hands on to the screens it shows:
/// the headless counterpart of SwiftUI's `@Environment(\.navigationViewFactory)`.
///
/// A value and nothing more: the host hands the same environment to every screen a link makes,
/// so every screen on screen sees the same factory without holding it.
@MainActor
public struct ScreenEnvironment {
    /// The factory a screen asks for screens that other modules provide.
    public var navigationFactory: any NavigationFactory

    /// Creates an environment carrying `navigationFactory`.
    public init(navigationFactory: any NavigationFactory) {
        self.navigationFactory = navigationFactory
    }
}
