@testable import DataFile
import CoreInterfaces
import Foundation
import TestSupport
import Testing

/// A module's new record takes its key inside the save's locked transaction: the next number of its
/// prefix in the file as it is then. Two sessions adding records at once, each unaware of the
/// other's, keep both, each under a key of its own; neither replaces the other.
@MainActor
struct NewRecordTests {
    static func service(_ asset: String, _ date: String, token: String) -> DataChange {
        .newRecord(
            module: "Maintenance", prefix: "SRV",
            fields: [.init(name: "asset", value: asset), .init(name: "date", value: date)], token: token)
    }

    static func keys(_ path: String) throws -> [String] {
        try DataFile(path: path).load()?.records.records(of: "Maintenance").map(\.key) ?? []
    }

    @Test func recordsOneSessionAddsTakeTheNextNumbers() async throws {
        let over = try StoreOverFile()
        defer { over.directory.remove() }
        await over.store.change(Self.service("AST-1001", "2027-01-04", token: "a"))
        await over.store.change(Self.service("AST-1002", "2027-01-11", token: "b"))
        #expect(try Self.keys(over.path) == ["SRV-1", "SRV-2"])
        let records = await over.store.records(of: "Maintenance")
        #expect(records.map(\.key) == ["SRV-1", "SRV-2"])
        #expect(records.map { $0.value(of: "asset") } == ["AST-1001", "AST-1002"])
        #expect(await over.store.unsaved.isEmpty)
    }

    /// Two sessions each read the file with no service, each shows its own new one, and each
    /// saves: the second's transaction finds the first's record and takes the next number.
    @Test func twoSessionsAddingAtOnceKeepBothUnderKeysOfTheirOwn() async throws {
        let over = try StoreOverFile()
        defer { over.directory.remove() }
        var file = DataFile(path: over.path)
        file.clock = ContinuousClock()
        let other = InMemoryDataStore(file: file, reading: try file.read(reusing: nil)) { _ in }
        await over.store.accept(Self.service("AST-1001", "2027-01-04", token: "mine"), sequence: 1)
        await other.accept(Self.service("AST-1002", "2027-01-04", token: "theirs"), sequence: 1)
        #expect(await over.store.records(of: "Maintenance").map(\.key) == ["SRV-1"])
        #expect(await other.records(of: "Maintenance").map(\.key) == ["SRV-1"], "each shows its own at once")
        await over.store.save(Self.service("AST-1001", "2027-01-04", token: "mine"), sequence: 1)
        await other.save(Self.service("AST-1002", "2027-01-04", token: "theirs"), sequence: 1)
        let records = try #require(try DataFile(path: over.path).load()).records.records(of: "Maintenance")
        #expect(records.map(\.key) == ["SRV-1", "SRV-2"])
        #expect(records.map { $0.value(of: "asset") } == ["AST-1001", "AST-1002"], "neither replaced the other")
        #expect(await other.records(of: "Maintenance").map(\.key) == ["SRV-1", "SRV-2"])
        #expect(await over.store.unsaved.isEmpty)
        #expect(await other.unsaved.isEmpty)
    }

    /// A saved new record is watched as any saved change is: undone by an editor, it is named.
    @Test func aSavedNewRecordAnEditorUndidIsNamed() async throws {
        let over = try StoreOverFile()
        defer { over.directory.remove() }
        let before = try Data(contentsOf: URL(fileURLWithPath: over.path))
        await over.store.change(Self.service("AST-1001", "2027-01-04", token: "a"))
        try before.write(to: URL(fileURLWithPath: over.path))
        #expect(await over.store.records(of: "Maintenance").isEmpty)
        #expect(
            over.problems.contains {
                $0.contains("change of Maintenance's record SRV-1 was saved, but is no longer in the file")
            }, "\(over.problems)")
    }

    /// Only keys of exactly the prefix, a dash and ASCII digits count, the prefix by its code points.
    @Test func theNextKeyCountsOnlyThePrefixAndDigits() {
        var records = ModuleRecords()
        for key in ["SRV-7", "SRV-x", "SRV-\u{FF19}9", "srv-40", "SRVX-50", "\u{0421}RV-30", "SRV-"] {
            records = records.setting([.init(name: "date", value: "d")], key: key, module: "Maintenance")
        }
        #expect(records.nextKey("SRV", of: "Maintenance") == "SRV-8")
        #expect(records.nextKey("SRV", of: "Other") == "SRV-1")
        #expect(records.highestKey("SRV", of: "Maintenance") == "SRV-7")
    }
}
