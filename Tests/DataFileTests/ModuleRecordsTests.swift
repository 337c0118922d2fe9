@testable import DataFile
import CoreInterfaces
import Foundation
import FeatureTesting
import TestSupport
import Testing

/// A feature module's own records have every guarantee a link has: each change is a small locked
/// transaction that rewrites only the `records` value, keeps every other byte and everything the
/// session does not change (other modules, other records, other fields, fields that are not
/// strings), lands in the order made, and is reported when another writer undoes it.
@MainActor
struct ModuleRecordsTests {
    let edits = DataFileEditTests()

    static func place(_ location: String) -> [ModuleRecords.Field] {
        [ModuleRecords.Field(name: "location", value: location)]
    }

    @Test func theFirstRecordAddsARecordsMemberAndKeepsEveryOtherByte() throws {
        let text = DataFileEditTests.written(links: [("A1", "I2")])
        let changed = try edits.edit(text, .record(module: "Locations", key: "A1", fields: Self.place("Bay 3")))
        let (contents, _) = try DataFileReader.read(changed)
        #expect(contents.records.records(of: "Locations").map(\.key) == ["A1"])
        #expect(contents.records.records(of: "Locations").first?.value(of: "location") == "Bay 3")
        // Everything before the last member's end is as it was.
        let end = try #require(text.lastIndex(of: UInt8(ascii: "}")))
        #expect(Array(changed[..<end].dropLast()) == Array(text[..<end].dropLast()))
        #expect(contents.links == [DataFileContents.Link(assetID: "A1", issueID: "I2")])
    }

