import CoreInterfaces
@testable import DataFile
import Foundation
import FeatureTesting
import TestSupport
import Testing

/// A session stopped in the middle of a save (Ctrl-Z) keeps its folder's lock; another session's
/// change then waits, and once its patience is over says so once, naming the holder, and goes on
/// waiting. The patience passes on a clock the test holds.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct LockWaitTests {
    @Test func aChangeThatWaitsForTheLockSaysSoOnceAndThenSaves() async throws {
        let clock = TestClock()
        let over = try StoreOverFile(clock: clock)
        defer { over.directory.remove() }
        // Another holder of the folder's lock, as a stopped session would be: a second open of the
        // folder is another holder to `flock`, even in this process.
        let other = Locked<DirectoryLock?>(try DirectoryLock(over.directory.url.path))
        let (asset, issue) = (DataFileContents.sample.assets[0], DataFileContents.sample.issues[0])
        async let changed: Void = over.store.change(.link(assetID: asset.id, issueID: issue.id))
        #expect(await clock.untilSleeping(for: DirectoryLock.patience), "the change never waited for the lock")
        #expect(over.problems.isEmpty, "nothing said before the patience is over: \(over.problems)")
        clock.advance(by: DirectoryLock.patience)
        #expect(await TurnBound().until { over.problems.contains { $0.contains("waiting for another session") } })
        #expect(try DataFile(path: over.path).load()?.links == [], "nothing saved while the lock is held")
        other.withValue { $0 = nil }
        await changed

        let waited = over.problems.filter { $0.contains("waiting for another session that holds the lock") }
        #expect(waited.count == 1, "said once: \(over.problems)")
        #expect(waited.first?.contains("(process \(getpid()))") == true, "the holder is named: \(over.problems)")
        #expect(waited.first?.hasSuffix("perhaps one stopped with Ctrl-Z; Ctrl-C cancels") == true)
        #expect(
            try DataFile(path: over.path).load()?.links == [.init(assetID: asset.id, issueID: issue.id)],
            "then it saved")
    }
}
