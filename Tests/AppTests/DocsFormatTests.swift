import Foundation
import Testing
import FeatureTesting
import TestSupport

/// Keeps the Swift the pages show in the package's format: every ```swift block of the README and
/// `Docs/` that does not cite a file must pass `swift format lint --strict` with the `.swift-format`
/// at the root, as a file of its own, so it must be whole Swift, not a fragment. An excerpt is its
/// file's lines (`ExcerptDocsTests`), and CI lints the files; `tutorial-check` lints what the
/// tutorial's diffs make.
@MainActor
struct DocsFormatTests {
    /// A block of Swift on a page: the page, the page's line of its first line, and its text.
    struct Block {
        let document: String
        let line: Int
        let body: String
    }

    /// The ```swift blocks of `markdown` that do not cite a file.
    static func blocks(in markdown: String, document: String) -> [Block] {
        let excerpts = Set(Excerpt.all(in: markdown, document: document).map(\.line))
        return DocsTests.fencedBlocks(markdown)
            .filter { $0.language == "swift" && !excerpts.contains($0.line) }
            .map { Block(document: document, line: $0.line, body: $0.body) }
    }

    /// What `swift format lint --strict` finds in `blocks`, each finding as `page:line:column:
    /// message` on the page's own line; one line naming the tool when it cannot run.
    static func findings(in blocks: [Block]) throws -> [String] {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        var files: [String: Block] = [:]
        for (index, block) in blocks.enumerated() {
            let name = "block\(index).swift"
            try Data((block.body + "\n").utf8).write(to: URL(fileURLWithPath: folder.path(name)))
            files[name] = block
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let configuration = DocsTests.root.appendingPathComponent(".swift-format").path
        let paths = files.keys.sorted().map { folder.path($0) }
        process.arguments = ["swift", "format", "lint", "--strict", "--configuration", configuration] + paths
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        var found: [String] = []
        for line in text.split(separator: "\n").map(String.init) {
            // `FOLDER/blockN.swift:LINE:COLUMN: error: [Rule] message`
            let parts = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
            guard parts.count == 4, let block = files[URL(fileURLWithPath: String(parts[0])).lastPathComponent],
                let row = Int(parts[1])
            else { continue }
            found.append("\(block.document):\(block.line + row - 1):\(parts[2]):\(parts[3])")
        }
        if process.terminationStatus != 0 && found.isEmpty {
            found.append("`swift format lint` could not check the pages (status \(process.terminationStatus)): \(text)")
        }
        return found
    }

    @Test func everySwiftBlockOfThePagesIsFormatted() throws {
        let blocks = try DocsTests.documents.flatMap { try Self.blocks(in: DocsTests.read($0), document: $0) }
        #expect(blocks.count >= 10)
        for finding in try Self.findings(in: blocks) {
            Issue.record(
                Comment(rawValue: finding + " (format the block as a file of its own with `swift format`)"))
        }
    }

    @Test func aBlockOutOfFormatOrNotWholeSwiftIsFound() throws {
        let page = """
            Some prose.

            ```swift
            func f() {
              g()
            }
            ```

            From `Sources/A.swift`:

            ```swift
              g()
            ```

            A fragment of a manifest:

            ```swift
            dependencies: [],
            ```

            """
        let blocks = Self.blocks(in: page, document: "P.md")
        #expect(blocks.map(\.line) == [4, 18], "the excerpt is not linted here")
        let findings = try Self.findings(in: blocks)
        #expect(findings.contains { $0.hasPrefix("P.md:5:1: error: [Indentation]") }, "\(findings)")
        #expect(findings.contains { $0.hasPrefix("P.md:18:") }, "a fragment is not whole Swift: \(findings)")
        #expect(try Self.findings(in: [Block(document: "P.md", line: 4, body: "func f() {\n    g()\n}")]) == [])
    }
}
