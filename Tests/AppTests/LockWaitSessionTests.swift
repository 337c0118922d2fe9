@testable import AppCore
@testable import DataFile
import Foundation
import TestSupport
import Testing

/// A save that waits for another session's lock leaves the terminal answerable: `b` goes back at
/// once, and the save goes on, landing when the lock is free.
@MainActor
struct LockWaitSessionTests {
    let directory: TemporaryDirectory
    /// The data file, with the sample data.
    let path: String
    /// Another session's transaction holding the folder's lock (a second open of the folder is
    /// another holder to `flock`, even in this process), until a test sets it to `nil`.
    let other: Locked<DirectoryLock?>

    init() throws {
        directory = try TemporaryDirectory()
        path = directory.path("shop.json")
        try DataFile(path: path).save(.sample)
        other = Locked<DirectoryLock?>(try DirectoryLock(directory.url.path))
    }

    @Test func backWorksWhileASaveWaitsForAnotherSessionsLock() async throws {
        defer { directory.remove() }
        // The lock goes, should the session never get that far (a store that blocks while it
        // waits), after five minutes.
        let letGo = Task.detached { [other] in
            try? await Task.sleep(for: .seconds(300))
            other.withValue { $0 = nil }
        }
        defer { letGo.cancel() }

        let session = ScriptedSession(["Assets", "Forklift", "Link issue", "Pressure", "b", "q"], atTerminal: true)
        var linksWhileLocked: [DataFileContents.Link]?
        var screenAfterBack = ""
        session.beforeReading = { [unowned session] line in
            switch line {
            case 4:
                // The save of the pick is waiting for the lock, and says so after a second.
                _ = await waitUntil { session.errors.contains("waiting for another session that holds the lock") }
            case 5:
                // `b` has been acted on: the screen it led to is printed, and the save still waits.
                screenAfterBack = session.lastScreen
                linksWhileLocked = try? DataFile(path: path).load()?.links
                other.withValue { $0 = nil }
            default:
                break
            }
        }
        await session.run(arguments: ["--data", path])

        #expect(session.status == .success)
        #expect(session.errors.contains("waiting for another session that holds the lock"), "\(session.errors)")
        #expect(
            screenAfterBack.contains("Home › Assets\n"), "back went to the list during the wait:\n\(screenAfterBack)")
        #expect(!screenAfterBack.contains("Forklift FL-200\nID:"), "and left the detail:\n\(screenAfterBack)")
        #expect(linksWhileLocked == [], "nothing saved while the lock was held")
        let saved = await waitUntil {
            (try? DataFile(path: path).load()?.links) == [.init(assetID: "AST-1001", issueID: "ISS-302")]
        }
        #expect(saved, "the save landed once the lock was free")
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
        await session.run(arguments: ["--data", path])

        #expect(session.status == .success, "\(session.errors)")
        #expect(
            reopened.contains("Linked issue: ISS-301 Hydraulic fluid leak"), "the detail opened again:\n\(reopened)")
        #expect(linksWhileLocked == [], "nothing saved while the lock was held")
        #expect(!session.errors.contains("still loading"), "a lock wait is no load:\n\(session.errors)")
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
            _ = await waitUntil { session.errors.contains("waiting for another session that holds the lock") }
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            let renamed = text.replacingOccurrences(of: "\"Forklift FL-200\"", with: "\"Forklift FL-300\"")
            try? Data(renamed.utf8).write(to: URL(fileURLWithPath: path))
            other.withValue { $0 = nil }
            redrawn = await waitUntil(within: .seconds(60)) {
                session.lastScreen.contains("Home › Assets › Forklift FL-300\n")
                    && session.lastScreen.contains("Linked issue: ISS-301 Hydraulic fluid leak")
            }
        }
        await session.run(arguments: ["--data", path])

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
        var waitingSaid = false
        session.beforeReading = { line in
            guard line == 4 else { return }
            // The prompt for `b` waits; the save says, meanwhile, that it waits for the lock.
            _ = await waitUntil { waitingSaid }
            other.withValue { $0 = nil }
        }
        await session.run(
            arguments: ["--data", path],
            events: { event in
                if event.event == .problem, event.text?.contains("waiting for another session") == true {
                    waitingSaid = true
                }
            })

        #expect(waitingSaid)
        #expect(!session.transcript.contains("> walkthrough:"), "\(session.transcript)")
        #expect(
            session.transcript.contains("> \nwalkthrough: \(path): waiting for another session"),
            "\(session.transcript)")
        #expect(session.transcript.contains("Ctrl-C cancels.\n> b\n"), "\(session.transcript)")
    }

    /// The end of input waits for the save, saying so and how to abandon it; a save that never gets
    /// the lock is said, in one line, when the bound passes, and the session exits 75.
    @Test func aSaveThatNeverGetsTheLockIsSaidAndTheSessionFails() async throws {
        defer { directory.remove() }
        let clock = GateClock()
        let session = ScriptedSession(["Assets", "Forklift", "Link issue", "Hydraulic", "q"])
        // The task holds the session: it may look once more after the test has ended.
        let opening = Task { [session] in
            _ = await waitUntil { session.errors.contains("Ctrl-C abandons it") }
            clock.open()
        }
        defer { opening.cancel() }
        await session.run(arguments: ["--data", path], clock: clock)

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

/// A clock whose waits of the session's bounds (30 seconds or more) pass only once the test opens
/// it, and whose shorter waits (a latency) pass at once; a real minute ends any wait, so a failing
/// test ends rather than hangs.
final class GateClock: Clock, Sendable {
    typealias Duration = Swift.Duration
    typealias Instant = ContinuousClock.Instant

    let now = ContinuousClock.now
    var minimumResolution: Duration { .zero }
    private let opened = Locked(false)

    func open() { opened.withValue { $0 = true } }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        guard deadline - now >= .seconds(30) else { return try Task.checkCancellation() }
        let guardTime = ContinuousClock.now + .seconds(60)
        while !opened.current, ContinuousClock.now < guardTime {
            try await Task.sleep(for: .milliseconds(5))
        }
    }
}
