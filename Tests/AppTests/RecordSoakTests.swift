@testable import AppCore
@testable import DataFile
import Foundation
import TestSupport
import Testing

/// Many sessions add records of a module's own to one data file at once. `RECORD_SOAK_SESSIONS`
/// real `walkthrough` processes (10 unless set) each book `RECORD_SOAK_BOOKINGS` services (5
/// unless set) from assets' details, all at the same time and on the same few assets, so their
/// saves meet behind the file's lock again and again. At the end every session has exited 0, and
/// the file holds every service booked, each once, under a key of its own: no session's record
/// replaced another's.
@Suite(.serialized)
struct RecordSoakTests {
    static let assetCount = 4

    /// The date session `session` books for its booking `booking`.
    static func date(session: Int, booking: Int) -> String {
        let dates = Backend.serviceDates.map(\.id)
        return dates[(session * 3 + booking) % dates.count]
    }

    /// The asset session `session` books its booking `booking` for.
    static func asset(session: Int, booking: Int) -> Int { (session + booking) % assetCount }

    /// What session `session` types, from the list of assets: for each booking, open the asset,
    /// book a service on its date, and go back to the list; then quit.
    static func script(session: Int, bookings: Int) -> String {
        (0..<bookings).map { booking in
            let asset = SoakTests.assetName(asset(session: session, booking: booking))
            return "\(asset)\nBook service\n\(date(session: session, booking: booking))\nb\n"
        }.joined() + "q\n"
    }

    /// A service as the file keeps it: the asset's ID and the date.
    struct Booking: Hashable, CustomStringConvertible {
        let assetID: String
        let date: String
        var description: String { "\(assetID) on \(date)" }
    }

    @Test func tenSessionsBookingAtOnceKeepEveryServiceUnderAKeyOfItsOwn() throws {
        let sessionCount = SoakTests.setting("RECORD_SOAK_SESSIONS", default: 10)
        let bookingCount = SoakTests.setting("RECORD_SOAK_BOOKINGS", default: 5)
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path(SoakTests.dataFileName)
        try Data(SoakTests.initialText(assets: Self.assetCount).utf8).write(to: URL(fileURLWithPath: path))

        let sessions = try (0..<sessionCount).map { _ in
            let walkthrough = try WalkthroughProcess(
                arguments: ["--data", path, "--open", "assets"], mergingErrors: true)
            return (walkthrough: walkthrough, transcript: SoakTests.Output(walkthrough.output))
        }
        defer {
            for session in sessions where session.walkthrough.process.isRunning {
                kill(session.walkthrough.process.processIdentifier, SIGKILL)
            }
        }
        // A guard against a hang, not a measurement.
        let deadline = Date().addingTimeInterval(120)
        // Every session has read the file before any books, so each starts knowing no service.
        for (index, session) in sessions.enumerated() {
            #expect(session.transcript.wait(for: "? help)\n> ", until: deadline), "session \(index) did not start")
        }
        for (index, session) in sessions.enumerated() {
            #expect(session.walkthrough.send(Self.script(session: index, bookings: bookingCount)))
        }
        for (index, session) in sessions.enumerated() {
            let end = session.walkthrough.wait(atMost: max(1, deadline.timeIntervalSinceNow))
            let transcript = session.transcript.waitForEnd(until: Date().addingTimeInterval(10))
            #expect(
                end?.status == 0 && end?.reason == .exit,
                "session \(index) ended with \(String(describing: end)): \(transcript.suffix(600))")
            let messages = transcript.components(separatedBy: "\n").filter { $0.hasPrefix("walkthrough: ") }
            #expect(messages.isEmpty, "session \(index) said: \(messages)")
        }

        let contents = try #require(try DataFile(path: path).load(), "the file is gone")
        let records = contents.records.records(of: "Maintenance")
        let keys = records.map(\.key)
        #expect(Set(keys).count == keys.count, "a key stands twice: \(keys)")
        #expect(
            Set(keys) == Set((1...sessionCount * bookingCount).map { "SRV-\($0)" }),
            "the keys are the numbers from 1 with none skipped: \(keys.sorted())")
        var expected: [Booking: Int] = [:]
        for session in 0..<sessionCount {
            for booking in 0..<bookingCount {
                let asset = SoakTests.assetID(Self.asset(session: session, booking: booking))
                expected[Booking(assetID: asset, date: Self.date(session: session, booking: booking)), default: 0] += 1
            }
        }
        var kept: [Booking: Int] = [:]
        for record in records {
            let booking = Booking(assetID: record.value(of: "asset") ?? "", date: record.value(of: "date") ?? "")
            kept[booking, default: 0] += 1
        }
        #expect(kept == expected, "every service booked is kept once, and nothing else")
        // What the program does not know is kept through every save.
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("\"serial\": \(SoakTests.serial)"))
        #expect(text.contains("\"ratios\": [\(SoakTests.ratios.joined(separator: ", "))]"))
    }
}
