@testable import AppCore
@testable import DataFile
import Foundation
import Testing
import FeatureTesting
import TestSupport

/// Exit 0 means every change the session made is in the file at the end: the session reads the
/// file once more as it ends, and a change it saved that another program has since destroyed is
/// named, with exit 75, whatever became of the file.
@MainActor
struct ChangeLostBeforeTheEndTests {
    /// What another program does to the file after the link is saved.
    enum Loss: String, CaseIterable {
        case deleted, directory, pipe, deviceLink, invalid, olderCopy
    }

    static let linked = "the link of asset AST-1001 to issue ISS-301"

    @Test(arguments: Loss.allCases)
    func aSavedChangeTheFileNoLongerHoldsIsNamedAndTheExitIs75(loss: Loss) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("shop.json")
        try DataFile(path: path).save(.sample)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let session = ScriptedSession(["Hydraulic", "q"])
        session.beforeReading = { read in
            // The link is saved before the next line is read; then the file is destroyed.
            guard read == 1 else { return }
            #expect(
                (try? DataFile(path: path).load()?.links) == [.init(assetID: "AST-1001", issueID: "ISS-301")],
                "the link was saved first")
            Self.destroy(path, loss, olderCopy: before)
        }
        await session.run(arguments: ["--data", path, "--open", "assets/AST-1001/link-issue"])
        #expect(session.status == .notSaved, "\(loss): \(session.errors)")
        #expect(
            session.errors.contains("\(Self.linked) was saved, but is no longer in the file"),
            "\(loss): \(session.errors)")
        #expect(session.errors.contains("not saved: \(Self.linked)"), "\(loss): \(session.errors)")
        #expect(!session.errors.contains("kept for this session only"), "\(loss): nothing is kept: \(session.errors)")
    }

    /// A file that another program changed without touching the link ends the session with 0.
    @Test func aSavedChangeStillInTheFileEndsWithZero() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("shop.json")
        try DataFile(path: path).save(.sample)
        let session = ScriptedSession(["Hydraulic", "q"])
        session.beforeReading = { read in
            guard read == 1, var text = try? String(contentsOfFile: path, encoding: .utf8) else { return }
            text = text.replacingOccurrences(of: "Forklift FL-200", with: "Forklift FL-201")
            try? text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        await session.run(arguments: ["--data", path, "--open", "assets/AST-1001/link-issue"])
        #expect(session.status == .success, "\(session.errors)")
        #expect(session.errors.isEmpty, "\(session.errors)")
    }

    static func destroy(_ path: String, _ loss: Loss, olderCopy: Data) {
        switch loss {
        case .deleted:
            unlink(path)
        case .directory:
            unlink(path)
            mkdir(path, 0o700)
        case .pipe:
            unlink(path)
            mkfifo(path, 0o600)
        case .deviceLink:
            unlink(path)
            symlink("/dev/null", path)
        case .invalid:
            try? Data(#"{"assets": ["#.utf8).write(to: URL(fileURLWithPath: path))
        case .olderCopy:
            try? olderCopy.write(to: URL(fileURLWithPath: path))
        }
    }
}
