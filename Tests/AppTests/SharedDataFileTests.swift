@testable import AppCore
@testable import TerminalUI
@testable import DataFile
import CoreInterfaces
import Foundation
import FeatureTesting
import TestSupport
import Testing

/// A data file shared with other sessions and with a person editing it: every change is a
/// transaction on the file as it is now, and nothing the program does not know is lost.
@MainActor
struct SharedDataFileTests {
    let directory: TemporaryDirectory
    let path: String

    init() throws {
        directory = try TemporaryDirectory()
        path = directory.path("shop.json")
    }

    /// The file's JSON, raw.
    func raw() throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    func writeRaw(_ object: [String: Any]) throws {
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
    }

    @Test func keysTheProgramDoesNotKnowAreKeptThroughEverySave() async throws {
        defer { directory.remove() }
        try DataFile(path: path).save(.sample)
        var object = try raw()
        object["notes"] = ["a person's own note", 42]
        var assets = try #require(object["assets"] as? [[String: Any]])
        try #require(!assets.isEmpty)
        assets[0]["location"] = "Bay 3"
        object["assets"] = assets
        var issues = try #require(object["issues"] as? [[String: Any]])
        try #require(issues.count > 5)
        issues[5]["reporter"] = ["name": "Ana"]
        object["issues"] = issues
        try writeRaw(object)

        for _ in 0..<3 {
            let session = try await ScriptedSession.walk(
                ["Assets", "Forklift", "Link issue", "Hydraulic", "Unlink issue", "Link issue", "Pressure"],
                arguments: ["--data", path]
            )
            #expect(session.errors.isEmpty)
        }
        let saved = try raw()
        #expect(saved["notes"] as? [AnyHashable] == ["a person's own note", 42])
        #expect((saved["assets"] as? [[String: Any]])?[0]["location"] as? String == "Bay 3")
        #expect(((saved["issues"] as? [[String: Any]])?[5]["reporter"] as? [String: String]) == ["name": "Ana"])
        #expect(try DataFile(path: path).load()?.links == [.init(assetID: "AST-1001", issueID: "ISS-302")])
    }

    @Test func anEditMadeByHandDuringASessionIsSeenAndKept() async throws {
        defer { directory.remove() }
        try DataFile(path: path).save(.sample)
        let session = try await ScriptedSession.walk(
            ["Assets", "Forklift", "Link issue", "Hydraulic", "b", "b", "Issues", "q"],
            arguments: ["--data", path],
            beforeReading: { line in
                // After the picker is shown, a person renames an issue and adds an asset.
                guard line == 3, var object = try? raw() else { return }
                guard var issues = object["issues"] as? [[String: Any]], issues.count > 1 else { return }
                issues[1]["title"] = "Pressure drops badly"
                object["issues"] = issues
                object["assets"] =
                    (object["assets"] as? [[String: Any]] ?? [])
                    + [["id": "AST-2000", "name": "Hoist H-1", "status": "New", "category": "Lifting"]]
                try? writeRaw(object)
            }
        )
        let saved = try #require(try DataFile(path: path).load())
        #expect(saved.links == [.init(assetID: "AST-1001", issueID: "ISS-301")], "the session's own change")
        try #require(saved.issues.count > 1)
        #expect(saved.issues[1].title == "Pressure drops badly", "the person's edit")
        #expect(saved.assets.last?.id == "AST-2000", "the person's new asset")
        #expect(session.lastScreen.contains("2) Pressure drops badly"), "the session shows the edit")
    }

