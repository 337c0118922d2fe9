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
            ["q"], arguments: ["--latency", latency, "--open", "assets/AST-1001"], clock: LatencyClock())
        #expect(session.status == .success, "\(session.errors)")
        #expect(session.lastScreen.contains("Forklift FL-200\n"), "\(session.output)")
        #expect(!session.errors.contains("still loading"), "\(session.errors)")
    }
}

/// A clock on which every wait of at most a minute (any latency `--latency` accepts) passes at once
/// and every longer one (a bound at such a latency) never does, but for a real minute that ends a
/// failing test: the session's output depends on what it waits for, never on the machine's speed.
struct LatencyClock: Clock {
    typealias Duration = Swift.Duration
    typealias Instant = ContinuousClock.Instant

    let now = ContinuousClock.now
    var minimumResolution: Duration { .zero }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        guard deadline - now > .seconds(60) else { return try Task.checkCancellation() }
        try await Task.sleep(for: .seconds(60))
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
            clock: LatencyClock())
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
