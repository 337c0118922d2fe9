@testable import AppCore
@testable import DataFile
import CoreInterfaces
import Foundation
import IssuesInterface
import Testing
import FeatureTesting
import TestSupport

/// One session's changes to one link land in the order the user made them, whatever order the
/// backend answers in or the lock is handed over in: the file ends with what the last screen
/// showed. Every wait is on a clock the test holds.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct ChangesInOrderTests {
    let directory: TemporaryDirectory
    let path: String
    let clock = TestClock()
    let data: InMemoryDataStore
    /// Every line the session said.
    let said = Locked<[String]>([])

    init() throws {
        directory = try TemporaryDirectory()
        path = directory.path("shop.json")
        try DataFile(path: path).save(.sample)
        var file = DataFile(path: path)
        file.clock = clock
        data = InMemoryDataStore(file: file, reading: try file.read(reusing: nil)) { [said] line in
            said.withValue { $0.append(line) }
        }
    }

    /// A session's repositories over the file, whose calls each wait `latency` on the test's clock.
    func backend(latency: Duration = .zero) -> Backend {
        Backend(data: data, latency: latency, clock: clock, changes: ChangesInFlight())
    }

    var links: [DataFileContents.Link]? { try? DataFile(path: path).load()?.links }

    static func issue(_ id: String) throws -> IssueUIModel {
        IssueUIModel(try #require(DataFileContents.sample.issues.first { $0.id == id }))
    }

    /// Pick ISS-301, then ISS-302 while the first is still being answered; the backend answers the
    /// second first. The store, the screens and the file all end on ISS-302.
    @Test func aChangeAnsweredAfterALaterOneIsFoldedIntoIt() async throws {
        defer { directory.remove() }
        let latency = Duration.milliseconds(300)
        let backend = backend(latency: latency)
        let (hydraulic, pressure) = (try Self.issue("ISS-301"), try Self.issue("ISS-302"))
        let first = Task { try await backend.link(hydraulic, toAsset: "AST-1001") }
        try #require(await clock.untilSleeping(for: latency), "the first call never waited")
        let second = Task { try await backend.link(pressure, toAsset: "AST-1001") }
        try #require(await clock.untilSleeping(for: latency, count: 2), "the second call never waited")
        let calls = clock.sleeping
        try #require(calls.count == 2, "\(calls.count) waits")
        clock.end(calls[1])
        try await second.value
        #expect(await data.issueLinked(toAsset: "AST-1001")?.id == "ISS-302")
        clock.end(calls[0])
        try await first.value
        #expect(await data.issueLinked(toAsset: "AST-1001")?.id == "ISS-302", "the later pick stays shown")
        await backend.changes.finished()
        #expect(links == [.init(assetID: "AST-1001", issueID: "ISS-302")])
        #expect(await data.issueLinked(toAsset: "AST-1001")?.id == "ISS-302")
        #expect(said.current.isEmpty, "\(said.current)")
    }

    /// Another session holds the folder's lock while this one links, relinks, unlinks and links
    /// again; when the lock is free the file ends with the last link, and the wait is said once.
    @Test func changesQueuedBehindAnotherSessionsLockLandInOrder() async throws {
        defer { directory.remove() }
        let other = Locked<DirectoryLock?>(try DirectoryLock(directory.url.path))
        let backend = backend()
        for id in ["ISS-301", "ISS-302", "ISS-303"] {
            try await backend.link(try Self.issue(id), toAsset: "AST-1001")
        }
        try await backend.unlinkIssue(fromAsset: "AST-1001")
        try await backend.link(try Self.issue("ISS-304"), toAsset: "AST-1001")
        #expect(await data.issueLinked(toAsset: "AST-1001")?.id == "ISS-304", "every screen shows the last")
        try #require(await clock.untilSleeping(for: DirectoryLock.patience), "the save never waited for the lock")
        clock.advance(by: DirectoryLock.patience)
        #expect(await TurnBound().until { !said.current.isEmpty })
        #expect(links == [], "nothing saved while the lock is held")
        other.withValue { $0 = nil }
        await backend.changes.finished()
        #expect(links == [.init(assetID: "AST-1001", issueID: "ISS-304")])
        let waits = said.current.filter { $0.contains("waiting for another session that holds the lock") }
        #expect(waits.count == 1, "the wait is said once, not once per change: \(said.current)")
    }
}
