@testable import DataFile
import Foundation
import Testing

/// The reader against the public JSONTestSuite (github.com/nst/JSONTestSuite, MIT licence, copied
/// with its licence into `Tests/DataFileTests/JSONTestSuite`): every `y_` file is accepted, every `n_`
/// file refused with a line and column, and each `i_` file (which RFC 8259 leaves to the
/// implementation) gets the outcome pinned down here.
struct JSONTestSuiteTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("JSONTestSuite/test_parsing")

    static func files(_ prefix: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasPrefix(prefix) }
            .sorted()
    }

    func parse(_ name: String) throws -> JSONValue {
        let bytes = try Array(Data(contentsOf: Self.folder.appendingPathComponent(name)))
        return try JSONReader.parse(bytes)
    }

    @Test func theSuiteIsThere() {
        #expect(Self.files("y_").count == 95)
        #expect(Self.files("n_").count == 188)
        #expect(Self.files("i_").count == 35)
    }

    /// The `y_` files refused on purpose: RFC 8259 says the names in an object SHOULD be unique,
    /// and a data file with a key twice would keep one of two values without a word, so this reader
    /// refuses them, naming the key.
    static let refusedByChoice: Set<String> = [
        "y_object_duplicated_key.json", "y_object_duplicated_key_and_value.json",
    ]

    @Test(arguments: files("y_"))
    func yFilesAreAccepted(name: String) throws {
        if Self.refusedByChoice.contains(name) {
            #expect(
                throws: JSONReader.SyntaxError(
                    line: 1, column: 10, problem: "the key \"a\" appears twice in one object")
            ) { try parse(name) }
        } else {
            _ = try parse(name)
        }
    }

    @Test(arguments: files("n_"))
    func nFilesAreRefused(name: String) {
        #expect(throws: JSONReader.SyntaxError.self) { try parse(name) }
    }

    /// The `i_` files this reader accepts: every number (kept as its text, whatever its size), a
    /// byte-order mark, and nesting within ``JSONReader/depthLimit``. The rest (lone surrogates,
    /// invalid or non-UTF-8 text) are refused.
    static let acceptedImplementationDefined: Set<String> = [
        "i_number_double_huge_neg_exp.json", "i_number_huge_exp.json", "i_number_neg_int_huge_exp.json",
        "i_number_pos_double_huge_exp.json", "i_number_real_neg_overflow.json", "i_number_real_pos_overflow.json",
        "i_number_real_underflow.json", "i_number_too_big_neg_int.json", "i_number_too_big_pos_int.json",
        "i_number_very_big_negative_int.json", "i_structure_500_nested_arrays.json",
        "i_structure_UTF-8_BOM_empty_object.json",
    ]

    @Test(arguments: files("i_"))
    func iFilesHaveTheirDecidedOutcome(name: String) {
        let accepted = (try? parse(name)) != nil
        #expect(accepted == Self.acceptedImplementationDefined.contains(name))
    }
}
