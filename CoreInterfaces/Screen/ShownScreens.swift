/// The screens a host shows above its root, each derived from a link of the screen below it: the
/// headless counterpart of SwiftUI keeping a sheet's view alive while its item is set.
///
/// A host owns one; no screen holds one. A screen declares ``ScreenLink``s, and the host asks here
/// for the screen each one shows. A linked screen stays the same object while the state that asks
/// for it stays the same; when the state shows another, or none, the old one is released with
/// every screen it showed. The parts other modules add at a screen's point (``ScreenContent/parts``)
/// are kept the same way, for as long as the screen shows the same point for the same item, and
/// their links are the screen's own: a part's picker is presented over the screen.
@_spi(Hosting)
@MainActor
public final class ShownScreens {
    private struct Entry {
        let parent: ObjectIdentifier
        let index: Int
        weak var parentScreen: (any Screen)?
        let shown: ScreenLink.Shown
        let screen: any Screen
    }

    /// The parts shown at one screen's point.
    private struct PartsEntry {
        let parent: ObjectIdentifier
        weak var parentScreen: (any Screen)?
        let point: PartPoint
        let parts: [Part]
    }

    /// The environment handed to every screen a link makes.
    public let environment: ScreenEnvironment
    /// One entry per link showing a screen, along the stack on screen: few, so a list searched in
    /// place.
    private var entries: [Entry] = []
    /// One entry per screen on the stack that shows parts.
    private var partEntries: [PartsEntry] = []
    /// The screens made since ``takeNewScreens()`` was last asked, in the order they were made.
    private var unannounced: [ObjectIdentifier] = []
    /// Told of the parts of a screen as they are let go (the screen left, shows another item or no
    /// point), while they are still alive: a host's leak check watches them from there.
    public var whenPartsLeave: @MainActor ([Part]) -> Void = { _ in }

    /// A host's screens, each made in `environment`.
    public init(environment: ScreenEnvironment) {
        self.environment = environment
    }

    /// The screen the state of `screen` shows on top of it, and how: a presented one before a
    /// pushed one, and among several of a kind the first declared.
    /// The links of `screen`'s parts count as its own, after them.
    public func linkedScreen(above screen: any Screen) -> (screen: any Screen, style: PresentationStyle)? {
        var pushed: (any Screen)?
        for owner in [screen] + madeParts(of: screen) {
            let declared = owner.links
            for index in declared.indices {
                guard let shown = self.screen(for: declared[index], at: index, of: owner) else { continue }
                if declared[index].presentationStyle(in: environment) == .modal { return (shown, .modal) }
                if pushed == nil { pushed = shown }
            }
        }
        return pushed.map { ($0, .push) }
    }

    /// What `screen` shows now with its parts: its own lines and choices, then each part's lines
    /// and choices, in the order the factory made the parts; with how many of the choices are the
    /// screen's own (the first ones), which a typed name matches first. What the host prints.
    public func content(of screen: any Screen) -> (content: ScreenContent, ownChoices: Int) {
        var content = screen.content
        let own = content.choices.count
        for part in parts(of: screen, at: content.parts) {
            let added = part.screen.content
            content.lines += added.lines
            content.choices = content.choices + added.choices
        }
        return (content, own)
    }

    /// The parts shown at `screen`'s point now: the ones already made while it shows the same
    /// point for the same item, new ones (from the factory) when that changed, none when it shows
    /// no point.
    public func parts(of screen: any Screen) -> [Part] {
        parts(of: screen, at: screen.content.parts)
    }

    /// The parts of `screen` when it has shown some (checked against the point it shows now), and
    /// none otherwise, without reading its content: a part's link can show a screen only once the
    /// part has been shown, and a screen without parts is not read once more for its point.
    private func madeParts(of screen: any Screen) -> [any Screen] {
        let owner = ObjectIdentifier(screen)
        // A loop, as `firstEntry(where:)` is: a closure would check the executor on every entry.
        for entry in partEntries where entry.parent == owner { return parts(of: screen).map(\.screen) }
        return []
    }

