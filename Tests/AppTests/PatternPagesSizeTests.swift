import Foundation
import Testing

/// The pages a team reads to learn the pattern stay readable in an evening: at most 60,000 bytes
/// together (`wc -c`). The reference pages for the tools are looked things up in, not read through,
/// and are not counted.
@MainActor
struct PatternPagesSizeTests {
    static let patternPages = [
        "Docs/Architecture.md", "Docs/Navigation.md", "Docs/PluginsAndResults.md", "Docs/Decisions.md", "Docs/AddingAModule.md",
    ]

    @Test func thePatternPagesTogetherStayWithinSixtyThousandBytes() throws {
        var total = 0
        for page in Self.patternPages {
            total += try Data(contentsOf: DocsTests.root.appendingPathComponent(page)).count
        }
        #expect(total <= 60_000, "the pattern pages are \(total) bytes together; cut or link to a reference page until they are 60,000 at most")
    }
}
