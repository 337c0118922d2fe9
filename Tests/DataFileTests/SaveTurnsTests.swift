import CoreInterfaces
@testable import DataFile
import Foundation
import FeatureTesting
import TestSupport
import Testing

/// Saves take turns, in the order they were asked for, and each checks once more, holding the
/// folder's lock, that it is still the latest change to what it changes: the file never holds a
/// change the screens have already replaced, not even between two saves, where another session
/// would read it. Another session's lock is held by the test; every wait is bounded in the main
/// actor's turns.
@MainActor
struct SaveTurnsTests {
    let over: StoreOverFile

    init() throws {
        over = try StoreOverFile()
    }

    var links: [DataFileContents.Link]? { try? DataFile(path: over.path).load()?.links }

    /// Starts saving `change`, the `sequence`th, in a task of its own that records its end in
    /// `ended`; returns once the save waits for its turn or for the lock (`blocked` set).
    func startSaving(
        _ change: DataChange, sequence: Int, ended: Locked<[Int]>, blocked: Locked<Bool>? = nil
    ) -> Task<
        Void, Never
    > {
        Task { [store = over.store] in
            await store.save(change, sequence: sequence) { blocked?.withValue { $0 = true } }
            ended.withValue { $0.append(sequence) }
        }
    }

    /// Whether `count` saves wait for their turn within the bound.
    func untilWaitingForTurn(_ count: Int) async -> Bool {
        for _ in 0..<2_000 {
            if await over.store.savingTurns.count == count { return true }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return false
    }

    /// A change overtaken by a later one to the same link while it waits for another session's
    /// lock writes nothing once it has the lock: the file goes from no link to the later one.
    @Test func aChangeOvertakenWhileItWaitsForTheLockIsNeverWritten() async throws {
        defer { over.directory.remove() }
        var lock: DirectoryLock? = try DirectoryLock(over.directory.url.path)
        let (first, later) = (
            DataChange.link(assetID: "AST-1001", issueID: "ISS-301"),
            DataChange.link(assetID: "AST-1001", issueID: "ISS-302")
        )
        await over.store.accept(first, sequence: 1)
        let (ended, blocked) = (Locked<[Int]>([]), Locked(false))
        let saving = startSaving(first, sequence: 1, ended: ended, blocked: blocked)
        try #require(await TurnBound().until { blocked.current }, "the save never waited for the lock")
        await over.store.accept(later, sequence: 2)
        lock = nil
        #expect(await TurnBound().race { await saving.value }, "the overtaken save never ended")
        #expect(links == [], "the file held the overtaken link, where another session could read it")
        await over.store.save(later, sequence: 2)
        #expect(links == [.init(assetID: "AST-1001", issueID: "ISS-302")])
        withExtendedLifetime(lock) {}
    }

    /// Three saves to three links queue behind another session's lock: they are made in the order
    /// asked for, oldest first.
    @Test func savesWaitingForTheirTurnAreMadeOldestFirst() async throws {
        defer { over.directory.remove() }
        var lock: DirectoryLock? = try DirectoryLock(over.directory.url.path)
        let changes = zip(["AST-1001", "AST-1002", "AST-1003"], ["ISS-301", "ISS-302", "ISS-303"]).map {
            DataChange.link(assetID: $0, issueID: $1)
        }
        for (index, change) in changes.enumerated() { await over.store.accept(change, sequence: index + 1) }
        let (ended, blocked) = (Locked<[Int]>([]), Locked(false))
        var saves = [startSaving(changes[0], sequence: 1, ended: ended, blocked: blocked)]
        try #require(await TurnBound().until { blocked.current }, "the first save never waited for the lock")
        saves.append(startSaving(changes[1], sequence: 2, ended: ended))
        try #require(await untilWaitingForTurn(1), "the second save never waited for its turn")
        saves.append(startSaving(changes[2], sequence: 3, ended: ended))
        try #require(await untilWaitingForTurn(2), "the third save never waited for its turn")
        lock = nil
        for save in saves { #expect(await TurnBound().race { await save.value }) }
        #expect(ended.current == [1, 2, 3], "the saves were made out of the order asked for")
        #expect(links?.count == 3)
        withExtendedLifetime(lock) {}
    }

    /// A change made with ``InMemoryDataStore/change(_:)`` comes after every change accepted
    /// before it: an earlier one to the same link, saved after it, is overtaken.
    @Test func aChangeMadeAfterAnotherAcceptedOneIsTheLater() async throws {
        defer { over.directory.remove() }
        await over.store.accept(.link(assetID: "AST-1001", issueID: "ISS-301"), sequence: 1)
        await over.store.change(.link(assetID: "AST-1001", issueID: "ISS-302"))
        await over.store.save(.link(assetID: "AST-1001", issueID: "ISS-301"), sequence: 1)
        #expect(links == [.init(assetID: "AST-1001", issueID: "ISS-302")], "the earlier change was written last")
        #expect(await over.store.issueLinked(toAsset: "AST-1001")?.id == "ISS-302")
    }
}
