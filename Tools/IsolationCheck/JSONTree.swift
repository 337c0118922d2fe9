import Foundation

/// Any JSON value, for reading SwiftPM's `dump-package`, `describe` and `show-dependencies`
/// output, whose arrays mix names, conditions and nulls.
enum JSONTree: Decodable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONTree])
    case object([String: JSONTree])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONTree].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONTree].self))
        }
    }

    /// Parses `text`, or returns nil when it is not JSON.
    static func parse(_ text: String) -> JSONTree? {
        try? JSONDecoder().decode(JSONTree.self, from: Data(text.utf8))
    }

    subscript(key: String) -> JSONTree? {
        if case let .object(members) = self { return members[key] }
        return nil
    }

    subscript(index: Int) -> JSONTree? {
        if case let .array(items) = self, items.indices.contains(index) { return items[index] }
        return nil
    }

    var string: String? {
        if case let .string(value) = self { return value }
        return nil
    }

    /// A number that is a whole one, as an `Int`.
    var integer: Int? {
        guard case let .number(value) = self, value == value.rounded(), abs(value) < 1e15 else { return nil }
        return Int(value)
    }

    var boolean: Bool? {
        if case let .bool(value) = self { return value }
        return nil
    }

    var array: [JSONTree] {
        if case let .array(items) = self { return items }
        return []
    }

    var strings: [String] { array.compactMap(\.string) }

    /// The members of an object, sorted by key.
    var members: [(key: String, value: JSONTree)] {
        if case let .object(members) = self { return members.sorted { $0.key < $1.key } }
        return []
    }
}
