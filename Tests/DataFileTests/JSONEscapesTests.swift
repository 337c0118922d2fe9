@testable import DataFile
import Foundation
import Testing

/// A string of many escapes reads in time that grows with its length, not with its square: a
/// reader that copied what it had read at every escape took 0.40 s for 100,000 `\u00e9` in one
/// string and 6.98 s for 400,000. The decoded text is exact whatever the escapes.
struct JSONEscapesTests {
    /// `["…"]` holding `count` times `\u00e9`, and the string it means.
    func escapes(_ count: Int) -> (json: [UInt8], text: String) {
        (
            Array(("[\"" + String(repeating: #"\u00e9"#, count: count) + "\"]").utf8),
            String(repeating: "é", count: count)
        )
    }

    @Test func everyKindOfEscapeBetweenRunsIsDecoded() throws {
        let json = Array(#"["a\u00e9b\"c\\d\/e\bf\fg\nh\ri\tj\ud83d\ude00k日本"]"#.utf8)
        #expect(try JSONReader.parse(json) == .array([.string("aéb\"c\\d/e\u{08}f\u{0C}g\nh\ri\tj😀k日本")]))
    }

    @Test(arguments: [100_000, 400_000])
    func manyEscapesAreReadExactly(count: Int) throws {
        let (json, text) = escapes(count)
        guard case let .array(items) = try JSONReader.parse(json), case let .string(read)? = items.first else {
            Issue.record("not an array of one string")
            return
        }
        #expect(read.unicodeScalars.elementsEqual(text.unicodeScalars))
    }

    /// Two million escapes in one string (a 12 MB file) read well within a minute: about a tenth of
    /// a second here in a debug build, where a reader that copied what it had read at every escape
    /// needs minutes (800,000 took 73.6 s in a release build, and four times as many escapes take
    /// sixteen times as long). The bound is far from both, so the machine's speed never decides it;
    /// `data-scale` gives the figure (one string of 1,000,000 escapes against the same bytes plain).
    @Test(.timeLimit(.minutes(1)))
    func twoMillionEscapesReadWellWithinAMinute() throws {
        let (json, text) = escapes(2_000_000)
        guard case let .array(items) = try JSONReader.parse(json), case let .string(read)? = items.first else {
            Issue.record("not an array of one string")
            return
        }
        #expect(read.utf8.count == text.utf8.count)
    }
}
