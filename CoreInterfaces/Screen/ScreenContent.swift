/// Everything the host prints for one screen: a title, body lines and numbered choices.
public struct ScreenContent {
    /// The screen's name, used in the header path (for example `Pick an issue`).
    public var title: String
    /// Lines of text shown above the choices.
    public var lines: [String]
    /// The options the user can pick, printed as `N) Label` in this order, a page at a time when
    /// there are many; a choice is made only when it is shown or picked.
    public var choices: ChoiceList
    /// The point, with the item shown, where other modules' parts go on this screen, if it has
    /// one now: the host shows each part's lines below ``lines`` and its choices after ``choices``.
    public var parts: PartPoint?

    /// Creates the content of a screen.
    public init(title: String, lines: [String] = [], choices: ChoiceList = [], parts: PartPoint? = nil) {
        self.title = title
        self.lines = lines
        self.choices = choices
        self.parts = parts
    }

    /// Creates the content of a screen with a fixed handful of choices (a menu, a detail's actions).
    public init(title: String, lines: [String] = [], choices: [Choice], parts: PartPoint? = nil) {
        self.init(title: title, lines: lines, choices: ChoiceList(choices), parts: parts)
    }
}
