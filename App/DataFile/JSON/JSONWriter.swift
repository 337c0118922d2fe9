/// Writes a ``JSONValue`` as the data file's text: two-space indentation, members in their order,
/// numbers as their own text, strings with only what JSON requires escaped (`"`, `\` and control
/// characters), so a value the program did not touch reads back as the same value.
enum JSONWriter {
    /// `value` as text, ending with a line break.
    static func text(of value: JSONValue) -> String {
        var out = ""
        write(value, indent: "", to: &out)
        return out + "\n"
    }

    /// `value` as text inside a value whose lines are indented by `indent`, with no line break
    /// after it: its inner lines one step further in, its closing bracket at `indent`.
    static func text(of value: JSONValue, nestedAt indent: String) -> String {
        var out = ""
        write(value, indent: indent, to: &out)
        return out
    }

    private static func write(_ value: JSONValue, indent: String, to out: inout String) {
        switch value {
        case let .object(object):
            guard !object.members.isEmpty else { out += "{}"; return }
            out += "{\n"
            let inner = indent + "  "
            for (position, member) in object.members.enumerated() {
                out += inner
                writeString(member.key, to: &out)
                out += ": "
                write(member.value, indent: inner, to: &out)
                out += position < object.members.count - 1 ? ",\n" : "\n"
            }
            out += indent + "}"
        case let .array(items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "[\n"
            let inner = indent + "  "
            for (position, item) in items.enumerated() {
                out += inner
                write(item, indent: inner, to: &out)
                out += position < items.count - 1 ? ",\n" : "\n"
            }
            out += indent + "]"
        case let .string(text): writeString(text, to: &out)
        case let .number(text): out += text
        case let .bool(flag): out += flag ? "true" : "false"
        case .null: out += "null"
        }
    }

    /// `text` as a JSON string, in quotes.
    static func quoted(_ text: String) -> String {
        var out = ""
        writeString(text, to: &out)
        return out
    }

    private static func writeString(_ text: String, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16, uppercase: false)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
