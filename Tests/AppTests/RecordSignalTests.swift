@testable import AppCore
@testable import DataFile
@testable import TerminalUI
import Foundation
import FeatureTesting
import Testing
import TestSupport

/// A module's record has the guarantees a link has when the session ends: a signal that lets the
/// session finish (SIGTERM, SIGHUP) while a booked service is still being saved says which change
/// it waits for, waits for it, and ends with the signal's status, the service in the file.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct RecordSignalTests {
    let directory: TemporaryDirectory
    let path: String
    let clock = TestClock()
    static let saving = "walkthrough: saving the new Maintenance record SRV-… first; Ctrl-C abandons it.\n"

    init() throws {
        directory = try TemporaryDirectory()
        path = directory.path("shop.json")
        try DataFile(path: path).save(.sample)
    }

    /// The services the file holds, as asset and date.
    var services: [[String?]] {
        let records = (try? DataFile(path: path).load())?.records.records(of: "Maintenance") ?? []
        return records.map { [$0.key, $0.value(of: "asset"), $0.value(of: "date")] }
    }

    @Test(arguments: [TerminalUI.ExitStatus.terminated, .hungUp])
    func aSignalWhileABookingIsSavedSaysSoAndWaitsForIt(status: TerminalUI.ExitStatus) async throws {
        defer { directory.remove() }
        let latency = Duration.seconds(10)
        let session = ScriptedSession(["Assets", "Forklift", "Book service", "2027-01-04"])
        // Every call is answered until the date is read; the booking's own call is left waiting.
        let answering = Locked(true)
        session.beforeReading = { read in if read == 3 { answering.withValue { $0 = false } } }
        let run = Task { await session.run(arguments: ["--data", path, "--latency", "10s"], clock: clock) }
        while answering.current {
            try #require(await clock.untilSleeping(for: latency), "no call waited: \(session.errors)")
            if answering.current { clock.advance(by: latency) }
        }
        try #require(await clock.untilSleeping(for: latency), "the booking never called the backend")
        session.ending.request(status)
        let said = await TurnBound().until { session.errors.contains(Self.saving) }
        #expect(said, "the session did not say which change it waits for: \(session.errors)")
        #expect(services.isEmpty, "the booking is still being answered")
        clock.advance(by: latency)
        let ended = await TurnBound().race { await run.value }
        #expect(ended, "the session waited for more than the booking: \(session.errors)")
        #expect(session.status == status)
        #expect(services == [["SRV-1", "AST-1001", "2027-01-04"]], "the booking landed before the session ended")
        #expect(!session.errors.contains("not saved"), "\(session.errors)")
    }
}
