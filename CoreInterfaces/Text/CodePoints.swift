#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A string compared as its code points: equal only to the same sequence of Unicode scalars, as
/// RFC 8259 compares a JSON object's names, never by Swift's canonical equivalence (under which
/// "é" as one scalar equals "e" followed by a combining accent, and the ohm sign equals omega).
///
/// Ids, keys and links are identities, so they are compared and hashed as these wherever the
/// program keeps them; only what a person types to search a list stays lenient.
package struct CodePoints: Hashable, Sendable {
    /// The string as given.
    package let text: String

    /// `text`, to be compared by its code points.
    package init(_ text: String) {
        self.text = text
    }

    /// Whether the two are the same code points.
    package static func == (lhs: CodePoints, rhs: CodePoints) -> Bool {
        lhs.text.isExactly(rhs.text)
    }

    /// Hashes the UTF-8 bytes, so that equal code points hash alike.
    package func hash(into hasher: inout Hasher) {
        let hashed: Void? = text.utf8.withContiguousStorageIfAvailable {
            hasher.combine(bytes: UnsafeRawBufferPointer($0))
        }
        if hashed == nil {
            for byte in text.utf8 { hasher.combine(byte) }
        }
        // The length ends the bytes, so that no key's hash is a prefix of another's.
        hasher.combine(text.utf8.count)
    }
}

extension String {
    /// Whether `other` is this string code point for code point (see ``CodePoints``).
    package func isExactly(_ other: String) -> Bool {
        var (this, other) = (self, other)
        return this.withUTF8 { these in
            other.withUTF8 { those in
                guard these.count == those.count, let first = these.baseAddress, let second = those.baseAddress else {
                    return these.count == those.count
                }
                // memcmp: comparing the buffers element by element costs about ten times as much.
                return memcmp(first, second, these.count) == 0
            }
        }
    }
}
