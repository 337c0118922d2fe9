import Foundation
import Testing

/// A block a page says is from a file (its lead says "From `path`:", or names a transcript): code
/// from a source, the policy, or a session from a transcript. It is the file's lines as they are
/// now, in one run, or in runs with `...` lines between them where a session leaves lines out.
/// One without `...` is drawn from its file: `RECORD_TRANSCRIPTS=1` redraws it from its first line
/// to the next line like its last, so a change to the file never leaves the page stale, and a
/// failure says where the block stops being the file.
@MainActor
struct Excerpt {
    /// The page, the line its first line is on, the file it cites, and its text.
    let document: String
    let line: Int
    let path: String
    let body: String

    var lines: [String] { body.components(separatedBy: "\n") }

    /// The excerpts of `markdown`: blocks other than diagrams whose lead cites a file.
    static func all(in markdown: String, document: String) -> [Excerpt] {
        DocsTests.fencedBlocks(markdown).compactMap { block in
            guard block.language != "mermaid" else { return nil }
            let cited =
                block.lead.range(
                    of: #"`Tests/AppTests/Transcripts/[^`]+\.transcript`"#, options: [.regularExpression, .backwards]
                )
                .map { block.lead[$0].dropFirst().dropLast() }
                ?? block.lead.range(of: #"[Ff]rom `[^`\s]+`"#, options: [.regularExpression, .backwards]).map {
                    block.lead[$0].dropFirst(6).dropLast()
                }
            return cited.map { Excerpt(document: document, line: block.line, path: String($0), body: block.body) }
        }
    }

    /// Where `run` stands in `source` as one run at or after `start`: its index, or `nil`.
    private static func index(of run: ArraySlice<String>, in source: [String], from start: Int) -> Int? {
        guard let first = run.first, start <= source.count else { return nil }
        return source.indices[start...].first { index in
            source[index] == first && source[index...].starts(with: run)
        }
    }

    /// What is wrong with the excerpt, against the file's text `source`, in one line that names the
    /// page, the block and the first line that is not the file's; `nil` when it is the file's.
    func problem(in source: String) -> String? {
        let sourceLines = source.components(separatedBy: "\n")
        var cursor = 0
        for run in lines.split(separator: "...", omittingEmptySubsequences: true) {
            if let found = Self.index(of: run, in: sourceLines, from: cursor) {
                cursor = found + run.count
                continue
            }
            // The longest start of the run that is the file's, to name the line after it.
            let kept =
                (1..<run.count).reversed().first {
                    Self.index(of: run.prefix($0), in: sourceLines, from: cursor) != nil
                } ?? 0
            let differing = run.dropFirst(kept).first ?? ""
            let redraw =
                lines.contains("...")
                ? "update it by hand"
                : "if the file changed as intended, RECORD_TRANSCRIPTS=1 swift test --filter DocsTests redraws it"
            return
                "\(document):\(line): the excerpt beginning `\(DocsTests.firstLine(of: body))` is not \(path) as it is: "
                + "`\(differing.trimmingCharacters(in: .whitespaces))` is not there, after the lines before it; \(redraw)"
        }
        return nil
    }

    /// The excerpt drawn again from `source`: from its first line to the next line like its last;
    /// `nil` when it leaves lines out (`...`) or its first or last line is gone.
    func redrawn(from source: String) -> String? {
        let sourceLines = source.components(separatedBy: "\n")
        guard !lines.contains("..."), let first = lines.first, let last = lines.last else { return nil }
        for start in sourceLines.indices where sourceLines[start] == first {
            if lines.count == 1 { return first }
            if let end = sourceLines[(start + 1)...].firstIndex(of: last) {
                return sourceLines[start...end].joined(separator: "\n")
            }
        }
        return nil
    }
}

@MainActor
struct ExcerptDocsTests {
    static let record = ProcessInfo.processInfo.environment["RECORD_TRANSCRIPTS"] != nil

    @Test func everyExcerptIsItsFileAsItIs() throws {
        var excerpts = 0
        for document in DocsTests.documents {
            var redrawn: [(Excerpt, String)] = []
            for excerpt in Excerpt.all(in: try DocsTests.read(document), document: document) {
                let source = try #require(
                    try? DocsTests.read(excerpt.path),
                    "\(document):\(excerpt.line): the excerpt cites \(excerpt.path), which does not exist")
                excerpts += 1
                guard let problem = excerpt.problem(in: source) else { continue }
                if Self.record, let body = excerpt.redrawn(from: source) {
                    redrawn.append((excerpt, body))
                } else {
                    // The problem, not the expression: a failed comparison would print the whole file.
                    Issue.record(Comment(rawValue: problem))
                }
            }
            if !redrawn.isEmpty {
                try rewrite(DocsTests.root.appendingPathComponent(document)) { page in
                    var lines = page.components(separatedBy: "\n")
                    for (excerpt, body) in redrawn.sorted(by: { $0.0.line > $1.0.line }) {
                        lines.replaceSubrange(
                            (excerpt.line - 1)..<(excerpt.line - 1 + excerpt.lines.count),
                            with: body.components(separatedBy: "\n"))
                    }
                    return lines.joined(separator: "\n")
                }
            }
        }
        #expect(excerpts >= 8)
    }

    @Test func aFailingExcerptNamesItsBlockAndTheLineThatDiffers() throws {
        let page = "Intro.\n\nFrom `Sources/A.swift`:\n\n```swift\nfunc f() {\n    a()\n    b()\n}\n```\n"
        let excerpt = try #require(Excerpt.all(in: page, document: "P.md").first)
        #expect(excerpt.problem(in: "func f() {\n    a()\n    b()\n}\n") == nil)
        let grown = "func f() {\n    a()\n    c()\n    b()\n}\n"
        #expect(
            excerpt.problem(in: grown)
                == "P.md:6: the excerpt beginning `func f() {` is not Sources/A.swift as it is: `b()` is not there, after the lines before it; "
                + "if the file changed as intended, RECORD_TRANSCRIPTS=1 swift test --filter DocsTests redraws it")
        #expect(excerpt.redrawn(from: grown) == "func f() {\n    a()\n    c()\n    b()\n}")
    }

    @Test func aSessionMayLeaveLinesOutOnlyWhereItSaysSo() throws {
        let transcript = "Home\n1) Assets\n2) Quit\n> Assets\n\nHome › Assets\n1) Forklift\n"
        let lead = "From `Tests/AppTests/Transcripts/t.transcript`:\n\n"
        let skipping = try #require(Excerpt.all(in: lead + "```text\nHome\n2) Quit\n```\n", document: "P.md").first)
        #expect(skipping.problem(in: transcript) != nil, "a line left out with no ... is a false excerpt")
        let saying = try #require(Excerpt.all(in: lead + "```text\nHome\n...\n2) Quit\n```\n", document: "P.md").first)
        #expect(saying.problem(in: transcript) == nil)
        #expect(saying.redrawn(from: transcript) == nil, "an excerpt that leaves lines out is updated by hand")
    }
}

/// Rewrites the page at `path` with `change`, holding an exclusive lock on it meanwhile: the tests
/// that redraw parts of the docs run side by side, some on the same page.
func rewrite(_ path: URL, _ change: (String) throws -> String) throws {
    let descriptor = open(path.path, O_RDONLY)
    guard descriptor >= 0 else { throw CocoaError(.fileReadNoPermission) }
    defer { close(descriptor) }
    flock(descriptor, LOCK_EX)
    defer { flock(descriptor, LOCK_UN) }
    let page = try String(contentsOf: path, encoding: .utf8)
    try change(page).write(to: path, atomically: false, encoding: .utf8)
}