    private func parts(of screen: any Screen, at point: PartPoint?) -> [Part] {
        let owner = ObjectIdentifier(screen)
        var found: Int?
        for position in partEntries.indices where partEntries[position].parent == owner { found = position }
        if let found {
            if let point, partEntries[found].point == point, partEntries[found].parentScreen === screen {
                return partEntries[found].parts
            }
            dropParts(at: found)
        }
        guard let point else { return [] }
        dropOrphans()
        let parts = environment.navigationFactory.makeParts(at: point)
        // A point nobody adds a part to is asked again on the next render, at the cost of a lookup.
        guard !parts.isEmpty else { return [] }
        partEntries.append(PartsEntry(parent: owner, parentScreen: screen, point: point, parts: parts))
        unannounced += parts.map { ObjectIdentifier($0.screen) }
        return parts
    }

    /// The screens made since this was last asked that are still shown, in the order they were
    /// made: a host tells each that it appeared (``Screen/onAppear()``), once it has rendered.
    public func takeNewScreens() -> [any Screen] {
        var found: [any Screen] = []
        for (index, id) in unannounced.enumerated() where !unannounced[..<index].contains(id) {
            if let position = firstEntry(where: { ObjectIdentifier($0.screen) == id }) {
                found.append(entries[position].screen)
            } else if let part = partEntries.lazy.flatMap(\.parts).first(where: { ObjectIdentifier($0.screen) == id }) {
                found.append(part.screen)
            }
        }
        unannounced.removeAll()
        return found
    }

    /// The user went back from, or cancelled, the screen on top of `screen`: the link that shows
    /// it sends what it declared, the state decides what is shown next, and a screen it no longer
    /// shows is released now.
    public func dismissLinkedScreen(above screen: any Screen) {
        let shown = ([screen] + madeParts(of: screen)).flatMap(\.links).filter { $0.shown != nil }
        guard let top = shown.first(where: { $0.presentationStyle(in: environment) == .modal }) ?? shown.first else {
            return
        }
        top.dismiss()
        _ = linkedScreen(above: screen)
    }

    /// The screen the `index`th link of `parent` shows now: the one already shown while what it
    /// shows is unchanged, a new one when that changed, and `nil` (releasing the old one and
    /// everything it showed) when the state shows none.
    private func screen(for link: ScreenLink, at index: Int, of parent: any Screen) -> (any Screen)? {
        let owner = ObjectIdentifier(parent)
        let found = firstEntry { $0.parent == owner && $0.index == index }
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
        unannounced.append(ObjectIdentifier(screen))
        return screen
    }

    /// The position of the first entry that `matches`: a loop taking a main-actor closure, because
    /// handed to `firstIndex(where:)`, which is not isolated, the closure checks the executor on
    /// every call (about 220 instructions each, under callgrind).
    private func firstEntry(where matches: @MainActor (Entry) -> Bool) -> Int? {
        for position in entries.indices where matches(entries[position]) { return position }
        return nil
    }

    /// Forgets the screen at `position` and, with it, every screen it showed and its parts.
    private func drop(at position: Int) {
        forgetChildren(of: entries.remove(at: position).screen)
    }

    /// Forgets the parts at `position`, with every screen they showed.
    private func dropParts(at position: Int) {
        let parts = partEntries.remove(at: position).parts
        for part in parts { forgetChildren(of: part.screen) }
        whenPartsLeave(parts)
    }

    /// Forgets every screen `screen` showed, and its parts.
    private func forgetChildren(of screen: any Screen) {
        let child = ObjectIdentifier(screen)
        while let next = firstEntry(where: { $0.parent == child }) { drop(at: next) }
        while let parts = partEntries.firstIndex(where: { $0.parent == child }) { dropParts(at: parts) }
    }

    /// Forgets the screens and parts of parents that are gone.
    private func dropOrphans() {
        while let orphan = firstEntry(where: { $0.parentScreen == nil }) { drop(at: orphan) }
        while let orphan = partEntries.firstIndex(where: { $0.parentScreen == nil }) { dropParts(at: orphan) }
    }
}
