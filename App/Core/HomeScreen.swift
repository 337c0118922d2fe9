import CoreInterfaces

/// The first screen: one entry per feature module that declares one, and Quit. Choosing an entry
/// pushes the screen the factory makes for it onto the home stack.
@MainActor
final class HomeScreen: Screen {
    /// Set once the user picks `Quit`; the host stops when it sees it.
    private(set) var quitRequested = false
    private let entries: [ModulePlugin.HomeEntry]
    private var shown: NavigationDestination?
    private let module = DestinationSlot()

    /// A home menu with `entries`, then Quit.
    init(entries: [ModulePlugin.HomeEntry]) {
        self.entries = entries
    }

    var content: ScreenContent {
        ScreenContent(title: "Home", choices: entries.map { entry in
            Choice(entry.label) { [unowned self] in shown = entry.opens }
        } + [
            Choice("Quit") { [unowned self] in quitRequested = true },
        ])
    }

    func pushedScreen(in environment: ScreenEnvironment) -> (any Screen)? {
        module.screen(.push, for: shown, in: environment)
    }

    func dismissPushedScreen() {
        shown = nil
    }

    func open(_ destination: NavigationDestination) -> Bool {
        guard entries.contains(where: { $0.opens == destination }) else { return false }
        shown = destination
        return true
    }
}
