import CoreInterfaces

/// What the factory made, screen by screen: the destination and the module each came from, so
/// the trace and `--explain` can name them. The screens go out as made, with nothing wrapped
/// around them; this record holds them weakly, and forgets a screen once it is gone.
@MainActor
final class MadeScreens {
    /// Where a screen came from.
    struct Origin {
        let destination: NavigationDestination
        let module: String
    }

    private struct Entry {
        weak var screen: (any Screen)?
        let origin: Origin
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Notes that `screen` was made for `destination` by `module`'s plugin.
    func record(_ screen: any Screen, destination: NavigationDestination, module: String) {
        entries = entries.filter { $0.value.screen != nil }
        entries[ObjectIdentifier(screen)] = Entry(
            screen: screen, origin: Origin(destination: destination, module: module))
    }

    /// Where `screen` came from, or `nil` for a screen the factory did not make (one a module
    /// pushed itself, or the home screen).
    func origin(of screen: any Screen) -> Origin? {
        guard let entry = entries[ObjectIdentifier(screen)], entry.screen === screen else { return nil }
        return entry.origin
    }
}
