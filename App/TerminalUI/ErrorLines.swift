/// Where a session's lines on stderr go: the console until the host runs, then the host, which
/// writes one said while a piped prompt waits after the prompt's input
/// (``TerminalHost/writeError(_:)``).
@MainActor
package final class ErrorLines {
    private let console: Console
    /// The host, once the session shows screens.
    package var host: TerminalHost?

    /// Lines written to `console` until there is a host.
    package init(console: Console) {
        self.console = console
    }

    /// Writes `text` where a line said now belongs.
    package func write(_ text: String) {
        if let host { host.writeError(text) } else { console.writeError(text) }
    }
}
