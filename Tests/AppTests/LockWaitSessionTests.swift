@testable import AppCore
@testable import DataFile
import Foundation
import FeatureTesting
import TestSupport
import Testing

/// A save that waits for another session's lock leaves the terminal answerable: `b` goes back at
/// once, and the save goes on, landing when the lock is free.
///
/// Every wait of these sessions (the lock's patience before the wait is said, the bound at the
/// end) is on a ``TestClock`` the test holds, so what they print never depends on the machine's
/// speed; the time limit ends a test that would otherwise wait for a step that never comes.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct LockWaitSessionTests {
    let directory: TemporaryDirectory
    /// The data file, with the sample data.
    let path: String
    /// Another session's transaction holding the folder's lock (a second open of the folder is
    /// another holder to `flock`, even in this process), until a test sets it to `nil`.
    let other: Locked<DirectoryLock?>
    let clock = TestClock()
    static let waiting = "waiting for another session that holds the lock"

    init() throws {
        directory = try TemporaryDirectory()
        path = directory.path("shop.json")
        try DataFile(path: path).save(.sample)
        other = Locked<DirectoryLock?>(try DirectoryLock(directory.url.path))
    }

    /// Lets the save's wait for the lock last its patience, and returns once the session has said so.
    private func outwaitPatience(of session: ScriptedSession) async -> Bool {
        guard await clock.untilSleeping(for: DirectoryLock.patience) else { return false }
        clock.advance(by: DirectoryLock.patience)
        return await TurnBound().until { session.errors.contains(Self.waiting) }
    }

    @Test func backWorksWhileASaveWaitsForAnotherSessionsLock() async throws {
        defer { directory.remove() }
        let session = ScriptedSession(["Assets", "Forklift", "Link issue", "Pressure", "b", "q"], atTerminal: true)
        var linksWhileLocked: [DataFileContents.Link]?
        var screenAfterBack = ""
        var said = false
        session.beforeReading = { [unowned session] line in
            switch line {
            case 4:
                // The save of the pick is waiting for the lock, and says so once its patience is over.
                said = await outwaitPatience(of: session)
            case 5:
                // `b` has been acted on: the screen it led to is printed, and the save still waits.
                screenAfterBack = session.lastScreen
                linksWhileLocked = try? DataFile(path: path).load()?.links
                other.withValue { $0 = nil }
            default:
                break
            }
        }
        try #require(
            await session.run(arguments: ["--data", path], clock: clock, within: TurnBound()),
            "\(session.whereItStopped)")

        #expect(session.status == .success)
        #expect(said, "\(session.errors)")
        #expect(
            screenAfterBack.contains("Home › Assets\n"), "back went to the list during the wait:\n\(screenAfterBack)")
        #expect(!screenAfterBack.contains("Forklift FL-200\nID:"), "and left the detail:\n\(screenAfterBack)")
        #expect(linksWhileLocked == [], "nothing saved while the lock was held")
        #expect(
            try DataFile(path: path).load()?.links == [.init(assetID: "AST-1001", issueID: "ISS-302")],
            "the save landed once the lock was free, and the session waited for it")
    }

    /// Piped, as a script or CI types it: a save that waits for another session's lock holds no
    /// screen (no "still loading", no 30 s bound), every screen shows the change meanwhile, and the
    /// end of input waits for it to land.
    @Test func aPipedSaveWaitingForALockHoldsNoScreenAndShowsTheChange() async throws {
        defer { directory.remove() }
        let session = ScriptedSession(["Assets", "Forklift", "Link issue", "Hydraulic", "b", "Forklift", "q"])
        var reopened = ""
        var linksWhileLocked: [DataFileContents.Link]?
        session.beforeReading = { [unowned session] line in
            guard line == 6 else { return }
            reopened = session.lastScreen
            linksWhileLocked = try? DataFile(path: path).load()?.links
            other.withValue { $0 = nil }
        }
        try #require(
            await session.run(arguments: ["--data", path], clock: clock, within: TurnBound()),
            "\(session.whereItStopped)")

        #expect(session.status == .success, "\(session.errors)")
        #expect(
            reopened.contains("Linked issue: ISS-301 Hydraulic fluid leak"), "the detail opened again:\n\(reopened)")
        #expect(linksWhileLocked == [], "nothing saved while the lock was held")
        #expect(!session.errors.contains("still loading"), "a lock wait is no load:\n\(session.errors)")
        #expect(!session.errors.contains(Self.waiting), "its patience never passed:\n\(session.errors)")
        #expect(try DataFile(path: path).load()?.links == [.init(assetID: "AST-1001", issueID: "ISS-301")])
    }

    /// At a terminal, a save that lands once the lock is free, taking in an editor's rename made
    /// while it waited, redraws the screen shown with the new name, no key pressed.
    @Test func aSaveThatTookInAnEditorsRenameRedrawsTheTerminal() async throws {
        defer { directory.remove() }
        let session = ScriptedSession(["Assets", "Forklift", "Link issue", "Hydraulic", "q"], atTerminal: true)
        var redrawn = false
        session.beforeReading = { [unowned session] line in
            guard line == 4 else { return }
            // The pick is shown and its save waits for the lock; an editor renames the forklift.
            _ = await outwaitPatience(of: session)
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            let renamed = text.replacingOccurrences(of: "\"Forklift FL-200\"", with: "\"Forklift FL-300\"")
            try? Data(renamed.utf8).write(to: URL(fileURLWithPath: path))
            other.withValue { $0 = nil }
            redrawn = await TurnBound().until {
                session.lastScreen.contains("Home › Assets › Forklift FL-300\n")
                    && session.lastScreen.contains("Linked issue: ISS-301 Hydraulic fluid leak")
            }
        }
        try #require(
            await session.run(arguments: ["--data", path], clock: clock, within: TurnBound()),
            "\(session.whereItStopped)")

        #expect(session.status == .success, "\(session.errors)")
        #expect(redrawn, "the screen was not redrawn with the name the save took in:\n\(session.lastScreen)")
        let saved = try DataFile(path: path).load()
        #expect(saved?.assets.first?.name == "Forklift FL-300")
        #expect(saved?.links == [.init(assetID: "AST-1001", issueID: "ISS-301")])
    }

    /// Piped, a line said while the prompt waits for its input (here the save's, from its own task,
    /// that it waits for the lock) is written at once on a line of its own, and the prompt again
    /// after it: a prompt and its input stay one line, as a script reading the output expects.
    @Test func aLineSaidWhileAPipedPromptWaitsHasALineOfItsOwn() async throws {
        defer { directory.remove() }
        let session = ScriptedSession(["Assets", "Forklift", "Link issue", "Hydraulic", "b", "q"])
        var said = false
        session.beforeReading = { [unowned session] line in
            guard line == 4 else { return }
            // The prompt for `b` waits; the save says, meanwhile, that it waits for the lock.
            said = await outwaitPatience(of: session)
            other.withValue { $0 = nil }
        }
        try #require(
            await session.run(arguments: ["--data", path], clock: clock, within: TurnBound()),
            "\(session.whereItStopped)")

        #expect(said, "\(session.errors)")
        #expect(!session.transcript.contains("> walkthrough:"), "\(session.transcript)")
        #expect(
            session.transcript.contains("> \nwalkthrough: \(path): \(Self.waiting)"), "\(session.transcript)")
        #expect(session.transcript.contains("Ctrl-C cancels.\n> b\n"), "\(session.transcript)")
    }

    /// The end of input waits for the save, saying so and how to abandon it; a save that never gets
    /// the lock is said, in one line, when the bound passes, and the session exits 75.
    @Test func aSaveThatNeverGetsTheLockIsSaidAndTheSessionFails() async throws {
        defer { directory.remove() }
        let session = ScriptedSession(["Assets", "Forklift", "Link issue", "Hydraulic", "q"])
        async let run: Void = session.run(arguments: ["--data", path], clock: clock)
        // The lock's patience and the end's quiet wait, which start at the same instant, pass; then
        // the rest of the bound.
        let started = await clock.untilSleeping(for: .seconds(1), count: 2)
        clock.advance(by: .seconds(1))
        let bounded = await clock.untilSleeping(for: .seconds(29))
        clock.advance(by: .seconds(29))
        await run
        #expect(started, "the lock's patience and the end's quiet wait never began together")
        #expect(bounded, "the end never waited the rest of its bound")

        #expect(session.status == .notSaved)
        #expect(
            session.errors.contains(
                "walkthrough: saving the link of asset AST-1001 to issue ISS-301 first; Ctrl-C abandons it.\n"),
            "\(session.errors)")
        #expect(
            session.errors.contains(
                "walkthrough: not saved, after waiting 30.0 seconds: the link of asset AST-1001 to issue ISS-301.\n"),
            "\(session.errors)")
        #expect(!session.errors.contains("still loading"), "\(session.errors)")
    }
}
