import CoreInterfaces
@testable import DataFile
import Foundation
import FeatureTesting
import TestSupport
import Testing

/// The store compares each change's place in the order the session made them: an earlier change to
/// the same link, accepted or saved after a later one, is folded into it; changes to other links
/// are kept.
@MainActor
struct ChangeOrderTests {
    @Test func anEarlierChangeAcceptedLateIsNeitherShownNorWritten() async throws {
        let over = try StoreOverFile()
        defer { over.directory.remove() }
        await over.store.accept(.link(assetID: "AST-1001", issueID: "ISS-302"), sequence: 2)
        await over.store.accept(.link(assetID: "AST-1001", issueID: "ISS-301"), sequence: 1)
        #expect(await over.store.issueLinked(toAsset: "AST-1001")?.id == "ISS-302")
        await over.store.save(.link(assetID: "AST-1001", issueID: "ISS-301"), sequence: 1)
        #expect(try DataFile(path: over.path).load()?.links == [], "the earlier change writes nothing")
        await over.store.save(.link(assetID: "AST-1001", issueID: "ISS-302"), sequence: 2)
        #expect(try DataFile(path: over.path).load()?.links == [.init(assetID: "AST-1001", issueID: "ISS-302")])
        #expect(await over.store.unsaved.isEmpty)
    }

    /// Two changes accepted in order, saved in the other order: the earlier one is overtaken, and
    /// the file ends with the later.
    @Test func anEarlierChangeSavedAfterALaterOneIsOvertaken() async throws {
        let over = try StoreOverFile()
        defer { over.directory.remove() }
        await over.store.accept(.link(assetID: "AST-1001", issueID: "ISS-301"), sequence: 1)
        await over.store.accept(.unlink(assetID: "AST-1001"), sequence: 2)
        await over.store.save(.unlink(assetID: "AST-1001"), sequence: 2)
        await over.store.save(.link(assetID: "AST-1001", issueID: "ISS-301"), sequence: 1)
        #expect(try DataFile(path: over.path).load()?.links == [])
        #expect(await over.store.issueLinked(toAsset: "AST-1001") == nil)
    }

    @Test func changesToOtherLinksAreAllKept() async throws {
        let over = try StoreOverFile()
        defer { over.directory.remove() }
        await over.store.accept(.link(assetID: "AST-1002", issueID: "ISS-302"), sequence: 2)
        await over.store.accept(.link(assetID: "AST-1001", issueID: "ISS-301"), sequence: 1)
        await over.store.save(.link(assetID: "AST-1002", issueID: "ISS-302"), sequence: 2)
        await over.store.save(.link(assetID: "AST-1001", issueID: "ISS-301"), sequence: 1)
        #expect(
            try DataFile(path: over.path).load()?.links
                == [.init(assetID: "AST-1002", issueID: "ISS-302"), .init(assetID: "AST-1001", issueID: "ISS-301")])
    }

    /// A change the file could not take is remembered for the end of the session, until a later
    /// change to the same link is saved.
    @Test func aChangeNotSavedIsRememberedUntilALaterOneToTheSameLinkIsSaved() async throws {
        let over = try StoreOverFile()
        defer { over.directory.remove() }
        chmod(over.path, 0o444)
        await over.store.change(.link(assetID: "AST-1001", issueID: "ISS-301"))
        #expect(
            await over.store.unsaved == ["link of asset AST-1001 to issue ISS-301 (kept for this session only)"])
        chmod(over.path, 0o644)
        await over.store.change(.link(assetID: "AST-1001", issueID: "ISS-302"))
        #expect(await over.store.unsaved.isEmpty)
        #expect(try DataFile(path: over.path).load()?.links == [.init(assetID: "AST-1001", issueID: "ISS-302")])
    }
}
