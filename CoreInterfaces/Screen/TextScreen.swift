/// A screen that only shows text, for a destination that has nothing else to show (for example
/// an asset that no longer exists). `b` goes back from it.
@MainActor
public final class TextScreen: Screen {
    /// What it shows.
    public let content: ScreenContent

    /// Creates a screen titled `title` showing `lines`.
    public init(title: String, lines: [String]) {
        content = ScreenContent(title: title, lines: lines)
    }

    /// It leads nowhere.
    public var links: [ScreenLink] { [] }

    /// Its text is fixed: there is nothing to load.
    public func onAppear() {}

    /// Its text is fixed: there is nothing to read again.
    public func refresh() async {}
}
