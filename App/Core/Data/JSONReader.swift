/// Reads JSON exactly as RFC 8259 defines it, and nothing more: no trailing comma, no duplicate
/// key in one object, no invalid escape or unescaped control character, no lone surrogate, no
/// leading zero, no text after the value. Numbers keep their text, whatever their size. A value
/// nested deeper than ``depthLimit`` is refused here, at load, not when the file is saved. Every
/// error names the line and column, counted in characters from 1.
struct JSONReader {
    /// Why a text is not JSON this program reads, and where.
    struct SyntaxError: Error, Equatable, CustomStringConvertible {
        let line: Int
        let column: Int
        let problem: String

        var description: String { "line \(line), column \(column): \(problem)" }
    }

    /// How deeply arrays and objects may nest.
    static let depthLimit = 512

    private let bytes: [UInt8]
    private var index = 0

    /// The value `bytes` hold (UTF-8, with an optional byte-order mark), or where it goes wrong.
    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        var reader = JSONReader(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
        reader.skipWhitespace()
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.index == bytes.count else { throw reader.error("unexpected text after the JSON value") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// An error at the current position.
    private func error(_ problem: String, at position: Int? = nil) -> SyntaxError {
        let end = min(position ?? index, bytes.count)
        var line = 1
        var lineStart = 0
        for offset in 0..<end where bytes[offset] == UInt8(ascii: "\n") {
            line += 1
            lineStart = offset + 1
        }
        // Columns count characters: every byte but UTF-8 continuation bytes.
        let column = bytes[lineStart..<end].filter { $0 & 0xC0 != 0x80 }.count + 1
        return SyntaxError(line: line, column: column, problem: problem)
    }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func value(depth: Int) throws(SyntaxError) -> JSONValue {
        guard let byte = current else { throw error("the text ends where a value should be") }
        switch byte {
        case UInt8(ascii: "{"):
            guard depth < Self.depthLimit else { throw error("nested deeper than \(Self.depthLimit) levels") }
            return .object(try object(depth: depth + 1))
        case UInt8(ascii: "["):
            guard depth < Self.depthLimit else { throw error("nested deeper than \(Self.depthLimit) levels") }
            return .array(try array(depth: depth + 1))
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("unexpected character where a value should be")
        }
    }

    private mutating func literal(_ word: String) throws(SyntaxError) {
        let expected = Array(word.utf8)
        guard bytes[index...].starts(with: expected) else { throw error("unexpected character where a value should be") }
        index += expected.count
    }

    private mutating func object(depth: Int) throws(SyntaxError) -> JSONObject {
        index += 1
        var members: [JSONObject.Member] = []
        var keys: Set<String> = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return JSONObject(members: members)
        }
        while true {
            skipWhitespace()
            let keyStart = index
            guard current == UInt8(ascii: "\"") else {
                throw error(members.isEmpty ? "expected a key in quotes" : "expected a key in quotes after the comma (a trailing comma is not JSON)")
            }
            let key = try string()
            guard keys.insert(key).inserted else { throw error("the key \"\(VisibleText.make(key, limit: 80))\" appears twice in one object", at: keyStart) }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected \":\" after the key") }
            index += 1
            skipWhitespace()
            members.append(JSONObject.Member(key: key, value: try value(depth: depth)))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return JSONObject(members: members)
            default: throw error("expected \",\" or \"}\"")
            }
        }
    }

    private mutating func array(depth: Int) throws(SyntaxError) -> [JSONValue] {
        index += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return items
        }
        while true {
            skipWhitespace()
            if current == UInt8(ascii: "]") { throw error("a trailing comma is not JSON") }
            items.append(try value(depth: depth))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return items
            default: throw error("expected \",\" or \"]\"")
            }
        }
    }

    /// A number's text, checked against the grammar: `-`? (`0` | [1-9][0-9]*) (`.` [0-9]+)? ([eE] [+-]? [0-9]+)?
    private mutating func number() throws(SyntaxError) -> String {
        let start = index
        func digits() -> Int {
            let first = index
            while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
            return index - first
        }
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
            if let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { throw error("a number cannot start with 0") }
        } else if digits() == 0 {
            throw error("expected a digit")
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("expected a digit after the decimal point") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("expected a digit in the exponent") }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// A string's characters, escapes resolved; the text must be UTF-8 with no control character
    /// and no lone surrogate.
    private mutating func string() throws(SyntaxError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run = index
        func flush() throws(SyntaxError) {
            guard let text = String(validating: bytes[run..<index], as: UTF8.self) else {
                throw error("a string is not valid UTF-8", at: run)
            }
            scalars.append(contentsOf: text.unicodeScalars)
        }
        while true {
            guard let byte = current else { throw error("a string is not closed") }
            switch byte {
            case UInt8(ascii: "\""):
                try flush()
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                try flush()
                index += 1
                scalars.append(try escape())
                run = index
            case 0..<0x20:
                throw error("a control character must be escaped in a string")
            default:
                index += 1
            }
        }
    }

    private mutating func escape() throws(SyntaxError) -> Unicode.Scalar {
        guard let byte = current else { throw error("a string is not closed") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try hex4()
            if (0xD800...0xDBFF).contains(first) {
                guard bytes[index...].starts(with: Array("\\u".utf8)) else { throw error("a lone surrogate \\u escape") }
                index += 2
                let second = try hex4()
                guard (0xDC00...0xDFFF).contains(second),
                      let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
                else { throw error("a lone surrogate \\u escape") }
                return scalar
            }
            guard let scalar = Unicode.Scalar(first) else { throw error("a lone surrogate \\u escape") }
            return scalar
        default:
            index -= 1
            throw error("an invalid escape in a string")
        }
    }

    private mutating func hex4() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current else { throw error("expected four hexadecimal digits after \\u") }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("expected four hexadecimal digits after \\u")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }
}
