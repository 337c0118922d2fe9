/// Reads a JSON text as it arrives, a piece at a time, far enough to find the first byte no JSON
/// text can have where it stands: a file that cannot be JSON is refused once that byte is read,
/// before the rest is (a 2 GB file that starts with `{` and then holds zeros, or a log that starts
/// `2024-01-01`). It checks the grammar's shape (containers, keys, strings and their escapes,
/// numbers, literals, nothing after the value) and nothing more: what it lets through, the
/// ``JSONReader`` still checks (UTF-8, surrogates, depth, duplicate keys); what it refuses, the
/// reader refuses too, at that byte.
///
/// It runs over every byte of every file read, so it is a loop over plain values: a run of string
/// bytes or white space is taken without a step per byte (several times the reader's speed).
struct JSONStreamCheck {
    /// What may come next between tokens.
    private enum Expecting {
        case value, valueOrClose, keyOrClose, key, colon, commaOrClose, nothing
    }

    /// Which token the check is in, when one spans bytes.
    private enum Mode {
        case between, byteOrderMark, string, escape, hex, number, literal
    }

    /// How far a number has come: what the byte read last completed.
    private enum Number {
        case minus, zero, integer, dot, fraction, exponent, exponentSign, exponentDigits
    }

    private var expecting = Expecting.value
    private var mode = Mode.byteOrderMark
    /// In a string: whether it is a key.
    private var isKey = false
    /// In a byte-order mark, its bytes read; in a `\u` escape, the digits left; in a literal, its
    /// bytes read.
    private var count = 0
    /// In a literal, which one (``literals``).
    private var literal = 0
    private var number = Number.minus
    /// The open containers, innermost last: `true` for an object.
    private var containers: [Bool] = []
    /// How many bytes have been checked.
    private(set) var offset = 0

    /// Checks `bytes`, the next piece of the text; returns the offset, in the whole text, of the
    /// first byte that cannot stand where it does, or `nil` when there is none so far.
    mutating func check(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let end = bytes.count
        var position = 0
        while position < end {
            let byte = base[position]
            switch mode {
            case .between:
                if Self.isWhiteSpace(byte) {
                    position += 1
                    while position < end, Self.isWhiteSpace(base[position]) { position += 1 }
                    continue
                }
                guard structural(byte) else { return offset + position }
                position += 1
            case .string:
                // The common case, most of a data file: bytes inside a string, whole escapes
                // included, taken in one run; an escape the piece cuts goes byte by byte.
                position = Self.skipString(base, from: position, to: end)
                guard position < end else { break }
                let stop = base[position]
                if stop == UInt8(ascii: "\"") {
                    mode = .between
                    expecting = isKey ? .colon : afterValue
                } else if stop == UInt8(ascii: "\\") {
                    mode = .escape
                } else {
                    return offset + position
                }
                position += 1
            case .escape:
                if byte == UInt8(ascii: "u") {
                    mode = .hex
                    count = 4
                } else {
                    guard Self.isSimpleEscape(byte) else { return offset + position }
                    mode = .string
                }
                position += 1
            case .hex:
                guard Self.isHexDigit(byte) else { return offset + position }
                count -= 1
                if count == 0 { mode = .string }
                position += 1
            case .number:
                if let next = Self.advance(number, by: byte) {
                    number = next
                    position += 1
                    continue
                }
                guard Self.isComplete(number) else { return offset + position }
                mode = .between
                expecting = afterValue
            case .literal:
                let spelled = Self.literals[literal]
                guard spelled[count] == byte else { return offset + position }
                count += 1
                if count == spelled.count {
                    mode = .between
                    expecting = afterValue
                }
                position += 1
            case .byteOrderMark:
                if count < 3, byte == Self.byteOrderMark[count] {
                    count += 1
                    if count == 3 { mode = .between }
                    position += 1
                    continue
                }
                // A mark begun and not finished cannot be JSON.
                guard count == 0 else { return offset + position }
                mode = .between
            }
        }
        offset += end
        return nil
    }

    /// What may come after a value, where the check stands.
    private var afterValue: Expecting {
        containers.isEmpty ? .nothing : .commaOrClose
    }

