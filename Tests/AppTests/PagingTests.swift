@testable import AppCore
@testable import TerminalUI
import Foundation
import FeatureTesting
import TestSupport
import Testing

/// A list longer than a page is shown a page at a time; `n` and `p` turn pages, numbers and
/// names still reach the whole list, and a screen with a page or less looks as it always did.
@MainActor
struct PagingTests {
    /// A data file of `count` assets named `Asset 1` … and no issues.
    func dataFile(assets count: Int, in directory: TemporaryDirectory) throws -> String {
        let path = directory.path("many.json")
        let assets = (1...count).map { #"{"id":"A\#($0)","name":"Asset \#($0)","status":"ok","category":"c"}"# }
        try Data(#"{"assets":[\#(assets.joined(separator: ","))],"issues":[],"links":[]}"#.utf8).write(
            to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aLongListIsShownAPageAtATime() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try dataFile(assets: 45, in: directory)
        let session = await ScriptedSession.run(["Assets", "n", "n", "n", "p", "25"], arguments: ["--data", path])
        #expect(session.status == .success, "\(session.errors)")
        let lists = session.screens.filter { $0.contains("Home › Assets\n") && !$0.contains("ID: ") }
        try #require(lists.count == 5, "the list was not shown five times: \(session.errors)")
        let numbered = lists.map { screen in
            screen.split(separator: "\n").filter { $0.first?.isNumber == true }.map { String($0.prefix { $0 != ")" }) }
        }
        #expect(numbered.map(\.first) == ["1", "21", "41", "41", "21"])
        #expect(numbered.map(\.count) == [20, 20, 5, 5, 20])
        #expect(
            lists[0].contains("Choices 1–20 of 45, page 1 of 3: n next page, p previous, or type to search them all"))
        #expect(lists[2].contains("Choices 41–45 of 45, page 3 of 3"))
        #expect(session.lastScreen.contains("ID: A25"), "a number off the page still picks from the whole list")
    }

    @Test func searchingShowsAPageOfMatchesAndSaysHowManyMore() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try dataFile(assets: 45, in: directory)
        let session = await ScriptedSession.run(["Assets", "Asset", "Asset 44"], arguments: ["--data", path])
        #expect(session.output.contains("… and 25 more; type more of a name to narrow them.\n"))
        #expect(session.lastScreen.contains("ID: A44"))
    }

    /// `n` and `p` turn pages, and only that: on a screen that fits a page they pick no choice.
    @Test func nAndPAreWordsOfTheirOwnEvenOnAScreenThatFitsAPage() {
        #expect(InputCommand(line: "n", labels: ["North", "South"]) != .choose(0))
        #expect(InputCommand(line: "n", labels: ["North", "South"], paged: true) == .turnPage(1))
        #expect(InputCommand(line: "P", labels: ["North", "South"], paged: true) == .turnPage(-1))
    }
}
