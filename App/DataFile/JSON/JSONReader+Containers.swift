import CoreInterfaces
/// Walking objects and arrays, member by member and element by element, for a reader that knows
/// the shape it expects (`DataFileReader`).
extension JSONReader {
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
            throw error(
                cursor.keys.isEmpty
                    ? "expected a key in quotes"
                    : "expected a key in quotes after the comma (a trailing comma is not JSON)")
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
}