    /// A byte between tokens, past white space: punctuation, or the start of a token.
    private mutating func structural(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\""):
            switch expecting {
            case .value, .valueOrClose: isKey = false
            case .key, .keyOrClose: isKey = true
            default: return false
            }
            mode = .string
            return true
        case UInt8(ascii: ":"):
            guard expecting == .colon else { return false }
            expecting = .value
            return true
        case UInt8(ascii: ","):
            guard expecting == .commaOrClose, let object = containers.last else { return false }
            expecting = object ? .key : .value
            return true
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            let closesObject = byte == UInt8(ascii: "}")
            guard containers.last == closesObject else { return false }
            // After a value, or in an empty container of the kind it closes.
            guard
                expecting == .commaOrClose || (expecting == .keyOrClose && closesObject)
                    || (expecting == .valueOrClose && !closesObject)
            else { return false }
            containers.removeLast()
            expecting = afterValue
            return true
        default:
            guard expecting == .value || expecting == .valueOrClose else { return false }
            return value(byte)
        }
    }

    /// The first byte of a value other than a string.
    private mutating func value(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "{"):
            containers.append(true)
            expecting = .keyOrClose
        case UInt8(ascii: "["):
            containers.append(false)
            expecting = .valueOrClose
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            mode = .literal
            literal = byte == UInt8(ascii: "t") ? 0 : byte == UInt8(ascii: "f") ? 1 : 2
            count = 1
        case UInt8(ascii: "-"):
            mode = .number
            number = .minus
        case UInt8(ascii: "0"):
            mode = .number
            number = .zero
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            mode = .number
            number = .integer
        default:
            return false
        }
        return true
    }

    /// Where the run of string bytes from `start` ends: at a quote, a control character, a
    /// backslash whose escape is not valid, or one whose escape the piece cuts.
    private static func skipString(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        var position = start
        while position < end {
            // Eight bytes at a time while none is a quote, a backslash or a control character.
            while position + 8 <= end,
                !hasStringStop(UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
            {
                position += 8
            }
            guard position < end else { break }
            let byte = base[position]
            if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                position += 1
                continue
            }
            guard byte == UInt8(ascii: "\\"), position + 1 < end else { return position }
            let escaped = base[position + 1]
            if isSimpleEscape(escaped) {
                position += 2
            } else if escaped == UInt8(ascii: "u"), position + 5 < end, isHexDigit(base[position + 2]),
                isHexDigit(base[position + 3]), isHexDigit(base[position + 4]), isHexDigit(base[position + 5])
            {
                position += 6
            } else {
                return position
            }
        }
        return position
    }

    /// Whether one of the eight bytes of `word` ends a run of string bytes: a quote, a backslash or
    /// a control character (below 0x20). Each test sets a byte's top bit where the byte is what it
    /// looks for, and only there (bytes of 0x80 and above are never below 0x20 nor either mark).
    private static func hasStringStop(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let tops: UInt64 = 0x8080_8080_8080_8080
        func hasZero(_ value: UInt64) -> Bool { (value &- ones) & ~value & tops != 0 }
        let belowSpace = (word &- ones &* 0x20) & ~word & tops != 0
        return belowSpace || hasZero(word ^ (ones &* 0x22)) || hasZero(word ^ (ones &* 0x5C))
    }

    /// Where a number stands after `byte`, or `nil` when `byte` is not part of it.
    private static func advance(_ number: Number, by byte: UInt8) -> Number? {
        let isDigit = byte &- UInt8(ascii: "0") < 10
        switch number {
        case .minus: return byte == UInt8(ascii: "0") ? .zero : isDigit ? .integer : nil
        case .zero, .integer:
            if isDigit { return number == .integer ? .integer : nil }
            return byte == UInt8(ascii: ".") ? .dot : byte | 0x20 == UInt8(ascii: "e") ? .exponent : nil
        case .dot: return isDigit ? .fraction : nil
        case .fraction: return isDigit ? .fraction : byte | 0x20 == UInt8(ascii: "e") ? .exponent : nil
        case .exponent:
            return isDigit
                ? .exponentDigits : byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") ? .exponentSign : nil
        case .exponentSign, .exponentDigits: return isDigit ? .exponentDigits : nil
        }
    }

    /// Whether a number may end after `number`.
    private static func isComplete(_ number: Number) -> Bool {
        switch number {
        case .zero, .integer, .fraction, .exponentDigits: true
        default: false
        }
    }

    private static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private static func isSimpleEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            true
        default: false
        }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10 || (byte | 0x20) &- UInt8(ascii: "a") < 6
    }

    /// The literals a value may be, spelled out.
    private static let literals = ["true", "false", "null"].map { Array($0.utf8) }
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
}
