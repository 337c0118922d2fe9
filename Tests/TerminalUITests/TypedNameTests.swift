@testable import TerminalUI
import Testing

/// The byte comparison a long list's search uses gives the answer the lowercased strings give.
struct TypedNameTests {
    /// What `lowercased()` strings say: the rule the fast path must keep.
    func expected(_ label: String, _ typed: String) -> TypedName.Match {
        let label = label.lowercased()
        if label == typed { return .exact }
        if label.hasPrefix(typed) { return .prefix }
        return label.contains(typed) ? .contains : .none
    }

    @Test(arguments: [
        ("Issue number 12", "number 1", TypedName.Match.contains),
        ("Issue number 12", "issue", .prefix),
        ("ISSUE", "issue", .exact),
        ("Issue", "issues", .none),
        ("[Pump]", "{pump}", .none),
        ("Pump@1", "pump`1", .none),
        ("ab\u{301}c", "ab", .none),
        ("a\r\nb", "a\r", .none),
        ("x;", "x\u{37E}", .exact),
        ("\u{212A}elvin", "kelvin", .exact),
    ])
    func matchesAsLowercasedStringsDo(label: String, typed: String, match: TypedName.Match) {
        let folded = typed.lowercased()
        #expect(expected(label, folded) == match, "the table itself")
        #expect(TypedName(folded: folded).match(label) == match)
    }

    @Test func agreesWithLowercasedStringsOnManyMadeUpNames() {
        let pieces = [
            "a", "B", "z", "Z", "@", "[", "`", "{", " ", "1", "\r", "\n", "é", "e\u{301}", "\u{212A}", "İ", "\u{37E}",
            ";", "ß", "longer piece ",
            // Other scripts, and what joins: a combining dot, jamo, flags, a joined emoji, singletons.
            "ñ", "Ñ", "n\u{303}", "Ａ", "ａ", "١", "Σ", "σ", "ς", "i", "I", "\u{307}", "\u{212B}", "å", "Å", "한",
            "\u{1100}", "\u{1161}", "\u{11A8}",
            "🇩🇪", "\u{1F1E9}", "👩‍👩‍👧", "\u{200D}", "\u{F900}", "\u{8C48}", "ǅ", "ﬁ", "Gerät", "ΟΔΟΣ", "\u{0915}\u{094D}",
            "\u{0600}",
        ]
        var generator = SplitMix(seed: 29)
        for _ in 0..<20_000 {
            let label = (0..<Int(generator.next() % 8)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))]
            }.joined()
            let typed = (1...Int(generator.next() % 3 + 1)).map { _ in
                pieces[Int(generator.next() % UInt64(pieces.count))]
            }.joined().lowercased()
            #expect(
                TypedName(folded: typed).match(label) == expected(label, typed),
                "\(label.debugDescription) typed \(typed.debugDescription)")
        }
    }
}

/// A small, seeded generator, so a failure repeats.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
