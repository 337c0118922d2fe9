import Foundation
import Testing

/// Every link from one page of the docs to another, or to a heading, finds what it names: a page
/// renamed or a heading reworded fails here, naming the link, instead of leaving a reader at the
/// top of the wrong page.
@MainActor
struct DocsLinksTests {
    /// The anchor GitHub gives a heading: lower case, spaces as hyphens, and every character other
    /// than a letter, a digit, `-` or `_` left out.
    static func anchor(of heading: String) -> String {
        String(
            heading.lowercased().unicodeScalars.compactMap { scalar -> Character? in
                if scalar == " " { return "-" }
                let kept =
                    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
                return kept ? Character(scalar) : nil
            })
    }

    /// The anchors of `markdown`'s headings, fenced code left out.
    static func anchors(in markdown: String) -> Set<String> {
        var found: Set<String> = []
        for line in DocsTests.linesOutsideFences(markdown) where line.hasPrefix("#") {
            let text = line.drop { $0 == "#" }
            guard text.first == " " else { continue }
            found.insert(anchor(of: String(text.dropFirst())))
        }
        return found
    }

    /// The targets of `markdown`'s links (`[text](target)`) outside fenced code and inline code.
    static func links(in markdown: String) -> [String] {
        var targets: [String] = []
        for line in DocsTests.linesOutsideFences(markdown) {
            let prose = line.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
                .joined()
            var rest = Substring(prose)
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                targets.append(String(after[..<close]))
                rest = after[close...]
            }
        }
        return targets
    }

    /// What is wrong with each link of `document` to a page of the package or a heading, one line each.
    static func brokenLinks(in document: String, root: URL) throws -> [String] {
        let markdown = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
        let folder = URL(fileURLWithPath: document).deletingLastPathComponent().relativePath
        var problems: [String] = []
        for target in links(in: markdown) where !target.contains("://") {
            let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let page = parts[0].isEmpty ? document : (folder == "." ? parts[0] : "\(folder)/\(parts[0])")
            let url = root.appendingPathComponent(page)
            guard FileManager.default.fileExists(atPath: url.path) else {
                problems.append("\(document): the link to \(target) names a file that does not exist")
                continue
            }
            guard parts.count == 2, page.hasSuffix(".md") else { continue }
            let headings = anchors(in: try String(contentsOf: url, encoding: .utf8))
            if !headings.contains(parts[1]) {
                problems.append(
                    "\(document): the link to \(target) finds no heading #\(parts[1]) in \(parts[0].isEmpty ? document : parts[0])"
                )
            }
        }
        return problems
    }

    @Test func everyLinkBetweenPagesFindsItsPageAndHeading() throws {
        var checked = 0
        for document in DocsTests.documents {
            let broken = try Self.brokenLinks(in: document, root: DocsTests.root)
            #expect(broken.isEmpty, "\(broken.joined(separator: "\n"))")
            checked += Self.links(in: try DocsTests.read(document)).count
        }
        #expect(checked > 50, "the pages link to each other: a reader that finds no links is broken")
    }

    @Test func aRewordedHeadingOrAMissingPageIsNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docs-links-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Docs"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try
            "# Guide\n\n## The rules, in short\n\nSee [the rules](#the-rules-in-short), [more](#the-rules) and [gone](Gone.md).\n\n```md\n[not a link](#nowhere)\n```\n"
            .write(to: folder.appendingPathComponent("Docs/Guide.md"), atomically: true, encoding: .utf8)
        try "Read [the guide](Docs/Guide.md#the-rules-in-short) and `[code](#nowhere)`.\n"
            .write(to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)

        #expect(try Self.brokenLinks(in: "README.md", root: folder) == [])
        #expect(
            try Self.brokenLinks(in: "Docs/Guide.md", root: folder) == [
                "Docs/Guide.md: the link to #the-rules finds no heading #the-rules in Docs/Guide.md",
                "Docs/Guide.md: the link to Gone.md names a file that does not exist",
            ])
    }
}
