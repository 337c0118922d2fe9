@testable import AppCore
import FeatureTesting
import Testing

/// A part sees its screen change: once a change the session made is accepted (an asset linked to
/// the issue shown), the parts shown read their data again, with no key pressed, so Maintenance's
/// part on an issue's detail shows the service of the asset just linked. Piped, before the next
/// screen is printed; at a terminal, redrawn when the data arrives.
@MainActor
struct PartSeesItsScreenChangeTests {
    /// A service booked on the forklift, then the forklift linked to an issue.
    static let input = [
        "Assets", "Forklift", "Book service", "2027-01-04", "b", "b", "Issues", "Hydraulic", "Link asset", "Forklift",
    ]
    static let service = "Next services of its assets: Forklift FL-200 on 2027-01-04"

    @Test func pipedTheIssuesPartShowsTheServiceOfTheAssetJustLinked() async throws {
        let session = try await ScriptedSession.walk(Self.input)
        #expect(session.lastScreen.contains("Linked assets: Forklift FL-200"), "\(session.lastScreen)")
        #expect(session.lastScreen.contains(Self.service), "\(session.lastScreen)")
    }

    @Test func atATerminalThePartRedrawsWithNoKeyPressed() async throws {
        let session = ScriptedSession(Self.input + ["q"], atTerminal: true)
        var shownBeforeQuitting: String?
        session.beforeReading = { [unowned session] line in
            guard line == Self.input.count else { return }
            _ = await TurnBound().until { session.lastScreen.contains(Self.service) }
            shownBeforeQuitting = session.lastScreen
        }
        await session.run(arguments: [])
        #expect(session.status == .success, "\(session.errors)")
        #expect(shownBeforeQuitting?.contains(Self.service) == true, "\(session.output)")
    }

    /// Without the change, the same part shows nothing booked: the test above sees the refresh,
    /// not data the part already had.
    @Test func theIssuesPartShowsNothingBookedBeforeTheLink() async throws {
        let session = try await ScriptedSession.walk(Array(Self.input.dropLast(2)))
        #expect(session.lastScreen.contains("Next services of its assets: none booked"), "\(session.lastScreen)")
    }
}
