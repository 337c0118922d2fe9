/// Reading one value: literals, numbers and strings, each checked against RFC 8259.
extension JSONReader {
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
            if index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                throw error("a number cannot start with 0")
            }
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

    /// The rest of a string that holds an escape (or is not closed), the reader inside it. The text
    /// is gathered as UTF-8 bytes, each byte once, so a string of a million escapes costs a
    /// million steps, not a million copies of what came before it.
    private mutating func escapedString() throws(SyntaxError) -> String {
        var utf8: [UInt8] = []
        var run = index
        func flush() throws(SyntaxError) {
            guard run < index else { return }
            // A backslash never stands inside a character's bytes: each run is whole characters.
            guard String(validating: bytes[run..<index], as: UTF8.self) != nil else {
                throw error("a string is not valid UTF-8", at: run)
            }
            utf8.append(contentsOf: bytes[run..<index])
        }
        while true {
            guard index < bytes.count else { throw error("a string is not closed") }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                try flush()
                index += 1
                endValue()
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try flush()
                index += 1
                utf8.append(contentsOf: try escape().utf8)
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
                guard bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
                    throw error("a lone surrogate \\u escape")
                }
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
