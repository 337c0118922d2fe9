import CoreInterfaces

/// The records feature modules keep in the data file, each module's by its name, under the
/// file's `records` key: `{"records": {"Locations": {"AST-1001": {"location": "Bay 3"}}}}`.
///
/// The data file knows no module: a record is a key (what the module keeps it for, such as an
/// asset's ID) and string fields, and a module's repository in the App reads and changes its own by
/// the module's name (``InMemoryDataStore/records(of:)``, ``DataChange/record(module:key:fields:)``).
/// A field of another type, and every module, record and field a session does not change, is kept
/// as it stands.
package struct ModuleRecords: Equatable, Sendable {
    /// One string field of a record.
    package struct Field: Equatable, Sendable {
        package var name: String
        package var value: String

        package init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// One record: its key and its string fields, in the file's order.
    package struct Record: Equatable, Sendable {
        package var key: String
        package var fields: [Field]

        /// The value of the field `name`, compared by code points, if the record has one.
        package func value(of name: String) -> String? {
            fields.first { $0.name.isExactly(name) }?.value
        }
    }

    /// The `records` object as the file holds it (empty when the file has none).
    var json: JSONObject

    init(json: JSONObject = JSONObject()) {
        self.json = json
    }

    /// The records of `module`, in the file's order, each with its string fields.
    func records(of module: String) -> [Record] {
        guard let records = json[module]?.object else { return [] }
        return records.members.map { member in
            Record(
                key: member.key,
                fields: (member.value.object?.members ?? []).compactMap { field in
                    guard case let .string(value) = field.value else { return nil }
                    return Field(name: field.key, value: value)
                })
        }
    }

    /// These records with `module`'s record `key` given `fields` (each set where it stands, or
    /// added; the record's other fields kept), or removed when `fields` is `nil`. A module left with
    /// no record is removed.
    func setting(_ fields: [Field]?, key: String, module: String) -> ModuleRecords {
        var json = json
        var records = json[module]?.object ?? JSONObject()
        if let fields {
            var record = records[key]?.object ?? JSONObject()
            for field in fields { record[field.name] = .string(field.value) }
            records[key] = .object(record)
        } else {
            records[key] = nil
        }
        json[module] = records.members.isEmpty ? nil : .object(records)
        return ModuleRecords(json: json)
    }

    /// Whether `module`'s record `key` has `fields` (every one of them, by code points), or, for
    /// `nil`, is absent.
    func holds(_ fields: [Field]?, key: String, module: String) -> Bool {
        let record = records(of: module).first { $0.key.isExactly(key) }
        guard let fields else { return record == nil }
        guard let record else { return false }
        return fields.allSatisfy { record.value(of: $0.name)?.isExactly($0.value) == true }
    }

    /// The first thing in `value`, the file's `records`, that the format does not allow, as a
    /// JSON path and a problem: each module's records are an object, and each record is one.
    static func problem(in value: JSONValue) -> String? {
        guard let modules = value.object else { return "$.records: expected an object" }
        for module in modules.members {
            let path = "$.records[\(JSONWriter.quoted(VisibleText.make(module.key, limit: 80)))]"
            guard let records = module.value.object else { return "\(path): expected an object" }
            for record in records.members where record.value.object == nil {
                return "\(path)[\(JSONWriter.quoted(VisibleText.make(record.key, limit: 80)))]: expected an object"
            }
        }
        return nil
    }
}

extension ModuleRecords {
    /// The key a new record of `module` takes: `prefix`, a dash and one more than the highest
    /// number its keys of that form have (`SRV-1` when it has none).
    func nextKey(_ prefix: String, of module: String) -> String {
        "\(prefix)-\(highestNumber(prefix, of: module) + 1)"
    }

    /// The key of `module`'s record of the form `prefix`, a dash and a number, with the highest
    /// number, if it has one: the record a ``DataChange/newRecord(module:prefix:fields:token:)``
    /// just added.
    func highestKey(_ prefix: String, of module: String) -> String? {
        let highest = highestNumber(prefix, of: module)
        return highest > 0 ? "\(prefix)-\(highest)" : nil
    }

    /// The highest number of `module`'s keys that are `prefix`, a dash and ASCII digits (0 when
    /// none is), the prefix compared by its code points.
    private func highestNumber(_ prefix: String, of module: String) -> Int {
        let start = Array((prefix + "-").unicodeScalars)
        let numbers = records(of: module).compactMap { record -> Int? in
            let scalars = Array(record.key.unicodeScalars)
            guard scalars.count > start.count, scalars.starts(with: start) else { return nil }
            let digits = scalars.dropFirst(start.count)
            guard digits.count < 18, digits.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
            return Int(String(String.UnicodeScalarView(digits)))
        }
        return numbers.max() ?? 0
    }
}
