#if canImport(Glibc)
import Dispatch
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// Where the host reads lines and writes text: the real terminal or pipe, or a script in tests.
package struct Console: Sendable {
    /// The next input line without its newline, or `nil` at the end of input; waiting for it leaves
    /// the main actor free, so screens redraw meanwhile.
    package var readLine: @MainActor () async -> String?
    /// Writes to standard output.
    package var write: @MainActor (String) -> Void
    /// Writes to standard error.
    package var writeError: @MainActor (String) -> Void
    /// Writes the one line the program says before it exits with a status of its own (a usage
    /// error); if even that cannot be written, the status stands.
    package var writeFinalError: @MainActor (String) -> Void
    /// Whether to repeat each input line after the prompt, so a piped session reads like a typed one.
    package var echoesInput: Bool
    /// Whether input comes from a person at a terminal (not a pipe or a script): screens are then
    /// printed as they change, and a line is not held back for a screen's work.
    package var isTerminal: Bool { !echoesInput }
    /// How to colour output.
    package var style = TerminalStyle.plain

    /// The process's standard input, output and error. Input is echoed when it is not a terminal.
    /// When output or error cannot be written (EPIPE, ENOSPC, EBADF, EIO, ...), `whenOutputFails` is
    /// told, with the status the program ends with (``failureStatus(errno:)``), each time a write
    /// fails: the session ends as `q` ends it, saving what it must first; what cannot be written is
    /// dropped. A read of the terminal in the background asks `stopForReadingInTheBackground` to
    /// stop the process as the kernel would, and reads again when it says so (the process was
    /// continued, `fg`); when it does not (an end is pending), the input ends.
    package static func standard(
        whenOutputFails: @escaping @MainActor (ExitStatus) -> Void,
        stopForReadingInTheBackground: @escaping @Sendable () -> Bool
    ) -> Console {
        // A stream per closure: each flushes after every write, so none holds what another wrote.
        // Lines are read on a queue of their own: a read that waits for the user blocks no actor.
        let input = DispatchQueue(label: "walkthrough.standard-input")
        let (output, error, finalError) = (
            fdopen(STDOUT_FILENO, "w"), fdopen(STDERR_FILENO, "w"), fdopen(STDERR_FILENO, "w")
        )
        return Console(
            readLine: {
                await withCheckedContinuation { line in
                    input.async {
                        let read = readLine(
                            keepingAtMost: InputCommand.lineLimit + 1,
                            stopForReadingInTheBackground: stopForReadingInTheBackground)
                        line.resume(returning: read)
                    }
                }
            },
            write: { text in
                if !writeAll(text, to: output) { whenOutputFails(failureStatus(errno: errno)) }
            },
            writeError: { text in
                if !writeAll(text, to: error) { whenOutputFails(failureStatus(errno: errno)) }
            },
            writeFinalError: { text in _ = writeAll(text, to: finalError) },
            echoesInput: isatty(STDIN_FILENO) == 0,
            style: .decide(
                stdoutIsTerminal: isatty(STDOUT_FILENO) == 1, environment: ProcessInfo.processInfo.environment)
        )
    }

    /// How the program ends when output cannot be written: a terminal that hung up (`EIO`, which a
    /// write can meet before the `SIGHUP` arrives) is a hang-up; anything else, output that failed.
    package static func failureStatus(errno code: Int32) -> ExitStatus {
        code == EIO ? .hungUp : .outputFailed
    }

    /// The next line of standard input without its line ending, keeping at most `limit` bytes of
    /// it (the rest is read and dropped, so a huge line costs no memory), or `nil` at the end.
    /// A read of the terminal in the background calls `stopForReadingInTheBackground`, and reads
    /// again when it returns `true`.
    static func readLine(keepingAtMost limit: Int, stopForReadingInTheBackground: () -> Bool) -> String? {
        // No standard input at all (`<&-`) is an input that has ended.
        guard let stream = standardInput else { return nil }
        var bytes: [UInt8] = []
        var sawAny = false
        while true {
            let next = getc(stream)
            if next == EOF {
                guard ferror(stream) != 0, errno == EIO, isInTheBackground(), stopForReadingInTheBackground()
                else { break }
                clearerr(stream)
                continue
            }
            sawAny = true
            if next == 10 { break }
            if bytes.count < limit { bytes.append(UInt8(truncatingIfNeeded: next)) }
        }
        guard sawAny else { return nil }
        if bytes.last == 13 { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether standard input is a terminal whose foreground is another process group: a read of
    /// it fails with `EIO` on the thread that reads, which blocks the signals (the kernel would
    /// have stopped the process with SIGTTIN had it not).
    private static func isInTheBackground() -> Bool {
        let foreground = tcgetpgrp(STDIN_FILENO)
        return foreground != -1 && foreground != getpgrp()
    }

    /// Writes all of `text` to `stream` and flushes it, so nothing waits in a buffer (a signal
    /// handler may write next); `false`, with `errno` saying why, when the stream refuses it or
    /// could not be opened. stdio retries short writes; the handlers the program installs restart
    /// interrupted ones.
    private static func writeAll(_ text: String, to stream: UnsafeMutablePointer<FILE>?) -> Bool {
        guard let stream else { return false }
        var text = text
        let written = text.withUTF8 { $0.isEmpty || fwrite($0.baseAddress, 1, $0.count, stream) == $0.count }
        return written && fflush(stream) == 0
    }
}

/// The process's standard input as a stream of its own (`stdin` is shared mutable state to Swift):
/// one for the whole process, read by one queue at a time (``Console/standard(whenOutputFails:stopForReadingInTheBackground:)``).
nonisolated(unsafe) private let standardInput = fdopen(STDIN_FILENO, "r")
