@testable import DataFile
import Foundation
import Testing

/// The check a data file's bytes go through as they are read: it never refuses a byte of valid
/// JSON, however the text is cut into pieces, and where it refuses one, the reader refuses the text
/// with the same error, found from the bytes up to that one.
struct JSONStreamCheckTests {
    /// Where the check refuses `bytes`, fed in pieces of `piece` bytes.
    static func refusal(of bytes: [UInt8], piece: Int) -> Int? {
        var check = JSONStreamCheck()
        var start = 0
        while start < bytes.count {
            let end = min(start + piece, bytes.count)
            let refused = bytes[start..<end].withUnsafeBufferPointer { check.check($0) }
            if let refused { return refused }
            start = end
        }
        return nil
    }

    static func bytes(of name: String) throws -> [UInt8] {
        try Array(Data(contentsOf: JSONTestSuiteTests.folder.appendingPathComponent(name)))
    }

    /// Every text the reader accepts, fed whole and a byte at a time.
    @Test(
        arguments: JSONTestSuiteTests.files("y_") + JSONTestSuiteTests.acceptedImplementationDefined.sorted())
    func validJSONIsNeverRefused(name: String) throws {
        let bytes = try Self.bytes(of: name)
        #expect(Self.refusal(of: bytes, piece: bytes.count + 1) == nil)
        #expect(Self.refusal(of: bytes, piece: 1) == nil)
    }

    /// Every text the suite says is not JSON: where the check refuses it, the reader's error for the
    /// bytes up to that one is its error for the whole text, and it does not depend on the pieces.
    @Test(arguments: JSONTestSuiteTests.files("n_"))
    func aRefusalIsTheReadersOwn(name: String) throws {
        let bytes = try Self.bytes(of: name)
        let whole = Self.refusal(of: bytes, piece: bytes.count + 1)
        #expect(Self.refusal(of: bytes, piece: 1) == whole)
        guard let refused = whole else { return }
        var fromPrefix: JSONReader.SyntaxError?
        var fromWhole: JSONReader.SyntaxError?
        do { _ = try JSONReader.parse(Array(bytes[...refused])) } catch { fromPrefix = error }
        do { _ = try JSONReader.parse(bytes) } catch { fromWhole = error }
        #expect(fromPrefix != nil, "the check refused byte \(refused), which the reader takes")
        #expect(fromPrefix == fromWhole)
    }

    @Test func theSampleDataFileIsNeverRefused() {
        let text = Array(JSONWriter.text(of: .object(DataFileContents.sample.json)).utf8)
        #expect(Self.refusal(of: text, piece: 7) == nil)
    }

    @Test(
        arguments: [
            ("{\u{0}", 1), ("2024-01-01 12:00 started", 4), ("[1,]", 3), ("{\"a\" 1}", 5), ("nul", nil), ("tru e", 3),
            ("\"a\u{1}\"", 2), ("\"\\x\"", 2), ("{\"a\":1}}", 7), ("01", 1), ("-", nil), ("[-a]", 2), ("1.e5", 2),
        ] as [(String, Int?)])
    func theFirstByteNoJSONCanHaveIsFound(text: String, refused: Int?) {
        #expect(Self.refusal(of: Array(text.utf8), piece: 3) == refused)
    }
}
