@testable import DataFile
import Foundation
import FeatureTesting
import TestSupport
import Testing

/// Writers whose times lie: an editor writing through a memory map (which moves no time), one that
/// puts the modification time back, and a file system whose times tick once a second. A save
/// compares the bytes before it replaces the file, and the check before a screen sees the change
/// time, or the bytes where times cannot tell; a change lost to any of them is said by name.
@MainActor
struct ContentDecidesTests {
    /// A clock ten seconds ahead of this machine's: every file looks older than ``FileClock``'s
    /// margin, so times alone are trusted wherever they are trusted at all.
    static let laterClock: @Sendable () -> Int = { FileClock.now() + 10_000_000_000 }

    /// The file at `path`, as bytes.
    static func bytes(at path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Writes `bytes` over the start of the file at `path`, in place, as an editor that saves into
    /// the same inode does: no new file, no truncation.
    static func writeInPlace(_ bytes: [UInt8], at path: String) throws {
        let descriptor = open(path, O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        try #require(bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) } == bytes.count)
    }

    /// An editor holding the file mapped has written to it (which moved its times, and the save
    /// reads that), and writes again through the same page while the save is between its read and
    /// its rename: Linux moves no time for that write. The save sees the bytes differ, and makes
    /// its change on top of the editor's.
    @Test func anEditWrittenThroughAMemoryMapDuringASaveIsKept() async throws {
        let editor = Locked<MappedFile?>(nil)
        let wrote = Locked(false)
        var seam = SystemCallSeam { call in
            if call == .check, !wrote.current, let editor = editor.current {
                wrote.withValue { $0 = editor.write("Conveyor Belt CB-99", over: "Conveyor Belt CB-12") }
            }
            return nil
        }
        seam.clock = Self.laterClock
        let over = try StoreOverFile(seam: seam)
        defer { over.directory.remove() }
        editor.withValue { $0 = try? MappedFile(over.path) }
        try #require(editor.current != nil)

        await over.store.change(.link(assetID: "AST-1001", issueID: "ISS-301"))

        #expect(wrote.current, "the editor wrote during the save")
        #expect(over.problems.isEmpty)
        let onDisk = try #require(try DataFile(path: over.path).load())
        #expect(onDisk.assets.contains { $0.name == "Conveyor Belt CB-99" }, "the editor's write is in the file")
        #expect(
            onDisk.links == [DataFileContents.Link(assetID: "AST-1001", issueID: "ISS-301")], "and so is the save's")
        editor.withValue { $0 = nil }
    }

    /// A session saves a link; an editor writes back, in place, a copy of the same size it read
    /// before, and puts the modification time back as it was (`touch -r`). The change time moved:
    /// the next screen shows the file as it is, and the lost link is said.
    @Test func anOlderCopyWithItsModificationTimePutBackIsSeenBeforeTheNextScreen() async throws {
        var seam = SystemCallSeam()
        seam.clock = Self.laterClock
        let over = try StoreOverFile(seam: seam)
        defer { over.directory.remove() }
        await over.store.change(.link(assetID: "AST-1001", issueID: "ISS-301"))
        let older = try Self.bytes(at: over.path)
        await over.store.change(.link(assetID: "AST-1001", issueID: "ISS-302"))
        var saved = stat()
        try #require(stat(over.path, &saved) == 0)
        try #require(try Self.bytes(at: over.path).count == older.count, "the same size")

        try Self.writeInPlace(older, at: over.path)
        var times = [saved.st_atim, saved.st_mtim]
        try #require(utimensat(AT_FDCWD, over.path, &times, 0) == 0)

        #expect(await over.store.changedOnDisk())
        #expect(await over.store.issueLinked(toAsset: "AST-1001")?.id == "ISS-301")
        #expect(
            over.problems == [
                "\(over.path): the link of asset AST-1001 to issue ISS-302 was saved, but is no longer in the file: another session or an editor changed it since"
            ])
    }

    /// On a file system whose times tick once a second, an editor's same-size write within the
    /// second of the session's save leaves every time as it was: there, the bytes decide.
    @Test func aWriteWithinTheSameSecondOnCoarseTimesIsSeenByItsBytes() async throws {
        var seam = SystemCallSeam()
        seam.wholeSeconds = true
        let over = try StoreOverFile(seam: seam)
        defer { over.directory.remove() }
        await over.store.change(.link(assetID: "AST-1001", issueID: "ISS-301"))
        let older = try Self.bytes(at: over.path)
        await over.store.change(.link(assetID: "AST-1001", issueID: "ISS-302"))
        #expect(await !over.store.changedOnDisk(), "the file is as the session saved it")

        try Self.writeInPlace(older, at: over.path)

        #expect(await over.store.changedOnDisk())
        #expect(await over.store.issueLinked(toAsset: "AST-1001")?.id == "ISS-301")
        #expect(over.problems.count == 1)
        #expect(over.problems.first?.contains("ISS-302 was saved, but is no longer in the file") == true)
    }

    /// The last check, as the session ends, compares the bytes whatever the times say: an edit
    /// through a memory map, which moved no time, that undid the session's save with no screen
    /// after it, is still said.
    @Test func theCheckAsTheSessionEndsComparesTheBytes() async throws {
        var seam = SystemCallSeam()
        seam.clock = Self.laterClock
        let over = try StoreOverFile(seam: seam)
        defer { over.directory.remove() }
        await over.store.change(.link(assetID: "AST-1001", issueID: "ISS-302"))
        let editor = try MappedFile(over.path)
        #expect(await !over.store.changedOnDisk(), "the editor's first write changed no byte")

        try #require(editor.write(#""issueID": "ISS-301""#, over: #""issueID": "ISS-302""#))

        await over.store.sessionEnds()
        #expect(
            over.problems == [
                "\(over.path): the link of asset AST-1001 to issue ISS-302 was saved, but is no longer in the file: another session or an editor changed it since"
            ])
    }
}
