/// Whether and how the host colours its output: only when stdout is a terminal, `NO_COLOR` is
/// unset and `TERM` is not `dumb`.
package struct TerminalStyle: Equatable {
    /// Whether output is coloured.
    package let usesColor: Bool

    /// The style for a stdout that is (or is not) a terminal, in `environment`.
    static func decide(stdoutIsTerminal: Bool, environment: [String: String]) -> TerminalStyle {
        TerminalStyle(usesColor: stdoutIsTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb")
    }

    /// No colour at all.
    package static let plain = TerminalStyle(usesColor: false)

    /// `text` in bold, for the header.
    func header(_ text: String) -> String {
        usesColor ? "\u{1B}[1m\(text)\u{1B}[0m" : text
    }

    /// `text` dimmed, for the hint line and the narration of `--explain`.
    package func dim(_ text: String) -> String {
        usesColor ? "\u{1B}[2m\(text)\u{1B}[0m" : text
    }
}
