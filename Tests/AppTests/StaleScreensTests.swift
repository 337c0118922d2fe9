@testable import AppCore
@testable import DataFile
import CoreInterfaces
import Foundation
import FeatureTesting
import TestSupport
import Testing

/// Screens show the data file as it is now: between two inputs of a real `walkthrough` process,
/// the file is changed (by hand, or by another session), and the next screen printed shows it.
@MainActor
struct StaleScreensTests {
    let directory: TemporaryDirectory
    let path: String

    init() throws {
        directory = try TemporaryDirectory()
        path = directory.path("shop.json")
        try DataFile(path: path).save(.sample)
    }

    /// Rewrites the file as a person's editor would (a new file renamed over it, keeping its mode).
    func editByHand(_ change: (inout [String: Any]) -> Void) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        change(&object)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]
        let edited = path + ".edited"
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: edited))
        if let mode { try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: edited) }
        #expect(rename(edited, path) == 0)
    }

    func removeAsset(_ id: String) throws {
        try editByHand { object in
            object["assets"] = (object["assets"] as? [[String: Any]] ?? []).filter { $0["id"] as? String != id }
            object["links"] = (object["links"] as? [[String: Any]] ?? []).filter { $0["assetID"] as? String != id }
        }
    }

    /// Watching a session (`--trace`, `--explain`) must not change what it shows: the factory used to
    /// wrap the screens it made for the trace, and the wrapper did not pass `refresh()` on.
    @Test(arguments: [[], ["--trace"], ["--explain"]] as [[String]])
    func aListYouGoBackToDropsAnItemThatIsGone(watching: [String]) async throws {
        defer { directory.remove() }
        let session = try LiveSession(["--data", path, "--open", "assets"] + watching)
        let list = try await session.screen()
        #expect(list.contains("2) Air Compressor AC-75"))
        try session.send("1")
        _ = try await session.screen()
        try removeAsset("AST-1002")
        try session.send("b")
        let back = try await session.screen()
        #expect(!back.contains("Air Compressor AC-75"), "the deleted asset is gone from the list")
        #expect(back.contains("1) Forklift FL-200") && back.contains("2) CNC Lathe TL-8"))
        #expect(session.finish() == 0)
    }

    @Test(arguments: [[], ["--trace"], ["--explain"]] as [[String]])
    func aDetailWhoseItemWasDeletedSaysSoAndOffersBack(watching: [String]) async throws {
        defer { directory.remove() }
        let session = try LiveSession(["--data", path, "--open", "assets/AST-1001"] + watching)
        _ = try await session.screen()
        try removeAsset("AST-1001")
        // Link issue: before anything is printed, the detail reads its asset again, and the
        // picker an asset that is gone cannot use does not open.
        try session.send("1")
        let detail = try await session.screen()
        #expect(detail.contains("This asset is no longer in the data"))
        #expect(detail.contains("Go back with b."))
        #expect(!detail.contains("Pick an issue"))
        try session.send("b")
        let list = try await session.screen()
        #expect(list.contains("1) Air Compressor AC-75"), "back on the list, which no longer has it")
        #expect(session.finish() == 0)
    }

    @Test func anIssuesDetailShowsALinkAnotherSessionMade() async throws {
        defer { directory.remove() }
        let session = try LiveSession(["--data", path, "--open", "issues/ISS-301"])
        _ = try await session.screen()
        // Another session links the compressor to the first issue.
        let other = try LiveSession(["--data", path, "--open", "assets/AST-1002/link-issue"])
        _ = try await other.screen()
        try other.send("1")
        #expect(try await other.screen().contains("Linked issue: ISS-301"))
        #expect(other.finish() == 0)
        // Link asset, then back: the detail printed again shows the other session's link.
        try session.send("1")
        _ = try await session.screen()
        try session.send("b")
        let detail = try await session.screen()
        #expect(detail.contains("Linked assets: Air Compressor AC-75"))
        #expect(session.finish() == 0)
    }

    @Test func aChangeKeptForThisSessionOnlyIsSaidSoAndStaysWhenTheFileChanges() async throws {
        defer { directory.remove() }
        #expect(chmod(path, 0o444) == 0)
        let session = try LiveSession(["--data", path, "--open", "assets/AST-1001/link-issue"])
        _ = try await session.screen()
        try session.send("1")
        let linked = try await session.screen()
        #expect(linked.contains("Linked issue: ISS-301"))
        #expect(
            session.errors.contains(
                "is read-only; the link of asset AST-1001 to issue ISS-301 is kept for this session only"))
        // A person edits the (read-only) file: the session's link is still shown, and said to be
        // kept for this session only.
        try editByHand { object in
            var issues = object["issues"] as? [[String: Any]] ?? []
            issues[0]["title"] = "Mast tilts slowly"
            object["issues"] = issues
        }
        try session.send("1")
        _ = try await session.screen()
        try session.send("b")
        let detail = try await session.screen()
        #expect(detail.contains("Linked issue: ISS-301 Mast tilts slowly"), "the person's edit and the session's link")
        #expect(
            session.errors.contains(
                "shop.json changed on disk; the link of asset AST-1001 to issue ISS-301 is still kept for this session only (it could not be saved)"
            ))
        #expect(session.finish() == 75, "a change kept for this session only is not in the file")
        #expect(
            session.errors.hasSuffix(
                "walkthrough: not saved: the link of asset AST-1001 to issue ISS-301 (kept for this session only).\n"),
            "\(session.errors)")
        let onDisk = try #require(try DataFile(path: path).load())
        #expect(onDisk.links.isEmpty, "nothing was written to the read-only file")
    }
}

