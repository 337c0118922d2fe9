@testable import App
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

    @Test(arguments: ["0", "4", "-1", "", "   ", "x", "lin", "99999999999999999999"])
    func rejectsAnythingElseWithAMessage(line: String) {
        guard case let .invalid(message) = InputCommand(line: line, labels: labels) else {
            Issue.record("\"\(line)\" was accepted")
            return
        }
        #expect(!message.isEmpty)
        #expect(!message.contains("\n"))
    }

    @Test func anAmbiguousPrefixNamesTheCandidates() {
        #expect(InputCommand(line: "lin", labels: labels)
            == .invalid("\"lin\" matches 2 choices (Link issue, Linger); type more of the name or its number."))
    }

    @Test func aScreenWithNoChoicesOnlyAcceptsBackAndQuit() {
        #expect(InputCommand(line: "1", labels: []) == .invalid("There is no choice 1. Type b to go back or q to quit."))
    }
}

struct CommandLineOptionsTests {
    @Test func parsesTheKnownOptions() {
        #expect(CommandLineOptions.parse([]) == .success(.run))
        #expect(CommandLineOptions.parse(["--help"]) == .success(.help))
        #expect(CommandLineOptions.parse(["-h"]) == .success(.help))
        #expect(CommandLineOptions.parse(["--version"]) == .success(.version))
    }

    @Test func rejectsTheRest() {
        #expect(CommandLineOptions.parse(["--nope"]) == .failure(UsageError("unknown option '--nope'")))
        #expect(CommandLineOptions.parse(["file"]) == .failure(UsageError("unexpected argument 'file'")))
        #expect(CommandLineOptions.parse(["--help", "x"]) == .failure(UsageError("unexpected argument 'x'")))
    }
}
