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
    var index = 0
    /// Where the value read last ends: the offset just past its last byte, before any white space.
    var valueEnd = 0

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
    mutating func endValue() {
        valueEnd = index
        skipWhitespace()
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }
}