    @Test func aChangeToSomethingDeletedMeanwhileIsRefusedAndTheSessionGoesOn() async throws {
        defer { directory.remove() }
        try DataFile(path: path).save(.sample)
        let session = await ScriptedSession.run(
            ["Assets", "Forklift", "Link issue", "Hydraulic", "b", "q"],
            arguments: ["--data", path],
            beforeReading: { line in
                // The picker lists ISS-301; then another session's user deletes it.
                guard line == 3, var object = try? raw() else { return }
                object["issues"] = (object["issues"] as? [[String: Any]] ?? []).filter {
                    $0["id"] as? String != "ISS-301"
                }
                try? writeRaw(object)
            }
        )
        #expect(
            session.errors
                == "walkthrough: \(path): issue ISS-301 is not in the file (any more); the link of asset AST-1001 to issue ISS-301 is not saved.\n"
                + "walkthrough: not saved: the link of asset AST-1001 to issue ISS-301 (refused).\n"
        )
        #expect(session.status == .notSaved, "exit 0 is for a session whose every change is in the file")
        #expect(try DataFile(path: path).load()?.links == [])
        #expect(try session.screen(4).contains("Linked issue: none"))
    }

    @Test func aSymbolicLinkStaysALinkAndTheFileItLeadsToKeepsItsMode() async throws {
        defer { directory.remove() }
        let real = directory.path("real.json")
        try DataFile(path: real).save(.sample)
        chmod(real, 0o600)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "real.json")

        try await ScriptedSession.walk(["Assets", "Forklift", "Link issue", "Hydraulic"], arguments: ["--data", path])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == "real.json")
        #expect(try DataFile(path: real).load()?.links == [.init(assetID: "AST-1001", issueID: "ISS-301")])
        var info = stat()
        stat(real, &info)
        #expect(info.st_mode & 0o777 == 0o600)
        #expect(try directory.files() == ["real.json", "shop.json"], "no temporary file is left behind")
    }

    @Test func aReadOnlyFileIsNotOverwritten() async throws {
        defer { directory.remove() }
        try DataFile(path: path).save(.sample)
        chmod(path, 0o444)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let session = await ScriptedSession.run(
            ["Assets", "Forklift", "Link issue", "Hydraulic"], arguments: ["--data", path])
        #expect(
            session.errors
                == "walkthrough: \(path): is read-only; the link of asset AST-1001 to issue ISS-301 is kept for this session only.\n"
                + "walkthrough: not saved: the link of asset AST-1001 to issue ISS-301 (kept for this session only).\n"
        )
        #expect(session.status == .notSaved, "the end of input names the change that is not in the file, and fails")
        #expect(session.lastScreen.contains("Linked issue: ISS-301"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func aHardLinkIsNotSplit() async throws {
        defer { directory.remove() }
        try DataFile(path: path).save(.sample)
        let other = directory.path("other-name.json")
        link(path, other)
        let session = await ScriptedSession.run(
            ["Assets", "Forklift", "Link issue", "Hydraulic"], arguments: ["--data", path])
        #expect(
            session.errors.contains(
                "has 2 hard links, and replacing it would split them (use a symbolic link instead); the link of asset AST-1001 to issue ISS-301 is kept for this session only."
            ))
        #expect(session.status == .notSaved)
        var first = stat()
        var second = stat()
        stat(path, &first)
        stat(other, &second)
        #expect(first.st_ino == second.st_ino && first.st_nlink == 2)
    }

    @Test func aPlantedSymbolicLinkAtATemporaryNameIsNeverFollowed() throws {
        defer { directory.remove() }
        let victim = directory.path("victim.txt")
        try Data("precious".utf8).write(to: URL(fileURLWithPath: victim))
        var names = ["plantedlinkone01", "plantedlinktwo02", "freenameforsave0"].makeIterator()
        for planted in ["plantedlinkone01", "plantedlinktwo02"] {
            try FileManager.default.createSymbolicLink(
                atPath: directory.path(".shop.json.walkthrough-\(planted).tmp"), withDestinationPath: victim)
        }
        let (created, descriptor) = try TemporaryFile.create(besides: path, mode: 0o600) { names.next() ?? "" }
        close(descriptor)
        TemporaryFile.forget()
        #expect(created == directory.path(".shop.json.walkthrough-freenameforsave0.tmp"))
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")

        // The next transaction removes every temporary name of this program, links included,
        // without touching what they point to.
        try DataFile(path: path).save(.sample)
        #expect(try directory.files() == ["shop.json", "victim.txt"])
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")
    }

    @Test func anEmptyDataPathIsAUsageError() async {
        let session = await ScriptedSession.run([], arguments: ["--data", ""])
        #expect(session.status == .usage)
        #expect(session.errors == "walkthrough: --data needs a file name. Try 'walkthrough --help'.\n")
    }

    @Test func aFIFOIsNotADataFile() async throws {
        defer { directory.remove() }
        mkfifo(path, 0o600)
        let session = await ScriptedSession.run([], arguments: ["--data", path])
        #expect(session.status == .usage)
        #expect(session.errors == "walkthrough: \(path): is a pipe, not a regular file.\n")
    }

    @Test func anIDWithControlCharactersIsQuotedEscaped() async throws {
        defer { directory.remove() }
        try Data(#"{"assets":[],"issues":[],"links":[{"assetID":"A\u001b[31m\u0007","issueID":"I"}]}"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        let session = await ScriptedSession.run([], arguments: ["--data", path])
        #expect(session.status == .usage)
        #expect(
            session.errors == #"walkthrough: \#(path): $.links[0].assetID: no asset has the id "A\u{1B}[31m\u{7}"."#
                + "\n")
    }
}
