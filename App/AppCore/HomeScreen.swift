import CoreInterfaces

/// The first screen: one entry per feature module that declares one, and Quit. Choosing an entry
/// pushes the screen the factory makes for it onto the home stack.
@MainActor
final class HomeScreen: Screen {
    /// Set once the user picks `Quit`; the host stops when it sees it.
    private(set) var quitRequested = false
    private let entries: [ModulePlugin.HomeEntry]
    private var shown: NavigationDestination?

    /// A home menu with `entries`, then Quit.
    init(entries: [ModulePlugin.HomeEntry]) {
        self.entries = entries
    }

    var content: ScreenContent {
        ScreenContent(
            title: "Home",
            choices: entries.map { entry in
                Choice(entry.label) { [weak self] in self?.shown = entry.opens }
            } + [
                Choice("Quit") { [weak self] in self?.quitRequested = true }
            ])
    }

    /// The chosen module's screen, from the factory, while the menu says it is shown.
    var links: [ScreenLink] {
        [
            .destination(
                shown, kind: nil, dismiss: { [weak self] in self?.shown = nil },
                open: { [weak self] destination in
                    guard let self, entries.contains(where: { $0.opens == destination }) else { return false }
                    shown = destination
                    return true
                })
        ]
    }

    /// The menu is the plugins' entries, fixed for the session: there is nothing to load.
    func onAppear() {}

    /// The menu is the plugins' entries, fixed for the session: there is nothing to read again.
    func refresh() async {}
}
