@testable import TerminalUI
import Testing

struct InputCommandTests {
    let labels = ["Link issue", "Unlink issue", "Linger"]

    @Test(arguments: [
        ("1", InputCommand.choose(0)),
        (" 3 ", .choose(2)),
        ("link issue", .choose(0)),
        ("UNLINK", .choose(1)),
        ("linge", .choose(2)),
        ("b", .back),
        ("B", .back),
        ("q", .quit),
        (" Q ", .quit),
    ])
    func readsAValidAnswer(line: String, expected: InputCommand) {
        #expect(InputCommand(line: line, labels: labels) == expected)
    }

    @Test func anExactLabelWinsOverALongerOneItPrefixes() {
        #expect(InputCommand(line: "pump", labels: ["Pump 2", "Pump"]) == .choose(1))
    }

    @Test(arguments: ["0", "4", "-1", "", "   ", "x", "99999999999999999999", "1.5", "\u{0}", "\u{1B}[2J"])
    func rejectsAnythingElseWithAMessage(line: String) {
        guard case let .invalid(message) = InputCommand(line: line, labels: labels) else {
            Issue.record("\"\(line)\" was accepted")
            return
        }
        #expect(!message.isEmpty)
        #expect(!message.contains("\n"))
    }

    /// A part another module added never shadows the screen's own choices: a name that picks one
    /// of the screen's own still picks it; a name that starts only parts' choices picks or narrows
    /// among them, as ever.
    @Test func theScreensOwnChoicesAreMatchedBeforeItsParts() {
        let labels = ["Link issue", "Unlink issue", "Link location", "Linked people"]
        #expect(InputCommand(line: "link", labels: labels, own: 2) == .choose(0))
        #expect(
            InputCommand(line: "link", labels: labels) == .narrow([0, 2, 3]), "without own choices, a narrowed list")
        #expect(InputCommand(line: "link l", labels: labels, own: 2) == .choose(2))
        #expect(InputCommand(line: "linke", labels: labels, own: 2) == .choose(3))
        #expect(InputCommand(line: "3", labels: labels, own: 2) == .choose(2))
        #expect(InputCommand(line: "link ", labels: ["Link", "Link issue", "Link it"], own: 1) == .choose(0))
    }

    @Test func anAmbiguousPrefixNarrowsTheList() {
        #expect(InputCommand(line: "lin", labels: labels) == .narrow([0, 2]))
    }

    /// Text inside names lists them, even one, and never picks: only a name's start picks it.
    @Test func textInsideLabelsNarrowsWhenNoLabelStartsWithIt() {
        #expect(InputCommand(line: "issue", labels: labels) == .narrow([0, 1]))
        #expect(InputCommand(line: "ger", labels: labels) == .narrow([2]))
    }

    /// `n` and `p` are words of their own: they turn the page of a long list, and on a screen of one
    /// page say there is nothing to turn, whatever the names hold (an asset's detail has `Link issue`).
    @Test(arguments: ["n", "p", " N "])
    func pagingWordsOnAScreenOfOnePageSayThereIsNothingToTurn(line: String) {
        #expect(
            InputCommand(line: line, labels: ["Link issue"])
                == .invalid(
                    "Nothing to turn: this screen has one page. Type 1 or the choice's name, b to go back, q to quit, or ? for help."
                ))
        #expect(
            InputCommand(line: line, labels: ["Next", "Previous"])
                == .invalid(
                    "Nothing to turn: this screen has one page. Type a number from 1 to 2 or a choice's name, b to go back, q to quit, or ? for help."
                ))
        #expect(InputCommand(line: line, labels: labels, paged: true) == .turnPage(line.contains("p") ? -1 : 1))
    }

    @Test func questionMarkAsksForHelp() {
        #expect(InputCommand(line: " ? ", labels: labels) == .help)
    }

    @Test func aScreenWithNoChoicesOnlyAcceptsBackQuitAndHelp() {
        #expect(
            InputCommand(line: "1", labels: [])
                == .invalid("There is no choice 1. Type b to go back, q to quit, or ? for help."))
    }

    @Test func aHugeOrHostileLineIsShownShortAndEscaped() {
        let huge = String(repeating: "x", count: 1 << 20)
        guard case let .invalid(message) = InputCommand(line: huge, labels: labels) else {
            Issue.record("a 1 MiB line was accepted")
            return
        }
        #expect(message.count < 200)
        #expect(
            InputCommand(line: "\u{1B}[31mred", labels: labels)
                == .invalid(
                    "No choice matches \"\\u{1B}[31mred\". Type a number from 1 to 3 or a choice's name, b to go back, q to quit, or ? for help."
                ))
    }
}
