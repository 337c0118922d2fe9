import CoreInterfaces
@testable import DataFile
import Foundation
import Testing

/// An editor that writes in place leaves the file invalid through several versions; the store says
/// so once, keeps what it had, and says it again only after the file was readable in between. A
/// file deleted during the session is said gone once, and a change is kept for the session.
@MainActor
struct UnreadableFileTests {
    @Test func aFileBeingWrittenInPlaceIsSaidUnreadableOnce() async throws {
        let over = try StoreOverFile()
        defer { over.directory.remove() }
        let url = URL(fileURLWithPath: over.path)
        let valid = try Data(contentsOf: url)

        for cut in [10, 20, 30] {
            try valid.prefix(cut).write(to: url)
            _ = await over.store.changedOnDisk()
        }
        #expect(over.problems.count == 1, "three half-written versions, one line: \(over.problems)")
        #expect(over.problems.first?.hasSuffix("; showing the data as it was") == true)
        #expect(await over.store.currentAssets() == DataFileContents.sample.assets, "the store keeps what it had")

        try valid.write(to: url)
        _ = await over.store.changedOnDisk()
        try valid.prefix(15).write(to: url)
        _ = await over.store.changedOnDisk()
        #expect(over.problems.count == 2, "readable in between, so said again")
    }

    @Test func aFileDeletedDuringTheSessionIsSaidGoneOnceAndAChangeIsKept() async throws {
        let over = try StoreOverFile()
        defer { over.directory.remove() }
        try FileManager.default.removeItem(atPath: over.path)
        _ = await over.store.changedOnDisk()
        _ = await over.store.changedOnDisk()
        #expect(
            over.problems == [
                "\(over.path) is gone (deleted or moved): the screens show the data as it was, and a change is kept for this session only"
            ])
        #expect(await over.store.currentAssets() == DataFileContents.sample.assets)

        let (asset, issue) = (DataFileContents.sample.assets[0], DataFileContents.sample.issues[0])
        await over.store.change(.link(assetID: asset.id, issueID: issue.id))
        #expect(await over.store.issueLinked(toAsset: asset.id) == issue, "kept for this session")
        #expect(
            over.problems.last?.hasSuffix(
                "the link of asset \(asset.id) to issue \(issue.id) is kept for this session only") == true)
        #expect(!FileManager.default.fileExists(atPath: over.path), "nothing was written in its place")
    }
}
