@testable import AppCore
@testable import DataFile
import AssetsInterface
import CoreInterfaces
import Foundation
import IssuesInterface
import Testing
import FeatureTesting
import TestSupport

/// What only a real process shows: a kill at any instant during saving, SIGINT, and raw bytes.
@Suite(.serialized)
struct ProcessTests {
    /// A few records with long descriptions: a file of about 8 MB whose screens stay small, so
    /// most of each turn is spent saving and kills land mid-save.
    static let bigContents = DataFileContents(
        assets: (0..<4).map {
            DataFileContents.Asset(id: "A\($0)", name: "Asset \($0)", status: "In service", category: "Bulk")
        },
        issues: (0..<4).map {
            DataFileContents.Issue(
                id: "I\($0)", title: "Issue \($0)", status: "Open",
                description: String(repeating: "\($0)", count: 2_000_000))
        },
        links: []
    )

    @Test func aKillAtAnyInstantLeavesAValidFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("shop.json")
        try DataFile(path: path).save(Self.bigContents)
        let toggling = String(repeating: "Link issue\n1\nUnlink issue\n", count: 2_000)
        var random = SeededRandom(seed: 42)

        for attempt in 0..<40 {
            let walkthrough = try WalkthroughProcess(arguments: ["--data", path, "--open", "assets/A3"])
            walkthrough.feed(Data(toggling.utf8))
            usleep(UInt32.random(in: 50_000...400_000, using: &random))
            kill(walkthrough.process.processIdentifier, SIGKILL)
            _ = walkthrough.wait()

            let contents = try #require(try DataFile(path: path).load(), "attempt \(attempt): the file is gone")
            #expect(contents.assets == Self.bigContents.assets, "attempt \(attempt)")
            #expect(contents.issues == Self.bigContents.issues, "attempt \(attempt)")
            #expect(contents.links.count <= 1)
        }
    }

    /// Ctrl-C while a change is in flight (here waiting for another session's lock) says which change
    /// it may abandon, then exits 130.
    @Test func sigintDuringASaveSaysWhichChangeItMayAbandon() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("shop.json")
        try DataFile(path: path).save(.sample)
        // Another session's transaction holds the folder's lock while this test runs.
        let other = try DirectoryLock(directory.url.path)
        defer { withExtendedLifetime(other) {} }
        let walkthrough = try WalkthroughProcess(
            arguments: ["--data", path, "--open", "assets/AST-1001"], capturing: true)
        walkthrough.send("Link issue\nHydraulic\n")
        var said = walkthrough.waitForErrors(containing: "waiting for another session that holds the lock")
        kill(walkthrough.process.processIdentifier, SIGINT)
        said += walkthrough.waitForErrors(containing: nil)
        let end = walkthrough.wait()
        #expect(end.status == 130)
        let notice =
            "walkthrough: interrupted; not saved, or not known to be: the link of asset AST-1001 to issue ISS-301."
        #expect(said.contains(notice + "\n"), "\(said)")
        #expect(try DataFile(path: path).load()?.links == [], "the save waited for the lock, and never made it")
    }

    @Test func sigintExits130AndLosesNothing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("shop.json")
        let walkthrough = try WalkthroughProcess(arguments: ["--data", path, "--open", "assets/AST-1001"])
        let handle = walkthrough.input.fileHandleForWriting
        try handle.write(contentsOf: Data("Link issue\nHydraulic\n".utf8))
        // Wait until the link is on disk, then interrupt while the walkthrough waits for input.
        for _ in 0..<500 {
            if let contents = try? DataFile(path: path).load(), !contents.links.isEmpty { break }
            usleep(10_000)
        }
        kill(walkthrough.process.processIdentifier, SIGINT)
        let end = walkthrough.wait()
        #expect(end.status == 130)
        #expect(end.reason == .exit)
        let contents = try #require(try DataFile(path: path).load())
        #expect(contents.links == [.init(assetID: "AST-1001", issueID: "ISS-301")])
    }

    @Test func randomBytesOnStdinEndNormallyAndKeepEveryRecord() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("tmp.json")
        var random = SeededRandom(seed: 100_000)
        let bytes = Data((0..<100_000).map { _ in UInt8.random(in: 0...255, using: &random) })
        let walkthrough = try WalkthroughProcess(arguments: ["--data", path])
        walkthrough.feed(bytes)
        let end = walkthrough.wait()
        #expect(end.status == 0)
        #expect(end.reason == .exit)
        let contents = try #require(try DataFile(path: path).load())
        #expect(contents.assets == SampleData.assets)
        #expect(contents.issues == SampleData.issues)
    }
}
