@testable import AppCore
@testable import DataFile
import Foundation
import FeatureTesting
import TestSupport
import Testing

/// A person's editor saves without taking the lock. A session's save checks, right before it
/// replaces the file, that the file is still the one it changed; if not, it starts again on the
/// file as it is now, so the person's edit is kept. And a saved change that an editor later writes
/// over from a stale copy is reported, by name, the next time the session reads.
@MainActor
struct EditorWithoutLockTests {
    let directory: TemporaryDirectory
    let path: String

    init() throws {
        directory = try TemporaryDirectory()
        path = directory.path("shop.json")
        try DataFile(path: path).save(.sample)
    }

    /// What a session says when the link of AST-1001 to ISS-301 it saved is gone.
    var lostLink: String {
        "\(path): the link of asset AST-1001 to issue ISS-301 was saved, but is no longer in the file: another session or an editor changed it since"
    }

    /// A session's repositories over a store over `file`, as it finds the file now, and what it
    /// says, line by line. A link returns once the store has accepted it; the tests wait for its
    /// save (`changes.finished()`) where they are about the file.
    func session(_ file: DataFile) throws -> (store: Backend, said: Said) {
        let said = Said()
        let store = InMemoryDataStore(file: file, reading: try #require(try file.read(reusing: nil))) {
            said.lines.append($0)
        }
        return (Backend(data: store, changes: ChangesInFlight()), said)
    }

    /// The lines a session said, on the main actor, where it says them.
    @MainActor
    final class Said {
        var lines: [String] = []
    }

    /// Renames the first asset in the file, as a person with an editor open would.
    nonisolated func editByHand(_ name: String, replacing old: String = "Forklift FL-200") {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        let edited = text.replacingOccurrences(of: old, with: name)
        try? Data(edited.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    @Test func anEditorsSaveDuringASessionsSaveIsKept() throws {
        defer { directory.remove() }
        var file = DataFile(path: path)
        let edits = Locked(0)
        // Just before the last check ahead of the rename.
        file.seam = SystemCallSeam { [self] call in
            if call == .check,
                edits.withValue({
                    $0 += 1; return $0
                }) == 1
            {
                editByHand("Forklift FL-201")
            }
            return nil
        }
        let saved = try file.apply(.link(assetID: "AST-1001", issueID: "ISS-301"))
        #expect(edits.current == 2, "the first try saw the edit and started again")
        #expect(saved.contents.assets.first?.name == "Forklift FL-201")
        let onDisk = try #require(try DataFile(path: path).load())
        #expect(onDisk.assets.first?.name == "Forklift FL-201", "the person's edit is kept")
        #expect(
            onDisk.links == [DataFileContents.Link(assetID: "AST-1001", issueID: "ISS-301")], "and so is the session's")
        #expect(try directory.files() == ["shop.json"], "no temporary file is left behind")
    }

    @Test func anEditorThatKeepsSavingMakesTheSaveGiveUpWithoutLosingItsEdit() throws {
        defer { directory.remove() }
        var file = DataFile(path: path)
        let edits = Locked(0)
        file.seam = SystemCallSeam { [self] call in
            guard call == .check else { return nil }
            let edit = edits.withValue {
                $0 += 1; return $0
            }
            editByHand("Forklift \(edit)", replacing: edit == 1 ? "Forklift FL-200" : "Forklift \(edit - 1)")
            return nil
        }
        #expect(
            throws: DataFileError(
                path: path,
                problem:
                    "changed on disk 3 times while the link of asset AST-1001 to issue ISS-301 was being saved (an editor saving without a lock?); it is not saved"
            )
        ) {
            try file.apply(.link(assetID: "AST-1001", issueID: "ISS-301"))
        }
        let onDisk = try #require(try DataFile(path: path).load())
        #expect(onDisk.assets.first?.name == "Forklift 3")
        #expect(onDisk.links.isEmpty)
        #expect(try directory.files() == ["shop.json"])
    }

