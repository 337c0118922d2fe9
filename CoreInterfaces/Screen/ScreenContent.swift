/// Everything the host prints for one screen: a title, body lines and numbered choices.
public struct ScreenContent {
    /// The screen's name, used in the header path (for example `Pick an issue`).
    public var title: String
    /// Lines of text shown above the choices.
    public var lines: [String]
    /// The options the user can pick, printed as `N) Label` in this order.
    public var choices: [Choice]

    /// Creates the content of a screen.
    public init(title: String, lines: [String] = [], choices: [Choice] = []) {
        self.title = title
        self.lines = lines
        self.choices = choices
    }
}
