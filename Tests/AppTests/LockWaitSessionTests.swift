@testable import AppCore
@testable import DataFile
import Foundation
import TestSupport
import Testing

/// A save that waits for another session's lock leaves the terminal answerable: `b` goes back at
/// once, and the save goes on, landing when the lock is free.
@MainActor
struct LockWaitSessionTests {
    @Test func backWorksWhileASaveWaitsForAnotherSessionsLock() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("shop.json")
        try DataFile(path: path).save(.sample)
        // Another session's transaction holds the folder's lock (a second open of the folder is
        // another holder to `flock`, even in this process) until the test lets it go, or, should
        // the session never get that far (a store that blocks while it waits), after five minutes.
        let other = Locked<DirectoryLock?>(try DirectoryLock(directory.url.path))
        let letGo = Task.detached {
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
}
