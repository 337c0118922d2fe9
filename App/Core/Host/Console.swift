import Foundation

/// Where the host reads lines and writes text: the real terminal or pipe, or a script in tests.
struct Console: Sendable {
    /// The next input line without its newline, or `nil` at the end of input.
    var readLine: @MainActor () -> String?
    /// Writes to standard output.
    var write: @MainActor (String) -> Void
    /// Writes to standard error.
    var writeError: @MainActor (String) -> Void
    /// Whether to repeat each input line after the prompt, so a piped session reads like a typed one.
    var echoesInput: Bool
    /// How to colour output.
    var style = TerminalStyle.plain

    /// The process's standard input, output and error. Input is echoed when it is not a terminal.
    static func standard() -> Console {
        Console(
            readLine: { Swift.readLine(strippingNewline: true) },
            write: { text in
                FileHandle.standardOutput.write(Data(text.utf8))
            },
            writeError: { text in
                FileHandle.standardError.write(Data(text.utf8))
            },
            echoesInput: isatty(STDIN_FILENO) == 0,
            style: .decide(stdoutIsTerminal: isatty(STDOUT_FILENO) == 1, environment: ProcessInfo.processInfo.environment)
        )
    }
}
