import Foundation
import FeatureTesting
import TestSupport
import Testing

/// A block a page says is from a file (its lead says "From `path`:", or names a transcript): code
/// from a source, the policy, or a session from a transcript. It is the file's lines as they are
/// now, in one run, or in runs with `...` lines between them where a session leaves lines out.
/// One without `...` is drawn from its file: `RECORD_TRANSCRIPTS=1` redraws it from its first line
/// to the k-th line like its last, k being how often its last line appears after its first, so a
/// change to the file never leaves the page stale, and a failure says where the block stops being
/// the file.
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

    /// Whether the excerpt is of a session (a transcript), whose screens a new module can grow.
    var isOfASession: Bool { path.hasPrefix("Tests/AppTests/Transcripts/") }

    /// Whether a block of a transcript ends before `index`: the line there is blank, a prompt with
    /// its input (`> `), a section's heading (`# output`), or past the end. An excerpt of a session
    /// ends where its block does, never at a line that may move (a screen's first choice, before a
    /// choice a new module adds); one of code may stop anywhere, as a page explains a part.
    static func blockEnds(before index: Int, in source: [String]) -> Bool {
        index >= source.count || source[index].trimmingCharacters(in: .whitespaces).isEmpty
            || source[index].hasPrefix("> ") || source[index].hasPrefix("# ")
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
                : "if the file changed as intended, \(ExcerptDocsTests.rerecord) redraws it"
            return
                "\(document):\(line): the excerpt beginning `\(DocsTests.firstLine(of: body))` is not \(path) as it is: "
                + "`\(differing.trimmingCharacters(in: .whitespaces))` is not there, after the lines before it; \(redraw)"
        }
        guard !isOfASession || Self.blockEnds(before: cursor, in: sourceLines) else {
            let redraw =
                lines.contains("...")
                ? "end it there by hand"
                : "\(ExcerptDocsTests.rerecord) redraws it to its block's end"
            return
                "\(document):\(line): the excerpt beginning `\(DocsTests.firstLine(of: body))` stops before its block in \(path) ends: "
                + "`\(sourceLines[cursor].trimmingCharacters(in: .whitespaces))` follows it; \(redraw)"
        }
        return nil
    }

    /// The excerpt drawn again from `source`: from its first line to the k-th line like its last
    /// after it, k being how often its last line appears after its first (an excerpt of two screens
    /// ends at the second screen's hint line, not the first's), and, for a session, on to the end
    /// of that line's block (``blockEnds(before:in:)``); `nil` when it leaves lines out (`...`) or
    /// its first or last line is gone.
    func redrawn(from source: String) -> String? {
        let sourceLines = source.components(separatedBy: "\n")
        guard !lines.contains("..."), let first = lines.first, let last = lines.last else { return nil }
        let lastLines = lines.dropFirst().filter { $0 == last }.count
        for start in sourceLines.indices where sourceLines[start] == first {
            let candidates = sourceLines.indices.dropFirst(start + 1).filter { sourceLines[$0] == last }
            guard var end = lastLines == 0 ? start : candidates.dropFirst(lastLines - 1).first else { continue }
            while isOfASession, !Self.blockEnds(before: end + 1, in: sourceLines) { end += 1 }
            return sourceLines[start...end].joined(separator: "\n")
        }
        return nil
    }
}

@MainActor
struct ExcerptDocsTests {
    static let record = ProcessInfo.processInfo.environment["RECORD_TRANSCRIPTS"] != nil
    /// The one command that re-records the transcripts and redraws what the docs draw from them.
    static let rerecord = "RECORD_TRANSCRIPTS=1 swift test --filter 'TranscriptTests|DocsTests'"

