import CoreInterfaces

/// What the factory made, screen by screen and part by part: where each came from (the
/// destination, or the point, and the module), so the trace and `--explain` can name them, and the
/// stores made with it, for the leak check. The screens go out as made, with nothing wrapped around
/// them; this record holds them and their stores weakly, and forgets a screen once it is gone.
@MainActor
package final class MadeScreens {
    /// Where a screen came from: a destination, or a point that a module's part was added at.
    package struct Origin {
        package let destination: NavigationDestination?
        package let point: PartPoint?
        package let module: String

        package init(destination: NavigationDestination?, point: PartPoint?, module: String) {
            self.destination = destination
            self.point = point
            self.module = module
        }
    }

    private struct Entry {
        weak var screen: (any Screen)?
        let origin: Origin
        let stores: [WeakObject]
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The stores made since ``startMaking()``.
    private var storesMade = StoresMade()

    package init() {}

    /// A store was made (the App's store observer says so).
    package func storeMade(_ store: AnyObject) {
        storesMade.add(store)
    }

    /// The factory is about to make a screen: the stores made from now on are made with it.
    package func startMaking() {
        storesMade.mark()
    }

    /// Notes that `screen` was made for `origin`, with the stores made since ``startMaking()``.
    package func record(_ screen: any Screen, origin: Origin) {
        entries = entries.filter { $0.value.screen != nil }
        entries[ObjectIdentifier(screen)] = Entry(screen: screen, origin: origin, stores: storesMade.take())
    }

    /// Where `screen` came from, or `nil` for a screen the factory did not make (one a module
    /// pushed itself, or the home screen).
    package func origin(of screen: any Screen) -> Origin? {
        entry(of: screen)?.origin
    }

    /// The stores made with `screen` when the factory made it, held weakly.
    package func stores(of screen: any Screen) -> [WeakObject] {
        entry(of: screen)?.stores ?? []
    }

    private func entry(of screen: any Screen) -> Entry? {
        guard let entry = entries[ObjectIdentifier(screen)], entry.screen === screen else { return nil }
        return entry
    }
}
