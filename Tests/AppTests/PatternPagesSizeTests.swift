import Foundation
import Testing

/// The pages a team reads to learn the pattern stay readable in an evening: at most 60,000 bytes
/// together. The maps in Docs/Architecture.md are drawn from the code and grow with every module a
/// team adds, so what is counted is what people write: the pages without their Mermaid blocks.
/// The reference pages for the tools are looked things up in, not read through, and not counted.
@MainActor
struct PatternPagesSizeTests {
    static let patternPages = [
        "Docs/Architecture.md", "Docs/Navigation.md", "Docs/PluginsAndResults.md", "Docs/Decisions.md", "Docs/AddingAModule.md",
    ]

    /// `markdown` without its ```mermaid blocks, fences included.
    static func withoutDiagrams(_ markdown: String) -> String {
        var kept: [Substring] = []
        var inDiagram = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "```mermaid" { inDiagram = true; continue }
            if inDiagram { if line == "```" { inDiagram = false }; continue }
            kept.append(line)
        }
        return kept.joined(separator: "\n")
    }

    @Test func thePatternPagesTogetherStayWithinSixtyThousandBytes() throws {
        var total = 0
        for page in Self.patternPages {
            total += Self.withoutDiagrams(try DocsTests.read(page)).utf8.count
        }
        #expect(total <= 60_000, "the pattern pages are \(total) bytes together, diagrams left out; cut, or link to a reference page, until they are 60,000 at most")
    }

    @Test func aDiagramIsLeftOutAndEverythingElseCounted() {
        let page = "# Map\n\n```mermaid\ngraph TD\n    A --> B\n```\n\n```swift\nlet a = 1\n```\n"
        #expect(Self.withoutDiagrams(page) == "# Map\n\n\n```swift\nlet a = 1\n```\n")
    }
}
