@_spi(Hosting) import CoreInterfaces
import Observation

/// The top screen as text: read inside Observation's tracking, so the next change to what it
/// shows redraws it with no key pressed, and printed a page at a time.
extension TerminalHost {
    /// The top screen as printed, with what it was printed from.
    struct Shown {
        let layers: [Layer]
        let top: any Screen
        /// The top screen's content with its parts'.
        let content: ScreenContent
        /// How many of the choices are the top screen's own, before its parts'.
        let ownChoices: Int
        let page: Int
        let text: String
    }

    /// How many choices a page shows: a longer list is shown a page at a time.
    nonisolated static let pageSize = 20

    /// The reminder under every screen.
    package static let hint = "(b back, q quit, ? help)"

    /// How many pages `count` choices take.
    static func pageCount(_ count: Int) -> Int {
        max(1, (count + pageSize - 1) / pageSize)
    }

    /// The top screen as it would be printed now, read inside Observation's tracking: the next
    /// change to anything it read (a store's state) becomes a ``Event/changed`` event.
    func track() -> Shown {
        withObservationTracking {
            let layers = visibleLayers()
            let top = layers.last?.screen ?? root
            let (content, ownChoices) = screens.content(of: top)
            let ids = Set(layers.map { ObjectIdentifier($0.screen) })
            pages = pages.filter { ids.contains($0.key) }
            let page = min(pages[ObjectIdentifier(top)] ?? 0, Self.pageCount(content.choices.count) - 1)
            pages[ObjectIdentifier(top)] = page
            let text = render(content, page: page, path: layers.map { $0.screen.content.title })
            return Shown(
                layers: layers, top: top, content: content, ownChoices: ownChoices, page: page, text: text)
        } onChange: { [changes] in
            changes.yield(.changed)
        }
    }

    /// The screen as printed: a blank line, the header path, the body, the numbered choices and
    /// the hint, with page `page` of a long list. Everything that comes from a screen passes through
    /// `VisibleText`.
    private func render(_ content: ScreenContent, page: Int, path: [String]) -> String {
        let style = console.style
        var text = "\n" + style.header(path.map { VisibleText.make($0) }.joined(separator: " › ")) + "\n"
        text += content.lines.map { VisibleText.make($0) + "\n" }.joined()
        if !content.lines.isEmpty, !content.choices.isEmpty { text += "\n" }
        let shown =
            content.choices.count > Self.pageSize
            ? page * Self.pageSize..<min(content.choices.count, (page + 1) * Self.pageSize)
            : content.choices.indices
        text += shown.map { choiceLine(number: $0 + 1, label: content.choices[$0].label) }.joined()
        if content.choices.count > Self.pageSize {
            let pages = Self.pageCount(content.choices.count)
            text +=
                "Choices \(shown.lowerBound + 1)–\(shown.upperBound) of \(content.choices.count), page \(page + 1) of \(pages): n next page, p previous, or type to search them all\n"
        }
        return text + style.dim(Self.hint) + "\n"
    }

    func choiceLine(number: Int, label: String) -> String {
        "\(number)) \(VisibleText.make(label))\n"
    }
}

/// A choice's label. A function outside the main actor, for searching a long list: a key path
/// looks up its metadata on every label, and a main-actor closure checks the executor on every one.
func label(of choice: Choice) -> String {
    choice.label
}
