import CoreInterfaces
@testable import DataFile
import Foundation
import Testing
import TestSupport

/// A session stopped in the middle of a save (Ctrl-Z) keeps its folder's lock; another session's
/// change then waits, and after a second says so once, naming the holder, and goes on waiting.
@MainActor
struct LockWaitTests {
    @Test func aChangeThatWaitsForTheLockSaysSoOnceAndThenSaves() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("shop.json")
        let file = DataFile(path: path)
        try file.save(.sample)
        let store = InMemoryDataStore(file: file, reading: try file.read(reusing: nil))
        var problems: [String] = []
        store.onProblem = { problems.append($0) }

        // Another process holds the folder's lock for two seconds, as a stopped session would.
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = [directory.url.path, "sleep", "2"]
        try holder.run()
        defer { holder.terminate() }
        let inode = try #require(FileManager.default.attributesOfItem(atPath: directory.url.path)[.systemFileNumber] as? NSNumber)
        let locked = Date().addingTimeInterval(5)
        while !(try String(contentsOfFile: "/proc/locks", encoding: .utf8)).contains(":\(inode.uint64Value) "), Date() < locked {
            usleep(10_000)
        }

        let (asset, issue) = (DataFileContents.sample.assets[0], DataFileContents.sample.issues[0])
        store.change(.link(assetID: asset.id, issueID: issue.id))
        holder.waitUntilExit()

        let waited = problems.filter { $0.contains("waiting for another session that holds the lock") }
        #expect(waited.count == 1, "said once: \(problems)")
        #expect(waited.first?.contains("(process ") == true, "the holder is named: \(problems)")
        #expect(waited.first?.hasSuffix("perhaps one stopped with Ctrl-Z; Ctrl-C cancels") == true)
        #expect(try DataFile(path: path).load()?.links == [.init(assetID: asset.id, issueID: issue.id)], "then it saved")
    }
}
