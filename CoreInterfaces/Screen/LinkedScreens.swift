/// The screens that links show, kept alive while the state that asks for each stays the same, as
/// SwiftUI keeps a sheet's view alive while `isPresented` is true. It lives in the
/// ``ScreenEnvironment``, so no screen holds one: a screen declares ``ScreenLink``s, and whoever
/// shows it asks here for the screen each one shows.
@MainActor
final class LinkedScreens {
    private struct Key: Hashable {
        let parent: ObjectIdentifier
        let index: Int
    }

    private struct Entry {
        weak var parent: (any Screen)?
        let shown: AnyHashable
        let screen: any Screen
    }

    private var entries: [Key: Entry] = [:]

    /// The screen the `index`th link of `parent` shows now: the one already shown while what it
    /// shows is unchanged, a new one when that changed, and `nil` (releasing the old one and
    /// everything it showed) when the state shows none.
    func screen(for link: ScreenLink, at index: Int, of parent: any Screen, in environment: ScreenEnvironment) -> (any Screen)? {
        let key = Key(parent: ObjectIdentifier(parent), index: index)
        guard let shown = link.shown else {
            if entries[key] != nil { drop(key) }
            return nil
        }
        if let entry = entries[key], entry.shown == shown, entry.parent === parent {
            return entry.screen
        }
        if entries[key] != nil { drop(key) }
        dropOrphans()
        guard let screen = link.make(environment) else { return nil }
        entries[key] = Entry(parent: parent, shown: shown, screen: screen)
        return screen
    }

    /// Forgets the screen at `key` and, with it, every screen it showed.
    private func drop(_ key: Key) {
        guard let entry = entries.removeValue(forKey: key) else { return }
        let child = ObjectIdentifier(entry.screen)
        for other in entries.keys where other.parent == child { drop(other) }
    }

    /// Forgets the screens of parents that are gone.
    private func dropOrphans() {
        for (key, entry) in entries where entry.parent == nil { drop(key) }
    }
}
