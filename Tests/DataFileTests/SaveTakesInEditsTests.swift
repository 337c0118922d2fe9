@testable import DataFile
import CoreInterfaces
import Foundation
import FeatureTesting
import TestSupport
import Testing

/// A save is a transaction on the file as it is now: what an editor wrote since the store read it
/// is taken in, and the screens are told to read again, so they show the file as it is after the
/// save (a renamed asset included), not as it was before.
@MainActor
struct SaveTakesInEditsTests {
    @Test func aSaveThatTookInAnEditorsRenameHasTheScreensReadAgain() async throws {
        let over = try StoreOverFile()
        defer { over.directory.remove() }
        #expect(await over.store.changedOnDisk() == false)
        // An editor renames an asset, with no lock, after the store's last reading.
        let text = try String(contentsOfFile: over.path, encoding: .utf8)
        let renamed = text.replacingOccurrences(of: "\"Forklift FL-200\"", with: "\"Forklift FL-300\"")
        #expect(renamed != text)
        try Data(renamed.utf8).write(to: URL(fileURLWithPath: over.path))

        await over.store.change(.link(assetID: "AST-1001", issueID: "ISS-301"))
        #expect(try DataFile(path: over.path).load()?.assets.first?.name == "Forklift FL-300", "the rename was kept")
        #expect(await over.store.changedOnDisk(), "the screens are told to read the file again")
        #expect(await over.store.asset(withID: "AST-1001")?.name == "Forklift FL-300")
        #expect(await over.store.issueLinked(toAsset: "AST-1001")?.id == "ISS-301")
        #expect(over.problems.isEmpty, "\(over.problems)")
    }

    /// An accepted change shows at once, before its save, and stays on every new reading until the
    /// save settles it.
    @Test func anAcceptedChangeShowsBeforeItsSaveAndOnEveryReading() async throws {
        let over = try StoreOverFile()
        defer { over.directory.remove() }
        await over.store.accept(.link(assetID: "AST-1001", issueID: "ISS-302"), sequence: 1)
        #expect(await over.store.issueLinked(toAsset: "AST-1001")?.id == "ISS-302")
        #expect(try DataFile(path: over.path).load()?.links == [], "not saved yet")
        // Another session's save, read by the store: the accepted change still shows on top.
        var other = try #require(try DataFile(path: over.path).load())
        other.links = [DataFileContents.Link(assetID: "AST-1002", issueID: "ISS-301")]
        try DataFile(path: over.path).save(other)
        #expect(await over.store.changedOnDisk())
        #expect(await over.store.issueLinked(toAsset: "AST-1001")?.id == "ISS-302")
        #expect(await over.store.issueLinked(toAsset: "AST-1002")?.id == "ISS-301")
        await over.store.save(.link(assetID: "AST-1001", issueID: "ISS-302"), sequence: 1)
        #expect(
            try DataFile(path: over.path).load()?.links
                == [.init(assetID: "AST-1002", issueID: "ISS-301"), .init(assetID: "AST-1001", issueID: "ISS-302")],
            "the saved link follows the one the other session wrote")
    }
}
