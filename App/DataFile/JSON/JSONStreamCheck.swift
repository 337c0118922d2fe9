/// Reads a JSON text as it arrives, a piece at a time, far enough to find the first byte no JSON
/// text can have where it stands: a file that cannot be JSON is refused once that byte is read,
/// before the rest is (a 2 GB file that starts with `{` and then holds zeros, or a log that starts
/// `2024-01-01`). It checks the grammar's shape (containers, keys, strings and their escapes,
/// numbers, literals, nothing after the value) and nothing more: what it lets through, the
/// ``JSONReader`` still checks (UTF-8, surrogates, depth, duplicate keys); what it refuses, the
/// reader refuses too, at that byte.
struct JSONStreamCheck {
    /// What may come next, outside a string, number or literal.
    private enum Expecting {
        case value, valueOrClose, keyOrClose, key, colon, commaOrClose, nothing
    }

    /// Where the check stands inside a token that spans bytes.
    private enum Token {
        case none
        case byteOrderMark(read: Int)
        case string(isKey: Bool)
        case escape(isKey: Bool)
        case hex(isKey: Bool, left: Int)
        case number(Number)
        case literal(rest: ArraySlice<UInt8>)
    }

    /// How far a number has come: what the byte read last completed.
    private enum Number {
        case minus, zero, integer, dot, fraction, exponent, exponentSign, exponentDigits

        /// Whether a number may end here.
        var isComplete: Bool {
            switch self {
            case .zero, .integer, .fraction, .exponentDigits: true
            default: false
            }
        }
    }

    private var expecting = Expecting.value
    private var token = Token.byteOrderMark(read: 0)
    /// The open containers, innermost last: `true` for an object.
    private var containers: [Bool] = []
    /// How many bytes have been checked.
    private(set) var offset = 0

    /// Checks `bytes`, the next piece of the text; returns the offset, in the whole text, of the
    /// first byte that cannot stand where it does, or `nil` when there is none so far.
    mutating func check(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var position = 0
        while position < bytes.count {
            if case let .string(isKey) = token {
                // The common case, most of a data file: bytes inside a string, taken in one run.
                while position < bytes.count {
                    let byte = bytes[position]
                    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                    position += 1
                }
                guard position < bytes.count else { break }
                let byte = bytes[position]
                guard byte >= 0x20 else { return offset + position }
                token = byte == UInt8(ascii: "\\") ? .escape(isKey: isKey) : .none
                if byte == UInt8(ascii: "\"") { expecting = isKey ? .colon : afterValue }
                position += 1
                continue
            }
            guard step(bytes[position]) else { return offset + position }
            position += 1
        }
        offset += bytes.count
        return nil
    }

    /// Whether the text may end here: the value is complete.
    var isComplete: Bool {
        if case let .number(number) = token { return number.isComplete && containers.isEmpty }
        guard case .none = token else { return false }
        return expecting == .nothing
    }

    /// What may come after a value, where the check stands.
    private var afterValue: Expecting {
        containers.isEmpty ? .nothing : .commaOrClose
    }

    /// Takes one byte outside a string's run; `false` when it cannot stand here.
    private mutating func step(_ byte: UInt8) -> Bool {
        switch token {
        case let .byteOrderMark(read):
            let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
            if byte == mark[read] {
                token = read == 2 ? .none : .byteOrderMark(read: read + 1)
                return true
            }
            // A mark begun and not finished cannot be JSON.
            guard read == 0 else { return false }
            token = .none
            return structural(byte)
        case .none, .string:
            return structural(byte)
        case let .escape(isKey):
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                token = .string(isKey: isKey)
            case UInt8(ascii: "u"):
                token = .hex(isKey: isKey, left: 4)
            default:
                return false
            }
            return true
        case let .hex(isKey, left):
            guard Self.isHexDigit(byte) else { return false }
            token = left == 1 ? .string(isKey: isKey) : .hex(isKey: isKey, left: left - 1)
            return true
        case let .literal(rest):
            guard rest.first == byte else { return false }
            let left = rest.dropFirst()
            token = left.isEmpty ? .none : .literal(rest: left)
            if left.isEmpty { expecting = afterValue }
            return true
        case let .number(number):
            if let next = Self.advance(number, by: byte) {
                token = .number(next)
                return true
            }
            guard number.isComplete else { return false }
            token = .none
            expecting = afterValue
            return structural(byte)
        }
    }

    /// A byte between tokens: white space, punctuation, or the start of a token.
    private mutating func structural(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x0A, 0x0D, 0x09:
            return true
        case UInt8(ascii: "\""):
            switch expecting {
            case .value, .valueOrClose:
                token = .string(isKey: false)
            case .key, .keyOrClose:
                token = .string(isKey: true)
            default:
                return false
            }
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

    /// The first byte of a value.
    private mutating func value(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "{"):
            containers.append(true)
            expecting = .keyOrClose
        case UInt8(ascii: "["):
            containers.append(false)
            expecting = .valueOrClose
        case UInt8(ascii: "t"): token = .literal(rest: Self.literals[0])
        case UInt8(ascii: "f"): token = .literal(rest: Self.literals[1])
        case UInt8(ascii: "n"): token = .literal(rest: Self.literals[2])
        case UInt8(ascii: "-"): token = .number(.minus)
        case UInt8(ascii: "0"): token = .number(.zero)
        case UInt8(ascii: "1")...UInt8(ascii: "9"): token = .number(.integer)
        default: return false
        }
        return true
    }

    /// Where a number stands after `byte`, or `nil` when `byte` is not part of it.
    private static func advance(_ number: Number, by byte: UInt8) -> Number? {
        let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        switch (number, byte) {
        case (.minus, UInt8(ascii: "0")): return .zero
        case (.minus, _) where isDigit: return .integer
        case (.integer, _) where isDigit: return .integer
        case (.zero, UInt8(ascii: ".")), (.integer, UInt8(ascii: ".")): return .dot
        case (.dot, _) where isDigit, (.fraction, _) where isDigit: return .fraction
        case (.zero, UInt8(ascii: "e")), (.zero, UInt8(ascii: "E")), (.integer, UInt8(ascii: "e")),
            (.integer, UInt8(ascii: "E")), (.fraction, UInt8(ascii: "e")), (.fraction, UInt8(ascii: "E")):
            return .exponent
        case (.exponent, UInt8(ascii: "+")), (.exponent, UInt8(ascii: "-")): return .exponentSign
        case (.exponent, _) where isDigit, (.exponentSign, _) where isDigit, (.exponentDigits, _) where isDigit:
            return .exponentDigits
        default: return nil
        }
    }

    /// The rest of `true`, `false` and `null`, once their first byte is read.
    private static let literals = ["rue", "alse", "ull"].map { Array($0.utf8)[...] }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
            UInt8(ascii: "A")...UInt8(ascii: "F"):
            true
        default: false
        }
    }
}
