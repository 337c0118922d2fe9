import CoreInterfaces
@testable import DataFile
import Foundation
import Testing
import TestSupport

/// An editor that writes in place leaves the file invalid through several versions; the store says
/// so once, keeps what it had, and says it again only after the file was readable in between.
@MainActor
struct UnreadableFileTests {
    @Test func aFileBeingWrittenInPlaceIsSaidUnreadableOnce() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("shop.json")
        let file = DataFile(path: path)
        try file.save(.sample)
        let store = InMemoryDataStore(file: file, reading: try file.read(reusing: nil))
        var problems: [String] = []
        store.onProblem = { problems.append($0) }
        let valid = try Data(contentsOf: URL(fileURLWithPath: path))

        for cut in [10, 20, 30] {
            try valid.prefix(cut).write(to: URL(fileURLWithPath: path))
            _ = store.changedOnDisk()
        }
        #expect(problems.count == 1, "three half-written versions, one line: \(problems)")
        #expect(problems.first?.hasSuffix("; showing the data as it was") == true)
        #expect(store.currentAssets() == DataFileContents.sample.assets, "the store keeps what it had")

        try valid.write(to: URL(fileURLWithPath: path))
        _ = store.changedOnDisk()
        try valid.prefix(15).write(to: URL(fileURLWithPath: path))
        _ = store.changedOnDisk()
        #expect(problems.count == 2, "readable in between, so said again")
    }

    @Test func aFileDeletedDuringTheSessionIsSaidGoneOnceAndAChangeIsKept() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("shop.json")
        let file = DataFile(path: path)
        try file.save(.sample)
        let store = InMemoryDataStore(file: file, reading: try file.read(reusing: nil))
        var problems: [String] = []
        store.onProblem = { problems.append($0) }

        try FileManager.default.removeItem(atPath: path)
        _ = store.changedOnDisk()
        _ = store.changedOnDisk()
        #expect(problems == [
            "\(path) is gone (deleted or moved): the screens show the data as it was, and a change is kept for this session only",
        ])
        #expect(store.currentAssets() == DataFileContents.sample.assets)

        let (asset, issue) = (DataFileContents.sample.assets[0], DataFileContents.sample.issues[0])
        store.change(.link(assetID: asset.id, issueID: issue.id))
        #expect(store.issueLinked(toAsset: asset.id) == issue, "kept for this session")
        #expect(problems.last?.hasSuffix("the change is kept for this session only") == true)
        #expect(!FileManager.default.fileExists(atPath: path), "nothing was written in its place")
    }
}