    /// What an excerpt citing `path` (from the package's `root`) is drawn from: the file, or, while
    /// `recording`, for a transcript, the transcript as this run records it, so that an excerpt is
    /// never redrawn from the transcript as it was before the run re-recorded it.
    static func source(citing path: String, root: URL = DocsTests.root, recording: Bool = record) async throws -> String
    {
        let url = root.appendingPathComponent(path)
        if recording, path.hasPrefix("Tests/AppTests/Transcripts/") {
            return try await TranscriptTests.recording(of: url).text
        }
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test func everyExcerptIsItsFileAsItIs() async throws {
        var excerpts = 0
        for document in DocsTests.documents {
            var redrawn: [(Excerpt, String)] = []
            for excerpt in Excerpt.all(in: try DocsTests.read(document), document: document) {
                let source = try #require(
                    try? await Self.source(citing: excerpt.path),
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
                try rewrite(DocsTests.root.appendingPathComponent(document), "\(redrawn.count) excerpt(s)") { page in
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

    /// While recording, an excerpt of a transcript is drawn from the session as this run records
    /// it, not from the file as it was: a stale transcript's excerpt is right after one run.
    @Test func whileRecordingATranscriptsExcerptIsDrawnFromTheSessionAsItIsNow() async throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let path = "Tests/AppTests/Transcripts/original-pick.transcript"
        let real = try DocsTests.read(path)
        let now = try await TranscriptTests.recording(of: DocsTests.root.appendingPathComponent(path)).text
        var stale = try Transcript(parsing: real)
        stale.output = "Home\n(an output recorded before the change)\n"
        try FileManager.default.createDirectory(
            at: root.url.appendingPathComponent("Tests/AppTests/Transcripts"), withIntermediateDirectories: true)
        try stale.text.write(to: root.url.appendingPathComponent(path), atomically: true, encoding: .utf8)

        #expect(try await Self.source(citing: path, root: root.url, recording: false) == stale.text)
        #expect(try await Self.source(citing: path, root: root.url, recording: true) == now)
    }

    /// An excerpt that stops at a screen's first choice would stay true when a module adds a
    /// second one: it must run to its block's end, and is redrawn to it.
    @Test func anExcerptEndsWhereItsBlockEnds() throws {
        let lead = "From `Tests/AppTests/Transcripts/t.transcript`:\n\n"
        let excerpt = try #require(
            Excerpt.all(in: lead + "```text\nHome › Issues\n1) Link asset\n```\n", document: "P.md").first)
        let grown = "Home › Issues\n1) Link asset\n2) Link vendor\n(b back, q quit, ? help)\n> 2\n"
        #expect(
            excerpt.problem(in: grown)
                == "P.md:4: the excerpt beginning `Home › Issues` stops before its block in Tests/AppTests/Transcripts/t.transcript ends: "
                + "`2) Link vendor` follows it; \(Self.rerecord) redraws it to its block's end")
        #expect(
            excerpt.redrawn(from: grown) == "Home › Issues\n1) Link asset\n2) Link vendor\n(b back, q quit, ? help)")
        #expect(excerpt.problem(in: "Home › Issues\n1) Link asset\n\nHome\n") == nil)
    }

    @Test func anExcerptOfTwoScreensIsRedrawnToItsSecondScreensEnd() throws {
        let lead = "From `Tests/AppTests/Transcripts/t.transcript`:\n\n"
        let hint = "(b back, q quit, ? help)"
        let screens = "Pick\n1) Oil leak\n\(hint)\n> 1\n\nOil leak\n1) Link asset\n\(hint)"
        let excerpt = try #require(Excerpt.all(in: lead + "```text\n\(screens)\n```\n", document: "P.md").first)
        let grown = "Pick\n1) Oil leak\n\(hint)\n> 1\n\nOil leak\n1) Link asset\n2) Pick vendor\n\(hint)\n> q\n"
        #expect(excerpt.problem(in: grown) != nil)
        #expect(
            excerpt.redrawn(from: grown)
                == "Pick\n1) Oil leak\n\(hint)\n> 1\n\nOil leak\n1) Link asset\n2) Pick vendor\n\(hint)")
    }

    @Test func aFailingExcerptNamesItsBlockAndTheLineThatDiffers() throws {
        let page = "Intro.\n\nFrom `Sources/A.swift`:\n\n```swift\nfunc f() {\n    a()\n    b()\n}\n```\n"
        let excerpt = try #require(Excerpt.all(in: page, document: "P.md").first)
        #expect(excerpt.problem(in: "func f() {\n    a()\n    b()\n}\n") == nil)
        let grown = "func f() {\n    a()\n    c()\n    b()\n}\n"
        #expect(
            excerpt.problem(in: grown)
                == "P.md:6: the excerpt beginning `func f() {` is not Sources/A.swift as it is: `b()` is not there, after the lines before it; "
                + "if the file changed as intended, \(ExcerptDocsTests.rerecord) redraws it")
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
/// that redraw parts of the docs run side by side, some on the same page. When the page changes, it
/// says so, naming `what` was redrawn, so a re-recording run lists every file it rewrote.
@MainActor
func rewrite(_ path: URL, _ what: String, _ change: (String) throws -> String) throws {
    let descriptor = open(path.path, O_RDONLY)
    guard descriptor >= 0 else { throw CocoaError(.fileReadNoPermission) }
    defer { close(descriptor) }
    flock(descriptor, LOCK_EX)
    defer { flock(descriptor, LOCK_UN) }
    let page = try String(contentsOf: path, encoding: .utf8)
    let changed = try change(page)
    guard !changed.utf8.elementsEqual(page.utf8) else { return }
    try changed.write(to: path, atomically: false, encoding: .utf8)
    let shown =
        path.path.hasPrefix(DocsTests.root.path + "/")
        ? String(path.path.dropFirst(DocsTests.root.path.count + 1)) : path.path
    print("RECORD_TRANSCRIPTS: redrew \(what) in \(shown)")
}