    @Test func aSavedChangeThatAnEditorWritesOverIsReportedByName() async throws {
        defer { directory.remove() }
        let stale = try Data(contentsOf: URL(fileURLWithPath: path))
        let file = DataFile(path: path)
        let (store, said) = try session(file)
        try await store.link(try #require(try await store.issue(id: "ISS-301")), toAsset: "AST-1001")
        await store.changes.finished()
        #expect(try await store.linkedIssue(forAsset: "AST-1001")?.id == "ISS-301")
        #expect(said.lines.isEmpty)

        // The editor had the file open from before the link, and saves its copy.
        try stale.write(to: URL(fileURLWithPath: path))
        #expect(try await store.linkedIssue(forAsset: "AST-1001") == nil, "the screen shows the file as it is now")
        #expect(said.lines == [lostLink])
        _ = try await store.allAssets()
        #expect(said.lines.count == 1, "said once")
    }

    @Test func aSavedChangeThatAnEditorWritesOverAtOnceIsStillReported() async throws {
        defer { directory.remove() }
        let stale = try Data(contentsOf: URL(fileURLWithPath: path))
        var file = DataFile(path: path)
        // The editor saves its copy from before the link right after the session's save has
        // replaced the file, before the session looks at the file again.
        file.seam = SystemCallSeam { [path] call in
            if call == .syncFolder { try? stale.write(to: URL(fileURLWithPath: path), options: .atomic) }
            return nil
        }
        let (store, said) = try session(file)
        try await store.link(try #require(try await store.issue(id: "ISS-301")), toAsset: "AST-1001")
        await store.changes.finished()
        #expect(try await store.linkedIssue(forAsset: "AST-1001") == nil, "the session reads the editor's file")
        #expect(said.lines == [lostLink])
    }

    @Test func aSavedChangeThatAnEditorWritesOverIsReportedByTheNextSave() async throws {
        defer { directory.remove() }
        let stale = try Data(contentsOf: URL(fileURLWithPath: path))
        let file = DataFile(path: path)
        let (store, said) = try session(file)
        try await store.link(try #require(try await store.issue(id: "ISS-301")), toAsset: "AST-1001")
        await store.changes.finished()
        let next = try #require(try await store.issue(id: "ISS-302"))

        // The editor writes its copy from before the link; the session's next change reads the
        // file as it is now, and that reading is the one that finds the first link gone.
        try stale.write(to: URL(fileURLWithPath: path), options: .atomic)
        try await store.link(next, toAsset: "AST-1002")
        await store.changes.finished()
        #expect(said.lines == [lostLink])
        #expect(try await store.linkedIssue(forAsset: "AST-1001") == nil)
        #expect(try await store.linkedIssue(forAsset: "AST-1002")?.id == "ISS-302")
        #expect(said.lines.count == 1, "said once")
    }

    @Test func aSavedChangeAnEditorUndoesLongAfterIsStillReported() async throws {
        defer { directory.remove() }
        let stale = try Data(contentsOf: URL(fileURLWithPath: path))
        let file = DataFile(path: path)
        let (store, said) = try session(file)
        try await store.link(try #require(try await store.issue(id: "ISS-301")), toAsset: "AST-1001")
        await store.changes.finished()

        // Other readings come and go, the link still there: another session's save, for one.
        _ = try DataFile(path: path).apply(.link(assetID: "AST-1002", issueID: "ISS-302"))
        #expect(try await store.linkedIssue(forAsset: "AST-1001")?.id == "ISS-301")
        #expect(said.lines.isEmpty)

        // Then the editor, open since before the link, saves its copy.
        try stale.write(to: URL(fileURLWithPath: path), options: .atomic)
        #expect(try await store.linkedIssue(forAsset: "AST-1001") == nil)
        #expect(said.lines == [lostLink], "only this session's own change is its to report")
    }
}
