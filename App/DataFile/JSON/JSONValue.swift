import CoreInterfaces

/// A JSON value as it stands in a file, so that a change is made to the file's own JSON and every
/// key the program does not know is written back as it was: an object keeps its members in the
/// file's order, and a number keeps its exact text (`1.0` stays `1.0`, `1e300` and a 45-digit
/// serial number stay what they are). ``JSONReader`` reads it; ``JSONWriter`` writes it.
enum JSONValue: Equatable, Sendable {
    case object(JSONObject)
    case array([JSONValue])
    case string(String)
    /// A number, as its text in the file.
    case number(String)
    case bool(Bool)
    case null

    /// The value's members, when it is an object.
    var object: JSONObject? {
        if case let .object(members) = self { members } else { nil }
    }
}

/// A JSON object's members in the order they stand: looking a key up finds it, setting one
/// replaces it where it stands or adds it at the end.
struct JSONObject: Equatable, Sendable, ExpressibleByDictionaryLiteral {
    /// One member.
    struct Member: Equatable, Sendable {
        var key: String
        var value: JSONValue
    }

    var members: [Member]

    init(members: [Member] = []) {
        self.members = members
    }

    init(dictionaryLiteral elements: (String, JSONValue)...) {
        members = elements.map { Member(key: $0.0, value: $0.1) }
    }

    subscript(key: String) -> JSONValue? {
        get { members.first { $0.key.isExactly(key) }?.value }
        set {
            if let index = members.firstIndex(where: { $0.key.isExactly(key) }) {
                if let newValue { members[index].value = newValue } else { members.remove(at: index) }
            } else if let newValue {
                members.append(Member(key: key, value: newValue))
            }
        }
    }
}
