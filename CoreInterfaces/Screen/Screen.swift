/// A headless screen: the contract every feature module implements so a host can show it.
///
/// A screen is the counterpart of a SwiftUI view bound to a store. It reports what to print
/// (``content``) and declares, in ``links``, each screen it can show beyond itself, bound to its
/// state, as a view declares `.sheet` and `.navigationDestination`. The host derives from the
/// links which screen is pushed or presented, prints the top one, and feeds the user's choice back
/// through ``Choice/select()``. When the user goes back, the link that showed the top screen says
/// what to send, just as a SwiftUI binding is set to `false`.
///
/// Every requirement is written by every screen: none has a default that a screen, or a type
/// standing in for one, could forget.
@MainActor
public protocol Screen: AnyObject {
    /// What to print now, derived from the screen's current state.
    var content: ScreenContent { get }

    /// Every screen this one can show beyond itself, each bound to the current state (`[]` for a
    /// screen that leads nowhere). A presented screen covers a pushed one; among several, the
    /// first declared that the state shows wins.
    var links: [ScreenLink] { get }

    /// The screen appeared: start what it loads, as SwiftUI calls `.onAppear`. The host calls it
    /// when it first shows the screen and each time the screen is uncovered again (a screen pushed
    /// over it was popped; a presented one does not cover it, as a sheet does not), never while it
    /// renders; nothing starts before (not in an initialiser). A screen that loads nothing does nothing.
    func onAppear()

    /// Reads the screen's data again, as `.refreshable` does, and returns once the data has
    /// arrived: the host calls it on every screen shown when the data changed outside them. A
    /// screen that shows no data does nothing.
    func refresh() async
}

extension Screen {
    /// Goes one step towards `destination` the way a user would (the same actions a choice sends),
    /// so that a deep link stacks the same screens. Returns `false` when no link leads there, for
    /// example for an unknown id.
    public func open(_ destination: NavigationDestination) -> Bool {
        for link in links where link.open(destination) { return true }
        return false
    }
}