    @Test func aChangeKeepsOtherModulesOtherRecordsAndFieldsItDoesNotKnow() throws {
        let text = Array(
            """
            {"assets": [], "issues": [], "links": [],
             "note": 1.0,
             "records": {"Owners": {"A9": {"owner": "Kim", "since": 2019}},
                         "Locations": {"A1": {"location": "Bay 1", "shelf": 4, "by": "Sam"}}}}
            """.utf8)
        var changed = try edits.edit(text, .record(module: "Locations", key: "A1", fields: Self.place("Bay 2")))
        changed = try edits.edit(changed, .record(module: "Locations", key: "A2", fields: Self.place("Dock")))
        let (contents, _) = try DataFileReader.read(changed)
        #expect(contents.records.records(of: "Owners").first?.value(of: "owner") == "Kim")
        let a1 = try #require(contents.records.records(of: "Locations").first)
        #expect(a1.fields.map(\.name) == ["location", "by"], "string fields, in the file's order")
        #expect(a1.value(of: "location") == "Bay 2")
        #expect(String(decoding: changed, as: UTF8.self).contains("\"shelf\": 4"), "a number is kept as its text")
        #expect(String(decoding: changed, as: UTF8.self).contains("\"since\": 2019"))
        #expect(
            String(decoding: changed, as: UTF8.self).hasPrefix(
                "{\"assets\": [], \"issues\": [], \"links\": [],\n \"note\": 1.0,"))
        // Removing a module's last record removes the module, and only it.
        changed = try edits.edit(changed, .record(module: "Locations", key: "A1", fields: nil))
        changed = try edits.edit(changed, .record(module: "Locations", key: "A2", fields: nil))
        let after = try DataFileReader.read(changed).contents
        #expect(after.records.json["Locations"] == nil)
        #expect(after.records.records(of: "Owners").count == 1)
    }

    @Test func aChangeTheFileAlreadyHoldsWritesNothing() throws {
        let text = DataFileEditTests.written(links: [])
        let changed = try edits.edit(text, .record(module: "Locations", key: "A1", fields: Self.place("Bay 3")))
        let (contents, layout) = try DataFileReader.read(changed)
        #expect(
            try DataChange.record(module: "Locations", key: "A1", fields: Self.place("Bay 3"))
                .edit(changed, contents: contents, layout: layout) == nil)
    }

    @Test(arguments: [
        ("[]", "$.records: expected an object"),
        ("{\"Locations\": []}", "$.records[\"Locations\"]: expected an object"),
        ("{\"Locations\": {\"A1\": \"Bay 3\"}}", "$.records[\"Locations\"][\"A1\"]: expected an object"),
    ])
    func recordsOfAnotherShapeAreRefusedByPath(records: String, problem: String) {
        let text = Array("{\"assets\": [], \"issues\": [], \"links\": [], \"records\": \(records)}".utf8)
        #expect(throws: DataFileReader.Failure.content(problem)) { try DataFileReader.read(text) }
    }

    @Test func linksAndRecordsChangedInTurnKeepTheirPlaces() throws {
        var text = DataFileEditTests.written(links: [])
        text = try edits.edit(text, .record(module: "Locations", key: "A1", fields: Self.place("Bay 3")))
        text = try edits.edit(text, .link(assetID: "A2", issueID: "I1"))
        text = try edits.edit(text, .record(module: "Locations", key: "A2", fields: Self.place("Dock")))
        text = try edits.edit(text, .unlink(assetID: "A2"))
        text = try edits.edit(text, .record(module: "Locations", key: "A1", fields: Self.place("Yard")))
        let contents = try DataFileReader.read(text).contents
        #expect(contents.links.isEmpty)
        #expect(contents.records.records(of: "Locations").map { $0.value(of: "location") } == ["Yard", "Dock"])
    }

    @Test func aRecordIsSavedThroughTheStoreKeepingAnEditorsChange() async throws {
        let over = try StoreOverFile()
        defer { over.directory.remove() }
        // An editor renames an asset, with no lock, after the store's last reading.
        let text = try String(contentsOfFile: over.path, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"Forklift FL-200\"", with: "\"Forklift FL-300\"").utf8)
            .write(to: URL(fileURLWithPath: over.path))
        await over.store.change(.record(module: "Locations", key: "AST-1001", fields: Self.place("Bay 3")))
        let saved = try #require(try DataFile(path: over.path).load())
        #expect(saved.assets.first?.name == "Forklift FL-300", "the rename was kept")
        #expect(saved.records.records(of: "Locations").first?.value(of: "location") == "Bay 3")
        #expect(await over.store.records(of: "Locations").first?.value(of: "location") == "Bay 3")
        #expect(over.problems.isEmpty, "\(over.problems)")
    }

    @Test func recordChangesAnsweredOutOfOrderLandAsTheUserMadeThem() async throws {
        let over = try StoreOverFile()
        defer { over.directory.remove() }
        let first = DataChange.record(module: "Locations", key: "AST-1001", fields: Self.place("Bay 1"))
        let second = DataChange.record(module: "Locations", key: "AST-1001", fields: Self.place("Bay 2"))
        await over.store.accept(second, sequence: 2)
        await over.store.accept(first, sequence: 1)
        await over.store.save(second, sequence: 2)
        await over.store.save(first, sequence: 1)
        #expect(
            try DataFile(path: over.path).load()?.records.records(of: "Locations").first?.value(of: "location")
                == "Bay 2")
        #expect(await over.store.records(of: "Locations").first?.value(of: "location") == "Bay 2")
    }

    @Test func aSavedRecordAnEditorUndidIsReportedByName() async throws {
        let over = try StoreOverFile()
        defer { over.directory.remove() }
        let before = try Data(contentsOf: URL(fileURLWithPath: over.path))
        await over.store.change(.record(module: "Locations", key: "AST-1001", fields: Self.place("Bay 3")))
        // An editor writes back the copy it read before the save.
        try before.write(to: URL(fileURLWithPath: over.path))
        #expect(await over.store.records(of: "Locations").isEmpty)
        #expect(
            over.problems.contains {
                $0.contains("change of Locations's record AST-1001 was saved, but is no longer in the file")
            }, "\(over.problems)")
    }
}
