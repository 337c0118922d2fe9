import CoreInterfaces
@testable import DataFile
import Foundation
import Testing

/// A session stopped in the middle of a save (Ctrl-Z) keeps its folder's lock; another session's
/// change then waits, and after a second says so once, naming the holder, and goes on waiting.
@MainActor
struct LockWaitTests {
    @Test func aChangeThatWaitsForTheLockSaysSoOnceAndThenSaves() async throws {
        let over = try StoreOverFile()
        defer { over.directory.remove() }
        let folder = over.directory.url.path

        // Another process holds the folder's lock for two seconds, as a stopped session would.
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = [folder, "sleep", "2"]
        try holder.run()
        defer { holder.terminate() }
        let inode = try #require(FileManager.default.attributesOfItem(atPath: folder)[.systemFileNumber] as? NSNumber)
        let locked = Date().addingTimeInterval(5)
        while !(try String(contentsOfFile: "/proc/locks", encoding: .utf8)).contains(":\(inode.uint64Value) "), Date() < locked {
            usleep(10_000)
        }

        let (asset, issue) = (DataFileContents.sample.assets[0], DataFileContents.sample.issues[0])
        await over.store.change(.link(assetID: asset.id, issueID: issue.id))
        holder.waitUntilExit()

        let waited = over.problems.filter { $0.contains("waiting for another session that holds the lock") }
        #expect(waited.count == 1, "said once: \(over.problems)")
        #expect(waited.first?.contains("(process ") == true, "the holder is named: \(over.problems)")
        #expect(waited.first?.hasSuffix("perhaps one stopped with Ctrl-Z; Ctrl-C cancels") == true)
        #expect(try DataFile(path: over.path).load()?.links == [.init(assetID: asset.id, issueID: issue.id)], "then it saved")
    }
}
