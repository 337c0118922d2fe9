/// Values a screen receives from whoever shows it and hands on to the screens it shows:
/// the headless counterpart of SwiftUI's `@Environment(\.navigationViewFactory)`.
///
/// The host passes the environment to the root screen's ``Screen/linkedScreen(in:)``, and on down
/// the chain, so every screen on screen sees the same factory without holding it. It also keeps
/// the screens the links show, as SwiftUI keeps the views of its sheets.
@MainActor
public struct ScreenEnvironment {
    /// The factory a screen asks for screens that other modules provide.
    public var navigationFactory: any NavigationFactory
    /// The screens the links of the screens shown in this environment show.
    let linkedScreens = LinkedScreens()

    /// Creates an environment carrying `navigationFactory`.
    public init(navigationFactory: any NavigationFactory) {
        self.navigationFactory = navigationFactory
    }
}
