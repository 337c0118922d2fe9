@testable import AppCore
import Testing

struct VisibleTextTests {
    @Test func controlAndHidingCharactersBecomeVisibleEscapes() {
        #expect(VisibleText.make("Press\u{1B}[2J") == "Press\\u{1B}[2J")
        #expect(VisibleText.make("a\u{0}b\u{7}c\u{7F}d\u{9B}e") == "a\\u{0}b\\u{7}c\\u{7F}d\\u{9B}e")
        #expect(VisibleText.make("line\nbreak\r") == "line\\u{A}break\\u{D}")
        #expect(VisibleText.make("abc\u{202E}fed") == "abc\\u{202E}fed")
        #expect(VisibleText.make("zero\u{200B}width") == "zero\\u{200B}width")
    }

    @Test func ordinaryTextIsUnchanged() {
        #expect(VisibleText.make("Forklift FL-200 › Pick an issue — café 日本") == "Forklift FL-200 › Pick an issue — café 日本")
    }

    @Test func aLimitShortensLongText() {
        #expect(VisibleText.make(String(repeating: "x", count: 1_000), limit: 5) == "xxxxx…")
        #expect(VisibleText.make("short", limit: 5) == "short")
    }
}

struct TerminalStyleTests {
    @Test func colourOnlyOnATerminalWithoutNoColorAndNotDumb() {
        #expect(TerminalStyle.decide(stdoutIsTerminal: true, environment: ["TERM": "xterm-256color"]).usesColor)
        #expect(!TerminalStyle.decide(stdoutIsTerminal: false, environment: ["TERM": "xterm-256color"]).usesColor)
        #expect(!TerminalStyle.decide(stdoutIsTerminal: true, environment: ["TERM": "xterm", "NO_COLOR": ""]).usesColor)
        #expect(!TerminalStyle.decide(stdoutIsTerminal: true, environment: ["TERM": "dumb"]).usesColor)
    }

    @Test func plainStyleAddsNothing() {
        #expect(TerminalStyle.plain.header("Home") == "Home")
        #expect(TerminalStyle(usesColor: true).header("Home") == "\u{1B}[1mHome\u{1B}[0m")
    }
}
