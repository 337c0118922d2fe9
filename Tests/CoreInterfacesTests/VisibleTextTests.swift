import CoreInterfaces
import Testing

struct VisibleTextTests {
    @Test func controlAndHidingCharactersBecomeVisibleEscapes() {
        #expect(VisibleText.make("Press\u{1B}[2J") == "Press\\u{1B}[2J")
        #expect(VisibleText.make("a\u{0}b\u{7}c\u{7F}d\u{9B}e") == "a\\u{0}b\\u{7}c\\u{7F}d\\u{9B}e")
        #expect(VisibleText.make("line\nbreak\r") == "line\\u{A}break\\u{D}")
        #expect(VisibleText.make("abc\u{202E}fed") == "abc\\u{202E}fed")
        #expect(VisibleText.make("zero\u{200B}width") == "zero\\u{200B}width")
    }

    @Test(arguments: [
        "\u{E0041}\u{E0042}", "\u{E0001}", "\u{E007F}",  // tag characters
        "\u{2060}", "\u{2061}", "\u{2064}",  // word joiner, invisible operators
        "\u{061C}", "\u{200E}", "\u{200F}", "\u{2066}",  // bidi marks and isolates
        "\u{00AD}", "\u{200D}", "\u{FEFF}", "\u{180E}",  // soft hyphen, joiner, BOM, Mongolian vowel separator
        "\u{FE0F}", "\u{1D173}", "\u{2028}", "\u{85}",  // variation selector, musical format, separators, C1
    ])
    func formatAndInvisibleCharactersAreEscaped(text: String) {
        let escaped = VisibleText.make("a" + text + "b")
        #expect(escaped.unicodeScalars.allSatisfy { $0.isASCII }, "\(escaped)")
        #expect(escaped.hasPrefix("a\\u{") && escaped.hasSuffix("}b"))
    }

    @Test func theTraceWritesUnsafeCharactersAsJSONEscapes() {
        #expect(VisibleText.json("a\u{9B}b\u{202E}c\u{1B}d\"\\") == #""a\u009Bb\u202Ec\u001Bd\"\\""#)
        #expect(VisibleText.json("tag\u{E0041}") == #""tag\uDB40\uDC41""#)
        #expect(VisibleText.json("café › 日本\n") == #""café › 日本\n""#)
    }

    @Test func ordinaryTextIsUnchanged() {
        #expect(
            VisibleText.make("Forklift FL-200 › Pick an issue — café 日本") == "Forklift FL-200 › Pick an issue — café 日本"
        )
    }

    @Test func aLimitShortensLongText() {
        #expect(VisibleText.make(String(repeating: "x", count: 1_000), limit: 5) == "xxxxx…")
        #expect(VisibleText.make("short", limit: 5) == "short")
    }
}

struct VisibleTextBackslashTests {
    @Test func textThatReadsLikeAnEscapeNeverLooksLikeOne() {
        let typed = "A\\u{1B}B"  // a backslash, then u{1B}, typed into a name
        let control = "A\u{1B}B"  // a real ESC
        #expect(VisibleText.make(control) == "A\\u{1B}B")
        #expect(VisibleText.make(typed) == "A\\\\u{1B}B")
        #expect(VisibleText.make(typed) != VisibleText.make(control))
    }
}
