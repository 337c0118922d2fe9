import CoreInterfaces

/// The first screen: one entry per feature module, and Quit. Each module's list is made by the
/// factory and pushed on the home stack.
@MainActor
final class HomeScreen: Screen {
    /// One menu entry: a label and the destination it pushes.
    struct Entry {
        let label: String
        let destination: NavigationDestination
    }

    /// Set once the user picks `Quit`; the host stops when it sees it.
    private(set) var quitRequested = false
    private let entries: [Entry]
    private var shown: NavigationDestination?
    private let module = DestinationSlot()

    /// A home menu with `entries`, then Quit.
    init(entries: [Entry]) {
        self.entries = entries
    }

    var content: ScreenContent {
        ScreenContent(title: "Home", choices: entries.map { entry in
            Choice(entry.label) { [unowned self] in shown = entry.destination }
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
        guard entries.contains(where: { $0.destination == destination }) else { return false }
        shown = destination
        return true
    }
}
