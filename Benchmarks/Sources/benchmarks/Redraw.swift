import BenchmarkSupport
import Foundation

/// From an effect's last action to the redrawn screen, through real pipes: `walkthrough` runs as a
/// process with `--latency` and `--trace`; each time it receives the list's `assetsLoaded` action
/// (a line of the trace on its stderr), the clock starts, and it stops when the list's screen and
/// prompt have arrived on its stdout. What is measured is the host's path from the last action to
/// the written screen: the store's change, the work settling, the render and the write, and the
/// pipes' delivery of both lines to this process.
enum Redraw {
    /// Nanoseconds from each load's last action to its screen, for `rounds` loads of the assets list.
    @MainActor
    static func measure(rounds: Int) -> Measurement? {
        guard let walkthrough = Command.executable("walkthrough-startup") else { return nil }
        let process = Process()
        process.executableURL = walkthrough
        process.arguments = ["--latency", "20ms", "--trace"]
        let (input, output, errors) = (Pipe(), Pipe(), Pipe())
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { return nil }
        defer {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
        var pipes = PipeReader(
            output: output.fileHandleForReading.fileDescriptor, errors: errors.fileHandleForReading.fileDescriptor)
        var samples: [Double] = []
        // A write to a walkthrough that has died fails (EPIPE, with SIGPIPE ignored), rather than
        // trapping as `write(_:)` would.
        signal(SIGPIPE, SIG_IGN)
        let type = { (line: String) in (try? input.fileHandleForWriting.write(contentsOf: Data(line.utf8))) != nil }
        for _ in 0..<rounds {
            guard type("Assets\n"), let loaded = pipes.wait(on: .errors, for: "\"action\":\"assetsLoaded"),
                let shown = pipes.wait(on: .output, for: "6) Conveyor Belt CB-12\n(b back, q quit, ? help)\n> ")
            else { return nil }
            // Both stamps are the poll that read them: the screen is never read before the action.
            samples.append(Double(shown) - Double(loaded))
            // Home, whatever number its last choice, Quit, has.
            guard type("b\n"), pipes.wait(on: .output, for: ") Quit\n(b back, q quit, ? help)\n> ") != nil else {
                return nil
            }
        }
        _ = type("q\n")
        let sorted = samples.sorted()
        return Measurement(
            name: "redraw.after-effect", median: sorted[sorted.count / 2], min: sorted[0], max: sorted[sorted.count - 1]
        )
    }
}

/// A child's stdout and stderr, read together as bytes arrive, each text stamped with the time it
/// was read.
private struct PipeReader {
    enum Stream { case output, errors }

    private let descriptors: [Stream: Int32]
    private var unread: [Stream: String] = [.output: "", .errors: ""]

    init(output: Int32, errors: Int32) {
        descriptors = [.output: output, .errors: errors]
    }

    /// Reads both pipes until `text` has arrived on `stream`, and returns the time (`DispatchTime`
    /// nanoseconds) of the poll whose read completed it, consuming what came up to its end; `nil`
    /// when the pipe closes first or ten seconds pass.
    mutating func wait(on stream: Stream, for text: String) -> UInt64? {
        let deadline = DispatchTime.now().uptimeNanoseconds + 10_000_000_000
        while DispatchTime.now().uptimeNanoseconds < deadline {
            if let buffer = unread[stream], let range = buffer.range(of: text) {
                let end = buffer.utf8.distance(from: buffer.startIndex, to: range.upperBound)
                let stamp = reads[stream, default: []].first { $0.end >= end }?.stamp
                unread[stream]?.removeSubrange(..<range.upperBound)
                reads[stream] = reads[stream, default: []].compactMap { read in
                    read.end > end ? (end: read.end - end, stamp: read.stamp) : nil
                }
                return stamp
            }
            guard readAvailable() else { return nil }
        }
        return nil
    }

    /// For each stream, where each read ended in its unread text (a count of UTF-8 bytes) and the
    /// time of the poll that read it: a text is stamped by the read that completed it, and both
    /// streams read in one poll share its time.
    private var reads: [Stream: [(end: Int, stamp: UInt64)]] = [:]

    /// Waits for either pipe to have bytes and reads them; `false` when both are closed.
    private mutating func readAvailable() -> Bool {
        var polled = [Stream.output, .errors].map {
            pollfd(fd: descriptors[$0] ?? -1, events: Int16(POLLIN), revents: 0)
        }
        guard poll(&polled, 2, 1_000) >= 0 else { return false }
        let stamp = DispatchTime.now().uptimeNanoseconds
        var open = false
        for (index, stream) in [Stream.output, .errors].enumerated() where polled[index].revents != 0 {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            let count = read(polled[index].fd, &buffer, buffer.count)
            guard count > 0 else { continue }
            open = true
            unread[stream, default: ""] += String(decoding: buffer[..<count], as: UTF8.self)
            reads[stream, default: []].append((end: unread[stream, default: ""].utf8.count, stamp: stamp))
        }
        return open || polled.allSatisfy { $0.revents == 0 }
    }
}
