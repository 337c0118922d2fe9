@testable import DataFile
import Foundation
import FeatureTesting
import TestSupport
import Testing

/// `--data` names the file the kernel opens for those bytes, as `cat` would read it: through
/// symbolic links and `..` physically, with no `~` expanded and no byte decoded into another; and the
/// lock, the temporary file and the rename all happen in the folder that holds that file.
@Suite(.serialized)
struct DataPathTests {
    /// How a session ended: its status and everything it wrote, standard error included.
    struct Session {
        let status: Int32
        let output: String
    }

    /// Runs `walkthrough --data DATA --open assets/AST-1001/link-issue` in `folder`, picking the first
    /// issue. `data` is shell text, so a test can make bytes that are not UTF-8 with `printf`.
    func linkFirstIssue(in folder: String, data: String, home: String? = nil) throws -> Session {
        let executable = try #require(WalkthroughProcess.executable)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", "cd \"$1\" && exec \"$2\" --data \(data) --open assets/AST-1001/link-issue", "sh", folder,
            executable.path,
        ]
        if let home { process.environment = ["HOME": home, "PATH": "/usr/bin:/bin"] }
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data("1\n".utf8))
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Session(status: process.terminationStatus, output: text)
    }

    /// The links saved in the data file at `path`.
    func links(at path: String) throws -> [DataFileContents.Link]? {
        try DataFile(path: path).load()?.links
    }

    static let expected = [DataFileContents.Link(assetID: "AST-1001", issueID: "ISS-301")]

    @Test func aLinkInsideALinkedFolderIsFollowedAsTheKernelFollowsIt() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let root = directory.url.path
        for folder in ["x", "y/deep", "y/other"] {
            try FileManager.default.createDirectory(atPath: "\(root)/\(folder)", withIntermediateDirectories: true)
        }
        try DataFile(path: "\(root)/y/other/shop.json").save(.sample)
        #expect(symlink("../y/deep", "\(root)/x/link") == 0)
        #expect(symlink("../other/shop.json", "\(root)/y/deep/shop.json") == 0)

        let session = try linkFirstIssue(in: root, data: "x/link/shop.json")
        #expect(session.status == 0, "\(session.output)")
        #expect(
            try links(at: "\(root)/y/other/shop.json") == Self.expected,
            "the file `cat x/link/shop.json` shows holds the link")
        #expect(!FileManager.default.fileExists(atPath: "\(root)/x/other"), "no file is made where the text would lead")
    }

    @Test func aNameThatIsNotUTF8IsRefusedAndNoOtherFileIsMade() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let root = directory.url.path
        // A Latin-1 name, `caf\xE9.json`, holding the sample data.
        try DataFile(path: "\(root)/seed.json").save(.sample)
        let made = Process()
        made.executableURL = URL(fileURLWithPath: "/bin/sh")
        made.arguments = ["-c", "cd \"$1\" && mv seed.json \"$(printf 'caf\\351.json')\"", "sh", root]
        try made.run()
        made.waitUntilExit()
        let before = try directory.files()
        #expect(before.count == 1)

        let session = try linkFirstIssue(in: root, data: "\"$(printf 'caf\\351.json')\"")
        #expect(session.status == 2, "\(session.output)")
        #expect(
            session.output.contains("walkthrough: the argument 'caf\\xE9.json' is not UTF-8 text"), "\(session.output)")
        #expect(session.output.split(separator: "\n").count == 1, "one line: \(session.output)")
        #expect(try directory.files() == before, "no look-alike file is made")
    }

    @Test func aQuotedTildeIsAFolderNamedTildeNotTheHomeFolder() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let root = directory.url.path
        try FileManager.default.createDirectory(atPath: "\(root)/home", withIntermediateDirectories: true)

        let missing = try linkFirstIssue(in: root, data: "'~/x.json'", home: "\(root)/home")
        #expect(missing.status == 2)
        #expect(missing.output.contains("~/x.json: the folder ~ does not exist"), "\(missing.output)")

        try FileManager.default.createDirectory(atPath: "\(root)/~", withIntermediateDirectories: true)
        let session = try linkFirstIssue(in: root, data: "'~/x.json'", home: "\(root)/home")
        #expect(session.status == 0, "\(session.output)")
        #expect(try links(at: "\(root)/~/x.json") == Self.expected)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: "\(root)/home").isEmpty, "nothing under the home folder"
        )
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/shm")))
    func dotDotThroughALinkToAnotherFileSystemSavesBesideTheFolderItLeadsTo() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let elsewhere = "/dev/shm/walkthrough-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: elsewhere) }
        try FileManager.default.createDirectory(atPath: "\(elsewhere)/inner", withIntermediateDirectories: true)
        try DataFile(path: "\(elsewhere)/shop.json").save(.sample)
        let root = directory.url.path
        #expect(symlink("\(elsewhere)/inner", "\(root)/sub") == 0)

        let session = try linkFirstIssue(in: root, data: "sub/../shop.json")
        #expect(session.status == 0, "\(session.output)")
        #expect(!session.output.contains("for this session only"), "\(session.output)")
        #expect(
            try links(at: "\(elsewhere)/shop.json") == Self.expected, "saved in the file `cat sub/../shop.json` reads")
        #expect(try directory.files() == ["sub"], "no lock, temporary file or data file in the folder the text names")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).sorted() == ["inner", "shop.json"])
    }

    @Test func aLongPathIsNamedInOneShortLine() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let long = String(repeating: "folder/", count: 600) + "shop.json"
        let session = try linkFirstIssue(in: directory.url.path, data: long)
        #expect(session.status == 2)
        let line = try #require(session.output.split(separator: "\n").first { $0.hasPrefix("walkthrough:") })
        #expect(line.count < 500, "\(line.count) characters")
        #expect(line.contains("…"))
    }
}
