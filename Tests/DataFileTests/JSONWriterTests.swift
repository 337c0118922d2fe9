@testable import DataFile
import FeatureTesting
import TestSupport
import Testing

/// The writer escapes every character JSON forbids raw, and what it writes reads back to the same
/// code points: the data file never holds text its own reader, or another, refuses.
struct JSONWriterTests {
    /// `text` written as a JSON string in an array, and read back.
    static func readBack(_ text: String) throws -> [Unicode.Scalar] {
        let written = "[" + JSONWriter.quoted(text) + "]"
        guard case let .array(items) = try JSONReader.parse(Array(written.utf8)), items.count == 1,
            case let .string(read) = items[0]
        else {
            return []
        }
        return Array(read.unicodeScalars)
    }

    /// Whether `written` holds a character JSON forbids raw in a string: U+0000 to U+001F.
    static func holdsRawControl(_ written: String) -> Bool {
        written.unicodeScalars.contains { $0.value < 0x20 }
    }

    @Test(arguments: 0x00...0x1F)
    func everyControlCharacterIsEscapedAndReadsBack(_ value: Int) throws {
        let text = "a" + String(Character(Unicode.Scalar(UInt8(value)))) + "b"
        #expect(!Self.holdsRawControl(JSONWriter.quoted(text)))
        #expect(try Self.readBack(text) == Array(text.unicodeScalars))
    }

    /// Allowed raw, and read back as they were: delete, the line and paragraph separators (which
    /// JavaScript once refused), the byte order mark, the last code point, and the two escapes.
    @Test(arguments: [0x7F, 0x2028, 0x2029, 0xFEFF, 0x10FFFF, 0x22, 0x5C, 0x2F])
    func otherCharactersReadBackAsTheyWere(_ value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        var text = "x"
        text.unicodeScalars.append(scalar)
        #expect(try Self.readBack(text) == Array(text.unicodeScalars))
    }

    /// A surrogate alone is not a character: the reader refuses it, escaped, and a Swift string
    /// cannot hold one to write.
    @Test(arguments: [#"["\ud800"]"#, #"["\udc00"]"#, #"["\ud800\u0041"]"#, #"["\udbff x"]"#, #"["a\ude00b"]"#])
    func aLoneSurrogateIsRefused(_ text: String) {
        #expect(throws: JSONReader.SyntaxError.self) { try JSONReader.parse(Array(text.utf8)) }
    }

    /// Random strings over control characters, ASCII, accents that combine, the rest of the
    /// basic plane and beyond it: each written, read back, and compared code point by code point.
    @Test func randomStringsReadBackCodePointForCodePoint() throws {
        var generator = SeededRandom(seed: 2_028)
        let ranges: [ClosedRange<UInt32>] = [
            0x00...0x1F, 0x20...0x7F, 0x300...0x36F, 0xA0...0xD7FF, 0xE000...0xFFFF, 0x10000...0x10FFFF,
        ]
        for _ in 0..<500 {
            var text = ""
            for _ in 0..<Int.random(in: 0...24, using: &generator) {
                let range = ranges[Int.random(in: 0..<ranges.count, using: &generator)]
                if let scalar = Unicode.Scalar(UInt32.random(in: range, using: &generator)) {
                    text.unicodeScalars.append(scalar)
                }
            }
            #expect(!Self.holdsRawControl(JSONWriter.quoted(text)), "\(text.unicodeScalars.map(\.value))")
            #expect(try Self.readBack(text) == Array(text.unicodeScalars))
        }
    }
}
