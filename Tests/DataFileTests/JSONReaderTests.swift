@testable import DataFile
import Foundation
import FeatureTesting
import TestSupport
import Testing

/// The data file's JSON reader and writer, on cases in the three groups of the public JSON test
/// suites, written here: `y` must be accepted, `n` must be refused (with the line and column),
/// and `i` (which RFC 8259 leaves to the implementation) are decided and pinned down.
struct JSONReaderTests {
    func parse(_ text: String) throws(JSONReader.SyntaxError) -> JSONValue {
        try JSONReader.parse(Array(text.utf8))
    }

    @Test(arguments: [
        #"{}"#, #"[]"#, #"[1, -0, 0.5, -1.5e-7, 1E+2, 123456789012345678901234567890123456789012345]"#,
        #"{"a": {"b": [true, false, null]}}"#, #"["\u00e9\"\\\/\b\f\n\r\t"]"#, #"["\ud83d\ude00"]"#,
        "\u{FEFF}{\"bom\": 1}", " \t\r\n[ 1 , 2 ]\n ", #""a lone string""#, #"1e300"#, #"5e-324"#,
        #"{"a": 1, "A": 2}"#, #"["é, ü, 日本"]"#,
    ])
    func yAcceptedTexts(text: String) throws {
        _ = try parse(text)
    }

    @Test(arguments: [
        (#"[1,]"#, 1, 4, "a trailing comma is not JSON"),
        (#"{"a": 1,}"#, 1, 9, "expected a key in quotes after the comma (a trailing comma is not JSON)"),
        ("{\"a\": 1,\n \"a\": 2}", 2, 2, "the key \"a\" appears twice in one object"),
        (#"["\x"]"#, 1, 4, "an invalid escape in a string"),
        ("[\"a\tb\"]", 1, 4, "a control character must be escaped in a string"),
        (#"[01]"#, 1, 3, "a number cannot start with 0"),
        (#"[1.]"#, 1, 4, "expected a digit after the decimal point"),
        (#"[.5]"#, 1, 2, "unexpected character where a value should be"),
        (#"[+1]"#, 1, 2, "unexpected character where a value should be"),
        (#"{"a" 1}"#, 1, 6, "expected \":\" after the key"),
        (#"[1] 2"#, 1, 5, "unexpected text after the JSON value"),
        (#"{'a': 1}"#, 1, 2, "expected a key in quotes"),
        (#"[NaN]"#, 1, 2, "unexpected character where a value should be"),
        (#"["abc"#, 1, 6, "a string is not closed"),
        (#"["\u12"]"#, 1, 7, "expected four hexadecimal digits after \\u"),
        (#"["\ud800"]"#, 1, 9, "a lone surrogate \\u escape"),
        ("", 1, 1, "the text ends where a value should be"),
    ])
    func nRefusedTextsNameTheLineAndColumn(text: String, line: Int, column: Int, problem: String) {
        #expect(throws: JSONReader.SyntaxError(line: line, column: column, problem: problem)) { try parse(text) }
    }

    @Test func iNestingIsLimitedAtLoad() throws {
        let deep =
            String(repeating: "[", count: JSONReader.depthLimit) + String(repeating: "]", count: JSONReader.depthLimit)
        _ = try parse(deep)
        let deeper = "[" + deep + "]"
        #expect(
            throws: JSONReader.SyntaxError(
                line: 1, column: JSONReader.depthLimit + 1, problem: "nested deeper than 512 levels")
        ) {
            try parse(deeper)
        }
    }

    @Test func iInvalidUTF8InAStringIsRefused() {
        #expect(throws: JSONReader.SyntaxError(line: 1, column: 3, problem: "a string is not valid UTF-8")) {
            try JSONReader.parse([UInt8(ascii: "["), UInt8(ascii: "\""), 0xFF, UInt8(ascii: "\""), UInt8(ascii: "]")])
        }
    }

    /// A string that also holds an escape is read another way (a byte at a time, escapes resolved):
    /// invalid UTF-8 is refused there too, before or after the escape, where its first bad byte is.
    static let escapedAndInvalid: [([UInt8], Int)] = [
        (Array(#"["\n"#.utf8) + [0xFF] + Array(#""]"#.utf8), 5),
        (Array(#"[""#.utf8) + [0xC3] + Array(#"\n"]"#.utf8), 3),
    ]

    @Test(arguments: escapedAndInvalid)
    func invalidUTF8InAStringWithAnEscapeIsRefused(bytes: [UInt8], column: Int) {
        #expect(throws: JSONReader.SyntaxError(line: 1, column: column, problem: "a string is not valid UTF-8")) {
            try JSONReader.parse(bytes)
        }
    }

    @Test func numbersKeepTheirTextAndMembersTheirOrderThroughTheWriter() throws {
        let text =
            #"{"z": 1.0, "serial": 123456789012345678901234567890123456789012345, "a": [-0, 1e2, 1E+300, 5e-324], "s": "é\"\u0001"}"#
        let value = try parse(text)
        let written = JSONWriter.text(of: value)
        #expect(try parse(written) == value)
        #expect(written.contains("1.0") && written.contains("123456789012345678901234567890123456789012345"))
        #expect(
            written.contains("-0,") && written.contains("1e2") && written.contains("1E+300")
                && written.contains("5e-324"))
        let keys = try #require(value.object).members.map(\.key)
        #expect(keys == ["z", "serial", "a", "s"])
        #expect(written.contains(#""é\"\u0001""#))
    }
}

/// What the data file keeps of what it does not know, through a save.
@MainActor
struct DataFileKeepsUnknownJSONTests {
    @Test func unknownNumbersKeysAndOrderSurviveASave() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("shop.json")
        let text = """
            {"zeta": {"serial": 123456789012345678901234567890123456789012345, "ratio": 1.0, "big": 1e300, "tiny": 5e-324, "neg": -0},
             "assets": [{"id": "A", "name": "n", "status": "s", "category": "c", "weight": 2.50}],
             "issues": [{"id": "I", "title": "t", "status": "s", "description": "d"}],
             "links": []}
            """
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        _ = try DataFile(path: path).apply(.link(assetID: "A", issueID: "I"))
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        for kept in ["123456789012345678901234567890123456789012345", "1.0", "1e300", "5e-324", "-0", "2.50"] {
            #expect(saved.contains(kept), "\(kept) kept")
        }
        let order = try #require(try JSONReader.parse(Array(saved.utf8)).object).members.map(\.key)
        #expect(order == ["zeta", "assets", "issues", "links"])
        #expect(try DataFile(path: path).load()?.links == [DataFileContents.Link(assetID: "A", issueID: "I")])
    }
}
