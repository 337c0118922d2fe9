@testable import DataFile
import Foundation
import FeatureTesting
import TestSupport
import Testing

/// Every system call a save makes, made to fail through ``SystemCallSeam``: the file is left
/// byte for byte as it was, no temporary file is left beside it, the change is kept for the
/// session, and the user reads the one line the docs give (Docs/DataFiles.md, "When a save
/// fails"). And the order that makes a save durable, the lock that excludes other sessions, and the
/// last check before the rename, each asserted here with no sleep and no second process.
@MainActor
struct SystemCallFaultTests {
    /// The calls a save makes, in order, as a seam that fails none of them sees.
    @Test func aSaveFlushesTheNewFileBeforeTheRenameAndTheFolderAfterIt() async throws {
        let calls = Locked<[SystemCallSeam.Call]>([])
        let over = try StoreOverFile(
            seam: SystemCallSeam { call in
                calls.withValue { $0.append(call) }
                return nil
            })
        defer { over.directory.remove() }
        await over.store.change(.link(assetID: "AST-1001", issueID: "ISS-301"))
        #expect(over.problems.isEmpty)
        // From the lock on (the store reads the file before, as before every call), with the
        // reads of the file's pieces as one, and the writes of the new version's.
        let transaction = Array(calls.current.drop { $0 != .lock })
        let steps = transaction.indices.filter { $0 == 0 || transaction[$0] != transaction[$0 - 1] }
            .map { transaction[$0] }
        #expect(steps == [.lock, .open, .read, .create, .chown, .write, .syncFile, .check, .rename, .syncFolder])
    }

    /// The line the store says when `call` fails with `EIO`, for a file at `path`.
    static func said(when call: SystemCallSeam.Call, at path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        let problem =
            switch call {
            case .lock: "cannot be changed: its folder \(folder) cannot be locked (lock: Input/output error)"
            case .open: "cannot be read (open: Input/output error)"
            case .read: "cannot be read (read: Input/output error)"
            case .create: "cannot be saved (create: Input/output error)"
            case .write: "cannot be saved (write: Input/output error)"
            case .syncFile: "cannot be saved (fsync: Input/output error)"
            case .check: "cannot be saved (stat: Input/output error)"
            case .rename: "cannot be saved (rename: Input/output error)"
            case .syncFolder, .settle, .chown: ""
            }
        return "\(path): \(problem); the link of asset AST-1001 to issue ISS-301 is kept for this session only"
    }

    /// Every call whose failure stops a save: not the folder's flush after the rename (below), the
    /// owner and group kept where allowed (`OwnerAndGroupTests`), or the pause before reading again.
    @Test(arguments: SystemCallSeam.Call.allCases.filter { ![.syncFolder, .chown, .settle].contains($0) })
    func aCallThatFailsLeavesTheFileAsItWasAndKeepsTheChangeForTheSession(_ failing: SystemCallSeam.Call) async throws {
        let armed = Locked(false)
        let over = try StoreOverFile(
            seam: SystemCallSeam { call in
                call == failing && armed.current ? EIO : nil
            })
        defer { over.directory.remove() }
        let before = try Data(contentsOf: over.directory.url.appendingPathComponent("shop.json"))
        armed.withValue { $0 = true }

        await over.store.change(.link(assetID: "AST-1001", issueID: "ISS-301"))

        #expect(over.problems == [Self.said(when: failing, at: over.path)])
        #expect(
            try Data(contentsOf: over.directory.url.appendingPathComponent("shop.json")) == before,
            "the file is byte for byte as it was")
        #expect(try over.directory.files() == ["shop.json"], "no temporary file is left")
        #expect(
            await over.store.issueLinked(toAsset: "AST-1001")?.id == "ISS-301", "the change is kept for the session")
    }

    @Test func aFolderThatCannotBeFlushedAfterTheRenameIsSaidAndTheChangeStands() async throws {
        let over = try StoreOverFile(seam: SystemCallSeam { $0 == .syncFolder ? EIO : nil })
        defer { over.directory.remove() }
        await over.store.change(.link(assetID: "AST-1001", issueID: "ISS-301"))
        #expect(
            over.problems == [
                "\(over.path): the link of asset AST-1001 to issue ISS-301 is saved, but its folder could not be flushed to disk (fsync: Input/output error): a power cut now could undo it"
            ])
        let onDisk = try #require(try DataFile(path: over.path).load())
        #expect(onDisk.links == [DataFileContents.Link(assetID: "AST-1001", issueID: "ISS-301")], "the rename happened")
        #expect(try over.directory.files() == ["shop.json"])
    }

    /// While a transaction holds the folder's lock (paused at its rename), another session's
    /// attempt to take it fails at once.
    @Test func aTransactionHoldsTheFoldersLockUntilItEnds() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("shop.json")
        try DataFile(path: path).save(.sample)
        let attempts = Locked<[Int32]>([])
        let folder = directory.url.path
        var file = DataFile(path: path)
        file.seam = SystemCallSeam { call in
            guard call == .rename || call == .syncFolder else { return nil }
            // Another session tries the lock, without waiting.
            let other = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            defer { close(other) }
            let code = flock(other, LOCK_EX | LOCK_NB) == 0 ? 0 : errno
            attempts.withValue { $0.append(code) }
            return nil
        }
        _ = try file.apply(.link(assetID: "AST-1001", issueID: "ISS-301"))
        #expect(
            attempts.current == [EWOULDBLOCK, EWOULDBLOCK], "the other session was refused at the rename and after it")
        let after = open(directory.url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { close(after) }
        #expect(flock(after, LOCK_EX | LOCK_NB) == 0, "and gets it once the transaction is over")
    }

    /// An editor that saves without the lock after the new version is written but before the
    /// rename: the last check sees it, and the transaction starts again on the editor's file.
    @Test func anEditBetweenTheReadAndTheRenameIsFoundAndKept() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("shop.json")
        try DataFile(path: path).save(.sample)
        let edits = Locked(0)
        var file = DataFile(path: path)
        file.seam = SystemCallSeam { call in
            guard call == .syncFile,
                edits.withValue({
                    $0 += 1; return $0
                }) == 1
            else { return nil }
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            try? Data(text.replacingOccurrences(of: "Forklift FL-200", with: "Forklift FL-209").utf8).write(
                to: URL(fileURLWithPath: path))
            return nil
        }
        _ = try file.apply(.link(assetID: "AST-1001", issueID: "ISS-301"))
        let onDisk = try #require(try DataFile(path: path).load())
        #expect(onDisk.assets.first?.name == "Forklift FL-209", "the editor's change is kept")
        #expect(
            onDisk.links == [DataFileContents.Link(assetID: "AST-1001", issueID: "ISS-301")], "and so is the session's")
        #expect(edits.current == 2, "the transaction went round twice")
    }
}
