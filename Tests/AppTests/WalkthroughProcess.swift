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

    /// Starts `walkthrough` with `arguments`, its output discarded.
    init(arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        // A walkthrough that ends early (a bad command line, a broken plugin set) closes its stdin;
        // writing to it must then fail the test, not kill the whole test process with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let executable = try #require(Self.executable, "no walkthrough executable next to the tests", sourceLocation: sourceLocation)
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
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
