@testable import AppCore
@testable import TerminalUI
@testable import DataFile
import AssetsInterface
import CoreInterfaces
import Foundation
import IssuesInterface
import Testing
import FeatureTesting
import TestSupport

@MainActor
struct DataFileSessionTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    func write(_ json: String, to name: String = "data.json") throws -> String {
        let path = directory.path(name)
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aMissingFileIsCreatedWithTheSampleData() async throws {
        defer { directory.remove() }
        let path = directory.path("new.json")
        let session = await ScriptedSession.run(["q"], arguments: ["--data", path])
        #expect(session.status == .success)
        #expect(try DataFile(path: path).load() == .sample)
    }

    @Test func everyChangeIsSavedAndSeenByTheNextRun() async throws {
        defer { directory.remove() }
        let path = directory.path("shop.json")
        await ScriptedSession.run(
            ["Issues", "Pressure drops", "Link asset", "Air Compressor"], arguments: ["--data", path])
        let contents = try #require(try DataFile(path: path).load())
        #expect(contents.links == [DataFileContents.Link(assetID: "AST-1002", issueID: "ISS-302")])

        let next = await ScriptedSession.run(["Assets", "Air Compressor"], arguments: ["--data", path])
        #expect(next.lastScreen.contains("Linked issue: ISS-302 Pressure drops under load (In progress)"))
        #expect(try directory.files() == ["shop.json"], "no temporary file is left behind")
    }

    @Test(arguments: [
        ("{\"assets\": [", "is not valid JSON: line 1, column 13: the text ends where a value should be"),
        ("[]", "$: expected an object"),
        (#"{"assets":[],"issues":[]}"#, #"$.links: missing field "links""#),
        (
            #"{"assets":[{"id":"A","name":"n","status":"s"}],"issues":[],"links":[]}"#,
            #"$.assets[0].category: missing field "category""#
        ),
        (
            #"{"assets":[{"id":1,"name":"n","status":"s","category":"c"}],"issues":[],"links":[]}"#,
            "$.assets[0].id: expected a string"
        ),
        (
            #"{"assets":[],"issues":[{"id":"I","title":"t","status":"s","description":"d"},{"id":"I","title":"u","status":"s","description":"d"}],"links":[]}"#,
            #"$.issues[1].id: duplicate issue id "I" (first at $.issues[0])"#
        ),
        (
            #"{"assets":[{"id":"A","name":"n","status":"s","category":"c"}],"issues":[],"links":[{"assetID":"A","issueID":"X"}]}"#,
            #"$.links[0].issueID: no issue has the id "X""#
        ),
        (
            #"{"assets":[],"issues":[{"id":"I","title":"t","status":"s","description":"d"}],"links":[{"assetID":"Z","issueID":"I"}]}"#,
            #"$.links[0].assetID: no asset has the id "Z""#
        ),
    ])
    func anInvalidFileExitsTwoNamingTheProblemAndIsLeftUntouched(json: String, problem: String) async throws {
        defer { directory.remove() }
        let path = try write(json)
        let session = await ScriptedSession.run(["Assets"], arguments: ["--data", path])
        #expect(session.status == .usage)
        #expect(session.output.isEmpty)
        #expect(session.errors == "walkthrough: \(path): \(problem).\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(json.utf8))
    }

    @Test func twoLinksForOneAssetAreInvalid() throws {
        defer { directory.remove() }
        var contents = DataFileContents.sample
        contents.links = [
            .init(assetID: "AST-1001", issueID: "ISS-301"), .init(assetID: "AST-1001", issueID: "ISS-302"),
        ]
        #expect(
            contents.problem()
                == #"$.links[1]: asset "AST-1001" is already linked by $.links[0]; an asset has at most one issue"#)
    }

    @Test func aTruncatedFileIsReportedAndItsBytesStayTheSame() async throws {
        defer { directory.remove() }
        let path = directory.path("shop.json")
        try DataFile(path: path).save(.sample)
        let whole = try Data(contentsOf: URL(fileURLWithPath: path))
        try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: path))
        let truncated = try Data(contentsOf: URL(fileURLWithPath: path))

        let session = await ScriptedSession.run(["Assets"], arguments: ["--data", path])
        #expect(session.status == .usage)
        #expect(session.errors.hasPrefix("walkthrough: \(path): is not valid JSON: line "))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == truncated)
    }

    @Test func aFailedSaveIsReportedAndTheSessionGoesOn() async throws {
        defer { directory.remove() }
        let path = directory.path("shop.json")
        try DataFile(path: path).save(.sample)
        chmod(directory.url.path, 0o500)
        defer { chmod(directory.url.path, 0o700) }
        guard access(directory.url.path, W_OK) != 0 else { return }  // running as a user who may write anyway
        let session = await ScriptedSession.run(
            ["Assets", "Forklift", "Link issue", "Hydraulic"], arguments: ["--data", path])
        #expect(session.status == .success)
        #expect(session.errors.contains("cannot be saved"))
        #expect(session.lastScreen.contains("Linked issue: ISS-301"))
    }

    @Test func tenThousandAssetsAndIssuesLoadAndALinkIsSaved() async throws {
        defer { directory.remove() }
        let path = directory.path("big.json")
        let contents = DataFileContents(
            assets: (0..<10_000).map {
                DataFileContents.Asset(id: "A\($0)", name: "Asset \($0)", status: "In service", category: "Bulk")
            },
            issues: (0..<10_000).map {
                DataFileContents.Issue(id: "I\($0)", title: "Issue \($0)", status: "Open", description: "")
            },
            links: (0..<5_000).map { .init(assetID: "A\($0)", issueID: "I\($0)") }
        )
        try DataFile(path: path).save(contents)
        let session = await ScriptedSession.run(
            ["1"], arguments: ["--data", path, "--open", "assets/A9999/link-issue"])
        #expect(session.status == .success)
        let saved = try #require(try DataFile(path: path).load())
        #expect(saved.links.count == 5_001)
        #expect(saved.links.last == .init(assetID: "A9999", issueID: "I0"))
        #expect(saved.assets == contents.assets)
        #expect(saved.issues == contents.issues)
    }
}

@MainActor
struct DataFilePathTests {
    @Test func aDirectoryIsNotADataFile() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let session = await ScriptedSession.run([], arguments: ["--data", directory.url.path])
        #expect(session.status == .usage)
        #expect(session.errors == "walkthrough: \(directory.url.path): is a directory, not a data file.\n")
    }

    @Test func aFileInAMissingDirectoryCannotBeCreated() async {
        let session = await ScriptedSession.run([], arguments: ["--data", "/nonexistent-walkthrough-dir/shop.json"])
        #expect(session.status == .usage)
        #expect(
            session.errors
                == "walkthrough: /nonexistent-walkthrough-dir/shop.json: the folder /nonexistent-walkthrough-dir does not exist.\n"
        )
    }
}
