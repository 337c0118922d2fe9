/// Reads JSON exactly as RFC 8259 defines it, and nothing more: no trailing comma, no duplicate
/// key in one object, no invalid escape or unescaped control character, no lone surrogate, no
/// leading zero, no text after the value. Numbers keep their text, whatever their size. A value
/// nested deeper than ``depthLimit`` is refused here, at load, not when the file is saved. Every
/// error names the line and column, counted in characters from 1.
///
/// ``parse(_:)`` reads a whole text as a ``JSONValue``. A reader that knows the shape it expects
/// (``DataFileReader``) walks the text instead, object by object and array by array, with the same
/// checks, building only what it keeps and noting where each piece stands.
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

    let bytes: [UInt8]
    /// Where the reader stands: the offset of the next byte to read.
    private(set) var index = 0
    /// Where the value read last ends: the offset just past its last byte, before any white space.
    private(set) var valueEnd = 0

    /// The value `bytes` hold (UTF-8, with an optional byte-order mark), or where it goes wrong.
    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        var reader = JSONReader(bytes: bytes)
        let value = try reader.value(depth: 0)
        try reader.end()
        return value
    }

    /// A reader at the start of `bytes`, past a byte-order mark and white space.
    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
    }

    /// The next byte, after white space, without reading it.
    var next: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Checks that nothing but white space follows the value just read.
    func end() throws(SyntaxError) {
        guard index == bytes.count else { throw error("unexpected text after the JSON value") }
    }

    /// An error at `position`, or where the reader stands.
    func error(_ problem: String, at position: Int? = nil) -> SyntaxError {
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

    /// Notes that a value ends where the reader stands, and moves past the white space after it.
    private mutating func endValue() {
        valueEnd = index
        skipWhitespace()
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    // MARK: - Walking objects and arrays

    /// An object being read member by member: whether the next member is the first, and the keys
    /// seen so far.
    struct ObjectCursor {
        /// How deeply the object's values are nested.
        let depth: Int
        fileprivate var first = true
        fileprivate var keys = KeySet()
    }

    /// An array being read element by element.
    struct ArrayCursor {
        /// How deeply the array's elements are nested.
        let depth: Int
        fileprivate var first = true
    }

    /// Starts reading the object that stands next; `depth` is how deeply it is nested.
    mutating func beginObject(depth: Int) throws(SyntaxError) -> ObjectCursor {
        guard depth < Self.depthLimit else { throw error("nested deeper than \(Self.depthLimit) levels") }
        index += 1
        skipWhitespace()
        return ObjectCursor(depth: depth + 1)
    }

    /// The next member's key, with the reader at its value (which the caller must read), or `nil`
    /// past the object's closing brace. `start` is where the key stands.
    mutating func nextKey(_ cursor: inout ObjectCursor) throws(SyntaxError) -> (key: String, start: Int)? {
        if cursor.first {
            cursor.first = false
            if next == UInt8(ascii: "}") {
                index += 1
                endValue()
                return nil
            }
        } else {
            switch next {
            case UInt8(ascii: ","): index += 1; skipWhitespace()
            case UInt8(ascii: "}"): index += 1; endValue(); return nil
            default: throw error("expected \",\" or \"}\"")
            }
        }
        let start = index
        guard next == UInt8(ascii: "\"") else {
            throw error(cursor.keys.isEmpty ? "expected a key in quotes" : "expected a key in quotes after the comma (a trailing comma is not JSON)")
        }
        let key = try string()
        guard cursor.keys.insert(key) else {
            throw error("the key \"\(VisibleText.make(key, limit: 80))\" appears twice in one object", at: start)
        }
        guard next == UInt8(ascii: ":") else { throw error("expected \":\" after the key") }
        index += 1
        skipWhitespace()
        return (key, start)
    }

    /// Starts reading the array that stands next.
    mutating func beginArray(depth: Int) throws(SyntaxError) -> ArrayCursor {
        guard depth < Self.depthLimit else { throw error("nested deeper than \(Self.depthLimit) levels") }
        index += 1
        skipWhitespace()
        return ArrayCursor(depth: depth + 1)
    }

    /// Whether another element follows, with the reader at it (which the caller must read);
    /// `false` past the array's closing bracket.
    mutating func nextElement(_ cursor: inout ArrayCursor) throws(SyntaxError) -> Bool {
        if cursor.first {
            cursor.first = false
            if next == UInt8(ascii: "]") {
                index += 1
                endValue()
                return false
            }
            return true
        }
        switch next {
        case UInt8(ascii: ","):
            index += 1
            skipWhitespace()
            if next == UInt8(ascii: "]") { throw error("a trailing comma is not JSON") }
            return true
        case UInt8(ascii: "]"):
            index += 1
            endValue()
            return false
        default:
            throw error("expected \",\" or \"]\"")
        }
    }

    // MARK: - Values

    /// The value that stands next, whole; `depth` is how deeply it is nested.
    mutating func value(depth: Int) throws(SyntaxError) -> JSONValue {
        guard let byte = next else { throw error("the text ends where a value should be") }
        switch byte {
        case UInt8(ascii: "{"):
            var cursor = try beginObject(depth: depth)
            var members: [JSONObject.Member] = []
            while let (key, _) = try nextKey(&cursor) {
                members.append(JSONObject.Member(key: key, value: try value(depth: cursor.depth)))
            }
            return .object(JSONObject(members: members))
        case UInt8(ascii: "["):
            var cursor = try beginArray(depth: depth)
            var items: [JSONValue] = []
            while try nextElement(&cursor) {
                items.append(try value(depth: cursor.depth))
            }
            return .array(items)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("unexpected character where a value should be")
        }
    }

    private mutating func literal(_ word: StaticString) throws(SyntaxError) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count,
              word.withUTF8Buffer({ expected in bytes[index..<index + count].elementsEqual(expected) })
        else { throw error("unexpected character where a value should be") }
        index += count
        endValue()
    }

    /// A number's text, checked against the grammar: `-`? (`0` | [1-9][0-9]*) (`.` [0-9]+)? ([eE] [+-]? [0-9]+)?
    private mutating func number() throws(SyntaxError) -> String {
        let start = index
        func digits() -> Int {
            let first = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - first
        }
        func at(_ character: Unicode.Scalar) -> Bool { index < bytes.count && bytes[index] == UInt8(ascii: character) }
        if at("-") { index += 1 }
        if at("0") {
            index += 1
            if index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { throw error("a number cannot start with 0") }
        } else if digits() == 0 {
            throw error("expected a digit")
        }
        if at(".") {
            index += 1
            guard digits() > 0 else { throw error("expected a digit after the decimal point") }
        }
        if at("e") || at("E") {
            index += 1
            if at("+") || at("-") { index += 1 }
            guard digits() > 0 else { throw error("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        endValue()
        return text
    }

    /// The string that stands next, its escapes resolved; the text must be UTF-8 with no control
    /// character and no lone surrogate.
    mutating func string() throws(SyntaxError) -> String {
        let start = index + 1
        // Most strings hold no escape: read them in one go.
        var end = start
        var ascii = true
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") {
                let text: String
                if ascii {
                    text = String(decoding: bytes[start..<end], as: UTF8.self)
                } else if let valid = String(validating: bytes[start..<end], as: UTF8.self) {
                    text = valid
                } else {
                    throw error("a string is not valid UTF-8", at: start)
                }
                index = end + 1
                endValue()
                return text
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            if byte >= 0x80 { ascii = false }
            end += 1
        }
        index = start
        return try escapedString()
    }

    /// The rest of a string that holds an escape (or is not closed), the reader inside it.
    private mutating func escapedString() throws(SyntaxError) -> String {
        var scalars = String.UnicodeScalarView()
        var run = index
        func flush() throws(SyntaxError) {
            guard let text = String(validating: bytes[run..<index], as: UTF8.self) else {
                throw error("a string is not valid UTF-8", at: run)
            }
            scalars.append(contentsOf: text.unicodeScalars)
        }
        while true {
            guard index < bytes.count else { throw error("a string is not closed") }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                try flush()
                index += 1
                endValue()
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
        guard index < bytes.count else { throw error("a string is not closed") }
        let byte = bytes[index]
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
                guard bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else { throw error("a lone surrogate \\u escape") }
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
            guard index < bytes.count else { throw error("expected four hexadecimal digits after \\u") }
            let byte = bytes[index]
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

/// The keys one object has had so far: a short list while the object is small, as records are,
/// and a set once it grows.
struct KeySet {
    private var few: [String] = []
    private var many: Set<String>?

    var isEmpty: Bool { few.isEmpty }

    /// Adds `key`; returns `false` when it was already there.
    mutating func insert(_ key: String) -> Bool {
        if many != nil { return many?.insert(key).inserted ?? false }
        guard !few.contains(key) else { return false }
        few.append(key)
        if few.count > 8 { many = Set(few) }
        return true
    }
}
