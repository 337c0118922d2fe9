import Foundation
import IsolationCheck
import Testing

/// Docs/Architecture.md shows the module map exactly as `check-isolation --graph` draws this
/// package; `RECORD_TRANSCRIPTS=1 swift test --filter DocsTests` redraws it, so a new module never
/// leaves the page stale.
struct ModuleMapDocsTests {
    @Test func architectureShowsTheModuleMapTheCheckerDraws() throws {
        let root = FixturePackage.repositoryRoot
        let path = root.appendingPathComponent("Docs/Architecture.md")
        let page = try String(contentsOf: path, encoding: .utf8)
        let heading = try #require(page.range(of: "## The module map"), "Docs/Architecture.md has no module map")
        let blockStart = try #require(page.range(of: "```mermaid\n", range: heading.upperBound..<page.endIndex))
        let blockEnd = try #require(page.range(of: "```", range: blockStart.upperBound..<page.endIndex))
        var graph = ""
        let status = IsolationCheckCommand.run(
            arguments: ["--package-path", root.path, "--graph", "--checks", "manifest,imports"],
            write: { graph += $0 }, writeError: { _ in }
        )
        #expect(status == 0)
        if ProcessInfo.processInfo.environment["RECORD_TRANSCRIPTS"] != nil {
            try page.replacingCharacters(in: blockStart.upperBound..<blockEnd.lowerBound, with: graph).write(to: path, atomically: true, encoding: .utf8)
        } else {
            #expect(String(page[blockStart.upperBound..<blockEnd.lowerBound]) == graph, "re-record with RECORD_TRANSCRIPTS=1 swift test --filter DocsTests")
        }
    }
}
