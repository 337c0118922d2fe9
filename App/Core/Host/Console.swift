#if canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// Where the host reads lines and writes text: the real terminal or pipe, or a script in tests.
struct Console: Sendable {
    /// The next input line without its newline, or `nil` at the end of input.
    var readLine: @MainActor () -> String?
    /// Writes to standard output.
    var write: @MainActor (String) -> Void
    /// Writes to standard error.
    var writeError: @MainActor (String) -> Void
    /// Writes the one line the program says before it exits with a status of its own (a usage
    /// error); if even that cannot be written, the status stands.
    var writeFinalError: @MainActor (String) -> Void
    /// Whether to repeat each input line after the prompt, so a piped session reads like a typed one.
    var echoesInput: Bool
    /// How to colour output.
    var style = TerminalStyle.plain

    /// The process's standard input, output and error. Input is echoed when it is not a terminal.
    /// When output or error cannot be written (EPIPE, ENOSPC, EBADF, ...), the program ends at once
    /// with ``ExitStatus/outputFailed``, quietly: there is nowhere left to say why.
    static func standard() -> Console {
        Console(
            readLine: { readLine(keepingAtMost: InputCommand.lineLimit + 1) },
            write: { text in
                if !writeAll(text, to: STDOUT_FILENO) { _exit(failureStatus(errno: errno).rawValue) }
            },
            writeError: { text in
                if !writeAll(text, to: STDERR_FILENO) { _exit(failureStatus(errno: errno).rawValue) }
            },
            writeFinalError: { text in _ = writeAll(text, to: STDERR_FILENO) },
            echoesInput: isatty(STDIN_FILENO) == 0,
            style: .decide(stdoutIsTerminal: isatty(STDOUT_FILENO) == 1, environment: ProcessInfo.processInfo.environment)
        )
    }

    /// How the program ends when output cannot be written: a terminal that hung up (`EIO`, which a
    /// write can meet before the `SIGHUP` arrives) is a hang-up; anything else, output that failed.
    static func failureStatus(errno code: Int32) -> ExitStatus {
        code == EIO ? .hungUp : .outputFailed
    }

    /// The next line of standard input without its line ending, keeping at most `limit` bytes of
    /// it (the rest is read and dropped, so a huge line costs no memory), or `nil` at the end.
    static func readLine(keepingAtMost limit: Int) -> String? {
        var bytes: [UInt8] = []
        var sawAny = false
        while true {
            let next = getchar()
            if next == EOF { break }
            sawAny = true
            if next == 10 { break }
            if bytes.count < limit { bytes.append(UInt8(truncatingIfNeeded: next)) }
        }
        guard sawAny else { return nil }
        if bytes.last == 13 { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes all of `text` to `descriptor`; `false` when the descriptor refuses it.
    private static func writeAll(_ text: String, to descriptor: Int32) -> Bool {
        Array(text.utf8).withUnsafeBytes { AppCore.writeAll($0, to: descriptor) }
    }
}
