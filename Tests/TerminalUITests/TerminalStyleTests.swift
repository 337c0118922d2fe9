@testable import TerminalUI
import Testing

struct TerminalStyleTests {
    @Test func colourOnlyOnATerminalWithoutNoColorAndNotDumb() {
        #expect(TerminalStyle.decide(stdoutIsTerminal: true, environment: ["TERM": "xterm-256color"]).usesColor)
        #expect(!TerminalStyle.decide(stdoutIsTerminal: false, environment: ["TERM": "xterm-256color"]).usesColor)
        #expect(
            !TerminalStyle.decide(stdoutIsTerminal: true, environment: ["TERM": "xterm", "NO_COLOR": ""]).usesColor)
        #expect(!TerminalStyle.decide(stdoutIsTerminal: true, environment: ["TERM": "dumb"]).usesColor)
    }

    @Test func plainStyleAddsNothing() {
        #expect(TerminalStyle.plain.header("Home") == "Home")
        #expect(TerminalStyle(usesColor: true).header("Home") == "\u{1B}[1mHome\u{1B}[0m")
    }
}
