import Foundation
import Testing

/// `--latency`: a piped session prints the same screens at any latency, plus a line for each load
/// that took a while; bad durations are usage errors.
struct LatencyTests {
    /// Runs the walkthrough with `arguments`, typing `lines`, and returns what it printed.
    func session(_ lines: [String], arguments: [String]) throws -> String {
        let walkthrough = try WalkthroughProcess(arguments: arguments, mergingErrors: true)
        #expect(walkthrough.send(lines.map { $0 + "\n" }.joined()))
        try walkthrough.input.fileHandleForWriting.close()
        let printed = walkthrough.waitForOutput(containing: "\u{0}never printed")
        let ended = walkthrough.wait(atMost: 60)
        #expect(ended?.status == 0)
        return printed
    }

    @Test func aPipedSessionAt200msPrintsTheSameScreensAsAt0PlusItsLoadingLines() throws {
        let typed = [
            "Assets", "Forklift", "Link issue", "Open Hydraulic", "Select issue", "b", "Issues", "Hydraulic", "q",
        ]
        let immediate = try session(typed, arguments: [])
        let slow = try session(typed, arguments: ["--latency", "200ms"])
        let loading = slow.split(separator: "\n", omittingEmptySubsequences: false).filter { $0.hasPrefix("Loading ") }
        #expect(loading.count >= 5, "each screen that loads says so: \(loading)")
        let withoutLoading = slow.split(separator: "\n", omittingEmptySubsequences: false).filter {
            !$0.hasPrefix("Loading ")
        }.joined(separator: "\n")
        #expect(withoutLoading == immediate)
        #expect(!immediate.contains("Loading "), "at latency 0 nothing waits long enough to say so")
    }

    @Test func theTraceRecordsEachCallThatWaitedAndTheNarrationSaysIt() throws {
        let traced = try session(["Assets", "q"], arguments: ["--latency", "50ms", "--trace"])
        #expect(
            traced.contains(
                #"{"event":"call","module":"Assets","call":"allAssets()","latency":"50ms","outcome":"answered"}"#),
            "\(traced)")
        let explained = try session(["Assets", "q"], arguments: ["--latency", "50ms", "--explain"])
        #expect(
            explained.contains("· AssetsRepository.allAssets() waited 50ms (--latency), as a call to a remote"),
            "\(explained)")
    }

    @Test(arguments: ["fast", "300", "-1s", "61s", "1.5s", "99999999ms", ""])
    func aBadDurationIsAUsageError(duration: String) throws {
        let printed = try WalkthroughProcessResult.run(arguments: ["--latency", duration])
        #expect(printed.status == 2)
        #expect(
            printed.output.hasPrefix("walkthrough: --latency takes a duration such as 300ms or 2s")
                || printed.output.hasPrefix("walkthrough: --latency needs a value"), "\(printed.output)")
    }
}

/// A walkthrough run to its end with no input.
struct WalkthroughProcessResult {
    let status: Int32
    let output: String

    static func run(arguments: [String]) throws -> WalkthroughProcessResult {
        let walkthrough = try WalkthroughProcess(arguments: arguments, mergingErrors: true)
        try walkthrough.input.fileHandleForWriting.close()
        let printed = walkthrough.waitForOutput(containing: "\u{0}never printed")
        return WalkthroughProcessResult(status: walkthrough.wait(atMost: 60)?.status ?? -1, output: printed)
    }
}
