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

    /// Eight times the escapes take about eight times as long, never sixty-four: the quickest of
    /// five runs of each is compared, so a pause of the machine in one run does not decide it.
    @Test func eightTimesTheEscapesTakeAboutEightTimesAsLong() throws {
        func quickest(_ json: [UInt8]) throws -> Duration {
            var best = Duration.seconds(3_600)
            for _ in 0..<5 {
                let clock = ContinuousClock()
                let start = clock.now
                _ = try JSONReader.parse(json)
                best = min(best, clock.now - start)
            }
            return best
        }
        let small = try quickest(escapes(50_000).json)
        let large = try quickest(escapes(400_000).json)
        #expect(large < small * 24, "50,000 escapes: \(small); 400,000: \(large), where linear would be about 8 times")
    }
}
