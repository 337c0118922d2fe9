import Foundation
import Testing

/// The built `walkthrough` executable, run as a separate process for what only a real process
/// shows: signals, kills and raw bytes on stdin. `swift test` builds it next to the test bundle.
struct WalkthroughProcess {
    let process = Process()
    let input = Pipe()

    static var executable: URL? {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL.deletingLastPathComponent(),
            Bundle.main.bundleURL,
        ].map { $0.appendingPathComponent("walkthrough") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Where standard output and error go: discarded, or kept in pipes to read (one pipe for both
    /// when merged, so each message stands where it was written among the screens).
    let output: Pipe?
    let errors: Pipe?

    /// Starts `walkthrough` with `arguments`, its output discarded unless `capturing`; with
    /// `mergingErrors`, standard error is captured in the output pipe.
    init(
        arguments: [String],
        capturing: Bool = false,
        mergingErrors: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        // A walkthrough that ends early (a bad command line, a broken plugin set) closes its stdin;
        // writing to it must then fail the test, not kill the whole test process with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let executable = try #require(
            Self.executable, "no walkthrough executable next to the tests", sourceLocation: sourceLocation)
        process.executableURL = executable
        process.arguments = arguments
        // Built with ThreadSanitizer (`swift test --sanitize=thread`), `_exit` sleeps a second
        // before it ends the process (its `atexit_sleep_ms`), so the session's other threads run on
        // after a signal handler has cleaned up: a real build exits at once, and so does this one.
        var environment = ProcessInfo.processInfo.environment
        environment["TSAN_OPTIONS"] = [environment["TSAN_OPTIONS"], "atexit_sleep_ms=0"].compactMap { $0 }
            .joined(separator: " ")
        process.environment = environment
        process.standardInput = input
        output = capturing || mergingErrors ? Pipe() : nil
        errors = capturing && !mergingErrors ? Pipe() : nil
        process.standardOutput = output ?? FileHandle.nullDevice
        if mergingErrors, let output {
            process.standardError = output
        } else {
            process.standardError = errors ?? FileHandle.nullDevice
        }
        try process.run()
    }

    /// Reads standard output until `text` has appeared (or the output ends).
    func waitForOutput(containing text: String) -> String {
        guard let handle = output?.fileHandleForReading else { return "" }
        var seen = ""
        while !seen.contains(text) {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            seen += String(decoding: chunk, as: UTF8.self)
        }
        return seen
    }

    /// Reads standard error until `text` has appeared, or to its end when `text` is `nil`.
    func waitForErrors(containing text: String?) -> String {
        guard let handle = errors?.fileHandleForReading else { return "" }
        var seen = ""
        while text.map({ !seen.contains($0) }) ?? true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            seen += String(decoding: chunk, as: UTF8.self)
        }
        return seen
    }

    /// Waits for the process to end, at most `seconds` (a guard against a hang, not a measurement):
    /// `nil`, after killing it, if it did not end by then.
    func wait(atMost seconds: Double) -> (status: Int32, reason: Process.TerminationReason)? {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        guard !process.isRunning else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        return (process.terminationStatus, process.terminationReason)
    }

    /// Writes `text` to the process's stdin now, leaving it open for more; `false` when the
    /// process no longer reads it.
    @discardableResult
    func send(_ text: String) -> Bool {
        (try? input.fileHandleForWriting.write(contentsOf: Data(text.utf8))) != nil
    }

    /// Writes `data` to the process's stdin from another thread, then closes it.
    func feed(_ data: Data) {
        let handle = input.fileHandleForWriting
        Thread.detachNewThread {
            try? handle.write(contentsOf: data)
            try? handle.close()
        }
    }

    /// Waits for the process to end and returns how it ended.
    func wait() -> (status: Int32, reason: Process.TerminationReason) {
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason)
    }
}