/// A `walkthrough` process driven a line at a time: each input is sent only once the screen
/// before it is printed, so a test can change the data file between two inputs.
final class LiveSession: @unchecked Sendable {
    private let walkthrough: WalkthroughProcess
    private let lock = NSLock()
    private var output = ""
    private var errorText = ""
    /// Where the next screen starts in the output.
    private var consumed: String.Index?

    init(_ arguments: [String]) throws {
        walkthrough = try WalkthroughProcess(arguments: arguments, capturing: true)
        walkthrough.output?.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            self?.lock.withLock { self?.output += text }
        }
        walkthrough.errors?.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            self?.lock.withLock { self?.errorText += text }
        }
    }

    /// Everything written on stderr so far.
    var errors: String { lock.withLock { errorText } }

    func send(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try #require(
            walkthrough.send(line + "\n"), "the session no longer reads its input", sourceLocation: sourceLocation)
    }

    /// Waits for the next screen: the output printed since the last one, up to the prompt it ends
    /// with. It yields the main actor while it waits, so the other tests go on, and gives up at
    /// once when the process has ended (a broken plugin set ends it before its first screen), or
    /// after two minutes, a guard against a hang that a passing test never nears.
    func screen(sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(120)
        var endedAt: ContinuousClock.Instant?
        while clock.now < deadline {
            let found: String? = lock.withLock {
                let start = consumed ?? output.startIndex
                guard start < output.endIndex, output[start...].hasSuffix("> ") else { return nil }
                consumed = output.endIndex
                return String(output[start...])
            }
            if let found { return found }
            if !walkthrough.process.isRunning {
                // What it wrote before it ended reaches the handler within moments; no screen follows.
                let ended = endedAt ?? clock.now
                if clock.now - ended > .seconds(1) { break }
                endedAt = ended
            }
            try await Task.sleep(for: .milliseconds(5))
        }
        let seen = lock.withLock { output }
        try #require(
            Bool(false), "no new screen appeared; the output was:\n\(seen)\nstderr:\n\(errors)",
            sourceLocation: sourceLocation)
        return ""
    }

    /// Closes stdin and returns the exit status (killing the process after two minutes).
    func finish() -> Int32 {
        try? walkthrough.input.fileHandleForWriting.close()
        return walkthrough.wait(atMost: 120)?.status ?? SIGKILL
    }
}
