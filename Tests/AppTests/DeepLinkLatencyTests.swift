@testable import AppCore
@testable import DataFile
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
