import Foundation
import Testing

/// The real packages the docs name are those `Benchmarks/RealPackages` holds findings for: a
/// statement that lists three or more of them lists every one (two may be an example), and one
/// named with a version names the version its findings are for. Adding or bumping a package there
/// fails until the pages follow.
@MainActor
struct RealPackagesNamedTests {
    /// A package of `Benchmarks/RealPackages`, from its file's name (`swift-nio-2.101.3.expected`).
    struct Package: Equatable {
        let name: String
        let version: String
    }

    static func packages(in names: [String]) -> [Package] {
        names.filter { $0.hasSuffix(".expected") }.sorted().compactMap { file in
            let stem = file.dropLast(".expected".count)
            guard let dash = stem.lastIndex(of: "-") else { return nil }
            return Package(name: String(stem[..<dash]), version: String(stem[stem.index(after: dash)...]))
        }
    }

    /// The lists of `packages` in `text`: runs of two or more of their names (each perhaps with its
    /// version) joined by commas, "and" or "or", each as the names it holds.
    static func lists(in text: String, of packages: [Package]) -> [[String]] {
        let names = packages.map { NSRegularExpression.escapedPattern(for: $0.name) }.joined(separator: "|")
        let pattern = #"(?<![\w-])("# + names + #")(?: \d+\.\d+\.\d+)?(?![\w-])"#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let joins: Set<String> = [", ", " and ", ", and ", " or ", ", or "]
        var lists: [[String]] = []
        var current: [String] = []
        var end: String.Index?
        for match in expression.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let whole = Range(match.range, in: text), let name = Range(match.range(at: 1), in: text) else {
                continue
            }
            if let end, joins.contains(String(text[end..<whole.lowerBound])) {
                current.append(String(text[name]))
            } else {
                if current.count >= 2 { lists.append(current) }
                current = [String(text[name])]
            }
            end = whole.upperBound
        }
        if current.count >= 2 { lists.append(current) }
        return lists
    }

    /// What is wrong with how `markdown` names `packages`, a line each.
    static func problems(page: String, markdown: String, packages: [Package]) -> [String] {
        RecordedFigures.statements(in: markdown).flatMap { statement -> [String] in
            let text = statement.text
            let named = packages.filter { package in
                text.range(
                    of: #"(?<![\w-])\#(NSRegularExpression.escapedPattern(for: package.name))(?![\w-])"#,
                    options: .regularExpression) != nil
            }
            var problems: [String] = []
            for list in lists(in: text, of: packages) where list.count >= 3 && Set(list).count < packages.count {
                let missing = packages.filter { !list.contains($0.name) }.map(\.name).joined(separator: ", ")
                problems.append(
                    "\(page):\(statement.line): lists real packages but not \(missing), which Benchmarks/RealPackages holds"
                )
            }
            for package in named {
                let pattern = #"(?<![\w-])\#(NSRegularExpression.escapedPattern(for: package.name)) (\d+\.\d+\.\d+)"#
                guard let expression = try? NSRegularExpression(pattern: pattern) else { continue }
                for match in expression.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    guard let range = Range(match.range(at: 1), in: text), text[range] != package.version else {
                        continue
                    }
                    problems.append(
                        "\(page):\(statement.line): \(package.name) \(text[range]), but its findings are for \(package.version)"
                    )
                }
            }
            return problems
        }
    }

    static var pages: [String] {
        let docs =
            (try? FileManager.default.contentsOfDirectory(atPath: DocsTests.root.appendingPathComponent("Docs").path))
            ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/\($0)" }
    }

    @Test func thePagesNameTheRealPackagesTheBenchmarkChecks() throws {
        let folder = DocsTests.root.appendingPathComponent("Benchmarks/RealPackages")
        let packages = Self.packages(in: try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(packages.count >= 2)
        for page in Self.pages {
            let markdown = try String(contentsOf: DocsTests.root.appendingPathComponent(page), encoding: .utf8)
            for problem in Self.problems(page: page, markdown: markdown, packages: packages) {
                Issue.record(Comment(rawValue: problem))
            }
        }
    }

    @Test func aListMissingAPackageAndAnOldVersionAreNamed() {
        let packages = Self.packages(in: [
            "swift-nio-2.101.3.expected", "grpc-swift-2-2.4.3.expected", "a-1.0.0.expected", "b-2.0.0.expected",
        ])
        #expect(packages.map(\.name) == ["a", "b", "grpc-swift-2", "swift-nio"])
        let page =
            "It runs on swift-nio, grpc-swift-2 and a.\n\nOn swift-nio 2.100.0, it found 64.\n\nOn a 1.0.0 alone.\n\n"
            + "On swift-nio it fixes 44; on a and b, none.\n"
        #expect(
            Self.problems(page: "P.md", markdown: page, packages: packages) == [
                "P.md:1: lists real packages but not b, which Benchmarks/RealPackages holds",
                "P.md:3: swift-nio 2.100.0, but its findings are for 2.101.3",
            ])
    }
}
