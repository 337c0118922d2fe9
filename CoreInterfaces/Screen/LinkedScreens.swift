/// The screens that links show, kept alive while the state that asks for each stays the same, as
/// SwiftUI keeps a sheet's view alive while `isPresented` is true. It lives in the
/// ``ScreenEnvironment``, so no screen holds one: a screen declares ``ScreenLink``s, and whoever
/// shows it asks here for the screen each one shows.
///
/// The entries are few (one per link showing a screen, along the stack on screen), so they are a
/// list searched in place, which costs less than hashing.
@MainActor
final class LinkedScreens {
    private struct Entry {
        let parent: ObjectIdentifier
        let index: Int
        weak var parentScreen: (any Screen)?
        let shown: ScreenLink.Shown
        let screen: any Screen
    }

    private var entries: [Entry] = []

    /// The screen the `index`th link of `parent` shows now: the one already shown while what it
    /// shows is unchanged, a new one when that changed, and `nil` (releasing the old one and
    /// everything it showed) when the state shows none.
    func screen(for link: ScreenLink, at index: Int, of parent: any Screen, in environment: ScreenEnvironment) -> (any Screen)? {
        let owner = ObjectIdentifier(parent)
        let found = entries.firstIndex { $0.parent == owner && $0.index == index }
        guard let shown = link.shown else {
            if let found { drop(at: found) }
            return nil
        }
        if let found {
            if entries[found].shown == shown, entries[found].parentScreen === parent { return entries[found].screen }
            drop(at: found)
        }
        dropOrphans()
        guard let screen = link.make(environment) else { return nil }
        entries.append(Entry(parent: owner, index: index, parentScreen: parent, shown: shown, screen: screen))
        return screen
    }

    /// Forgets the screen at `position` and, with it, every screen it showed.
    private func drop(at position: Int) {
        let child = ObjectIdentifier(entries.remove(at: position).screen)
        while let next = entries.firstIndex(where: { $0.parent == child }) { drop(at: next) }
    }

    /// Forgets the screens of parents that are gone.
    private func dropOrphans() {
        while let orphan = entries.firstIndex(where: { $0.parentScreen == nil }) { drop(at: orphan) }
    }
}
