import Foundation
import Testing

/// Docs/Testing.md says what a module's tests import, SPI included, so a team writing the tests
/// of a new module finds every import there: each import a module's tests use (the module's own
/// name aside) is on the page's list.
struct ModuleTestImportsDocsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The import lines of the Swift block under "What a module's tests import" in `page`.
    static func listedImports(in page: String) -> Set<String> {
        guard let heading = page.range(of: "### What a module's tests import"),
            let start = page.range(of: "```swift\n", range: heading.upperBound..<page.endIndex),
            let end = page.range(of: "```", range: start.upperBound..<page.endIndex)
        else { return [] }
        return Set(page[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init))
    }

    /// Each import line of the tests of `module`, with the module's own name (and its interface's)
    /// written as the page's example module's (`Issues`, `IssuesInterface`) and any other module's
    /// interface as the one the example asks for (`AssetsInterface`), and the lines the page does
    /// not list.
    static func unlisted(_ sources: [String], module: String, listed: Set<String>) -> [String] {
        let lines: [String] = sources.flatMap { $0.split(separator: "\n").map(String.init) }
        let importLines = lines.filter {
            $0.range(of: #"^(@\w+(\(\w+\))? )?import \w+$"#, options: .regularExpression) != nil
        }
        let imports = importLines.map { (line: String) -> String in
            if line.hasSuffix("import \(module)") { return String(line.dropLast(module.count)) + "Issues" }
            if line.hasSuffix("import \(module)Interface") {
                return String(line.dropLast(module.count + "Interface".count)) + "IssuesInterface"
            }
            let imported = line.split(separator: " ").last.map(String.init) ?? ""
            if imported.hasSuffix("Interface"), imported != "CoreInterfaces" {
                return String(line.dropLast(imported.count)) + "AssetsInterface"
            }
            return line
        }
        return Set(imports).subtracting(listed).sorted()
    }

    @Test func everyImportAModulesTestsUseIsOnTestingMd() throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent("Docs/Testing.md"), encoding: .utf8)
        let listed = Self.listedImports(in: page)
        #expect(
            !listed.isEmpty,
            "Docs/Testing.md has no section \"What a module's tests import\" with the imports in a Swift block")
        let modules = try FileManager.default.contentsOfDirectory(
            atPath: Self.root.appendingPathComponent("Modules").path
        ).filter { !$0.hasPrefix(".") }
        for module in modules {
            let folder = Self.root.appendingPathComponent("Tests/\(module)Tests")
            let files =
                (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.filter { $0.hasSuffix(".swift") }
                ?? []
            let sources = try files.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
            let missing = Self.unlisted(sources, module: module, listed: listed)
            #expect(
                missing.isEmpty,
                "Docs/Testing.md, \"What a module's tests import\", does not list what Tests/\(module)Tests imports: \(missing.joined(separator: ", "))"
            )
        }
    }

    @Test func anImportThePageDoesNotListIsNamed() {
        let listed: Set = [
            "@testable import Issues", "import AssetsInterface", "import IssuesInterface", "import Testing",
        ]
        #expect(
            Self.unlisted(
                [
                    "@testable import Vendors\nimport VendorsInterface\nimport OrdersInterface\n@_spi(Hosting) import CoreInterfaces\nimport Testing\n"
                ], module: "Vendors",
                listed: listed)
                == ["@_spi(Hosting) import CoreInterfaces"])
    }
}
