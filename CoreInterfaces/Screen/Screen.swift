/// A headless screen: the contract every feature module implements so a host can show it.
///
/// A screen is the counterpart of a SwiftUI view bound to a store. It reports what to print
/// (``content``) and declares, in ``links``, each screen it can show beyond itself, bound to its
/// state, as a view declares `.sheet` and `.navigationDestination`. The host derives from the
/// links which screen is pushed or presented, prints the top one, and feeds the user's choice back
/// through ``Choice/select()``. When the user goes back, the link that showed the top screen says
/// what to send, just as a SwiftUI binding is set to `false`.
@MainActor
public protocol Screen: AnyObject {
    /// What to print now, derived from the screen's current state.
    var content: ScreenContent { get }

    /// Every screen this one can show beyond itself, each bound to the current state. A presented
    /// screen covers a pushed one; among several, the first declared that the state shows wins.
    var links: [ScreenLink] { get }

    /// The data the screen shows may have changed outside it (another session saved, or a person
    /// edited the data file): read it again, as a SwiftUI view does in `.refreshable`. The host
    /// calls it on every screen shown before it prints the top one again.
    func refresh()
}

extension Screen {
    /// A screen that leads nowhere declares no links.
    public var links: [ScreenLink] { [] }

    /// A screen that shows no data has nothing to read again.
    public func refresh() {}

    /// The screen the state shows on top of this one, and how: a presented one before a pushed
    /// one. The same screen is returned while the state that asks for it stays the same.
    public func linkedScreen(in environment: ScreenEnvironment) -> (screen: any Screen, presentation: Presentation)? {
        let declared = links
        let linkedScreens = environment.linkedScreens
        var pushed: (any Screen)?
        for index in declared.indices {
            guard let screen = linkedScreens.screen(for: declared[index], at: index, of: self, in: environment) else { continue }
            if declared[index].presentation(in: environment) == .modal { return (screen, .modal) }
            if pushed == nil { pushed = screen }
        }
        return pushed.map { ($0, .push) }
    }

    /// The user went back from, or cancelled, the screen on top of this one: the link that shows
    /// it sends what it declared, and the state decides what is shown next.
    public func dismissLinkedScreen(in environment: ScreenEnvironment) {
        let shown = links.filter { $0.shown != nil }
        guard let top = shown.first(where: { $0.presentation(in: environment) == .modal }) ?? shown.first else { return }
        top.dismiss()
        // Let go of the dismissed screen now: the state no longer shows it.
        _ = linkedScreen(in: environment)
    }

    /// Goes one step towards `destination` the way a user would (the same actions a choice sends),
    /// so that a deep link stacks the same screens. Returns `false` when no link leads there, for
    /// example for an unknown id.
    public func open(_ destination: NavigationDestination) -> Bool {
        links.contains { $0.open(destination) }
    }
}
