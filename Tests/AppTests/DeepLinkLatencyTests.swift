@testable import AppCore
@testable import DataFile
import FeatureTesting
import TestSupport
import CoreInterfaces
import Foundation
import Testing

/// `--open` works at every latency `--latency` accepts: each screen of the route waits for its
/// load as long as the latency needs (the bound is 30 seconds plus twice the latency), where a
/// fixed 30-second bound gave up on a 31-second load and the route found no asset.
@MainActor
struct DeepLinkLatencyTests {
    @Test(arguments: ["31s", "60s"])
    func aDeepLinkOpensAtEveryLatencyTheOptionAccepts(latency: String) async {
        let session = await ScriptedSession.run(
            ["q"], arguments: ["--latency", latency, "--open", "assets/AST-1001"], clock: ShortWaitsPass())
        #expect(session.status == .success, "\(session.errors)")
        #expect(session.lastScreen.contains("Forklift FL-200\n"), "\(session.output)")
        #expect(!session.errors.contains("still loading"), "\(session.errors)")
    }
}

/// A session that creates its data file takes what it wrote as read: its screens load once, as over
/// a file that was there, where they used to load twice (9 calls for 5, a second latency each).
@MainActor
struct CreatedFileTests {
    /// The repository calls a session makes over the data file at `path`, typing `lines`.
    func calls(over path: String, typing lines: [String]) async -> [String] {
        var calls: [String] = []
        let session = await ScriptedSession.run(
            lines, arguments: ["--data", path, "--latency", "1s"],
            events: { event in if event.event == .call, let call = event.call { calls.append(call) } },
            clock: ShortWaitsPass())
        #expect(session.status == .success, "\(session.errors)")
        return calls
    }

    @Test func aSessionThatCreatesTheDataFileReadsEachScreenOnce() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let lines = ["Assets", "Forklift", "b", "q"]
        let created = await calls(over: directory.path("new.json"), typing: lines)
        let existing = directory.path("existing.json")
        try DataFile(path: existing).save(.sample)
        let over = await calls(over: existing, typing: lines)
        #expect(!over.isEmpty)
        #expect(created == over)
    }
}

/// At a terminal, `--open` shows each screen of the route as it loads, and takes `b` and `q` at
/// once, at any latency: the latency here never passes (a clock the test holds).
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct DeepLinkAtATerminalTests {
    @Test func quitActsAtOnceWhileTheFirstScreenOfTheRouteLoads() async {
        let session = ScriptedSession(["q"], atTerminal: true)
        var firstScreen = ""
        session.beforeReading = { [unowned session] _ in firstScreen = session.lastScreen }
        await session.run(arguments: ["--latency", "10s", "--open", "assets/AST-1001/link-issue"], clock: TestClock())
        #expect(session.status == .success, "\(session.errors)")
        #expect(firstScreen.hasPrefix("Home › Assets\n"), "the list is shown while it loads:\n\(session.output)")
        #expect(firstScreen.contains("Loading"), "\(firstScreen)")
    }

    /// Each step opens once the screen before has loaded; `b` on the loading detail goes back to
    /// the list and ends the route there.
    @Test func eachStepOpensAsTheScreenBeforeLoadsAndBackEndsTheRoute() async {
        let clock = TestClock()
        let session = ScriptedSession(["b", "q"], atTerminal: true)
        var beforeBack = ""
        session.beforeReading = { [unowned session] line in
            guard line == 0 else { return }
            // The list's load answers: the route opens the forklift's detail, which loads in turn.
            guard await clock.untilSleeping(for: .seconds(10)) else { return }
            clock.advance(by: .seconds(10))
            _ = await TurnBound().until { session.lastScreen.hasPrefix("Home › Assets › Forklift FL-200") }
            beforeBack = session.lastScreen
        }
        await session.run(arguments: ["--latency", "10s", "--open", "assets/AST-1001/link-issue"], clock: clock)
        #expect(session.status == .success, "\(session.errors)")
        #expect(beforeBack.hasPrefix("Home › Assets › Forklift FL-200"), "\(session.output)")
        #expect(session.lastScreen.hasPrefix("Home › Assets\n"), "back on the list:\n\(session.output)")
        #expect(!session.output.contains("Pick an issue"), "the route ended where the user took over")
    }
}
