import Foundation
import IsolationCheck
import Testing

/// Docs/Architecture.md shows the module map exactly as `check-isolation --graph` draws this
/// package; `RECORD_TRANSCRIPTS=1 swift test --filter 'TranscriptTests|DocsTests'` redraws it, so a new module never
/// leaves the page stale. It asks SwiftPM for the package graph, so it runs with the checker's tests
/// against SwiftPM, and whenever the docs are re-recorded.
@Suite(
    .enabled(
        if: ProcessInfo.processInfo.environment["CHECK_ISOLATION_SWIFTPM"] != nil
            || ProcessInfo.processInfo.environment["RECORD_TRANSCRIPTS"] != nil,
        "reads the package graph from SwiftPM: it runs with CHECK_ISOLATION_SWIFTPM=1, and redraws with RECORD_TRANSCRIPTS=1"
    ))
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
            try redraw(path, heading: "## The module map", with: graph)
        } else {
            #expect(
                String(page[blockStart.upperBound..<blockEnd.lowerBound]) == graph,
                "re-record with RECORD_TRANSCRIPTS=1 swift test --filter 'TranscriptTests|DocsTests'")
        }
    }
}

/// Replaces the mermaid block under `heading` in the file at `path` with `replacement`, holding an
/// exclusive lock on the file meanwhile: the navigation map and the module map are redrawn by tests
/// that run side by side.
func redraw(_ path: URL, heading: String, with replacement: String) throws {
    let descriptor = open(path.path, O_RDONLY)
    guard descriptor >= 0 else { throw CocoaError(.fileReadNoPermission) }
    defer { close(descriptor) }
    flock(descriptor, LOCK_EX)
    defer { flock(descriptor, LOCK_UN) }
    let page = try String(contentsOf: path, encoding: .utf8)
    guard let found = page.range(of: heading),
        let start = page.range(of: "```mermaid\n", range: found.upperBound..<page.endIndex),
        let end = page.range(of: "```", range: start.upperBound..<page.endIndex)
    else { throw CocoaError(.fileReadCorruptFile) }
    let redrawn = page.replacingCharacters(in: start.upperBound..<end.lowerBound, with: replacement)
    guard !redrawn.utf8.elementsEqual(page.utf8) else { return }
    try redrawn.write(to: path, atomically: false, encoding: .utf8)
    let root = FixturePackage.repositoryRoot.path + "/"
    let shown = path.path.hasPrefix(root) ? String(path.path.dropFirst(root.count)) : path.path
    print("RECORD_TRANSCRIPTS: redrew the map under \"\(heading)\" in \(shown)")
}
