import CoreInterfaces

/// The first screen: Assets, Issues or Quit. Each module's list is made by the factory and
/// pushed on the home stack.
@MainActor
final class HomeScreen: Screen {
    /// Set once the user picks `Quit`; the host stops when it sees it.
    private(set) var quitRequested = false
    private var shown: NavigationDestination?
    private let module = DestinationSlot()

    var content: ScreenContent {
        ScreenContent(title: "Home", choices: [
            Choice("Assets") { [unowned self] in shown = .assetsList },
            Choice("Issues") { [unowned self] in shown = .issuesList },
            Choice("Quit") { [unowned self] in quitRequested = true },
        ])
    }

    func pushedScreen(in environment: ScreenEnvironment) -> (any Screen)? {
        module.screen(.push, for: shown, in: environment)
    }

    func dismissPushedScreen() {
        shown = nil
    }
}
