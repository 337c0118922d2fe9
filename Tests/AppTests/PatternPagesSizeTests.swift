import Foundation
import Testing

/// The pages a team reads to learn the pattern stay readable in an evening: at most 60,000 bytes
/// together, everything a reader reads counted, the excerpts drawn from files (`Excerpt`) too. Only
/// the Mermaid maps are left out: drawn from the code, they grow with every module a team adds,
/// and are looked at, not read through. The reference pages for the tools are looked things up in,
/// and not counted.
@MainActor
struct PatternPagesSizeTests {
    static let patternPages = [
        "Docs/Architecture.md", "Docs/Navigation.md", "Docs/PluginsAndResults.md", "Docs/Decisions.md",
        "Docs/AddingAModule.md",
    ]

    /// `markdown` without its Mermaid blocks, fences included.
    static func withoutDrawnBlocks(_ markdown: String, document: String) -> String {
        let drawn = DocsTests.fencedBlocks(markdown).filter { $0.language == "mermaid" }.map { ($0.line, $0.body) }
        var left = Set<Int>()
        for (line, body) in drawn {
            // The opening fence, the body and the closing fence, numbered from 0.
            left.formUnion((line - 2)...(line - 1 + body.components(separatedBy: "\n").count))
        }
        return markdown.components(separatedBy: "\n").enumerated().filter { !left.contains($0.offset) }.map(\.element)
            .joined(separator: "\n")
    }

    @Test func thePatternPagesTogetherStayWithinSixtyThousandBytes() throws {
        var sizes: [(page: String, bytes: Int)] = []
        for page in Self.patternPages {
            sizes.append((page, Self.withoutDrawnBlocks(try DocsTests.read(page), document: page).utf8.count))
        }
        let total = sizes.map(\.bytes).reduce(0, +)
        let each = sizes.map { "\($0.page) \($0.bytes)" }.joined(separator: ", ")
        #expect(
            total <= 60_000,
            "the pattern pages are \(total) bytes together (\(each)), Mermaid maps left out; cut, or link to a reference page, until they are 60,000 at most"
        )
    }

    @Test func aMapIsLeftOutAndEverythingElseCountedExcerptsToo() {
        let page =
            "# Map\n\n```mermaid\ngraph TD\n    A --> B\n```\n\nFrom `Sources/A.swift`:\n\n```swift\nlet a = 1\n```\n\nWritten here:\n\n```swift\nlet b = 2\n```\n"
        #expect(
            Self.withoutDrawnBlocks(page, document: "P.md")
                == "# Map\n\n\nFrom `Sources/A.swift`:\n\n```swift\nlet a = 1\n```\n\nWritten here:\n\n```swift\nlet b = 2\n```\n"
        )
    }
}
