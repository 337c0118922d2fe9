@testable import AppCore
@testable import DataFile
import CoreInterfaces
import Foundation
import Testing

/// Every statement in Docs/ and README.md about the set of modules, destinations, routes, choices
/// or targets is either phrased so that a new module cannot make it false, or drawn from the code
/// and checked by a test that names it, so a module added leaves none of them stale without a test
/// saying, in one line, what to change:
/// - drawn here, and redrawn by `RECORD_TRANSCRIPTS=1`: the route table and the unknown-route
///   example in Docs/DeepLinksAndTracing.md, the unknown-module example in Docs/CommandLine.md;
/// - drawn elsewhere: the README's session and the navigation map (`DocsTests`), the module map
///   (`ModuleMapDocsTests`), every excerpt of a source or a transcript (`ExcerptDocsTests`), and the
///   tutorial's outputs and counts (`tutorial-check`, which follows Docs/AddingAModule.md);
/// - phrased: no table has a row for one module's folder, no session is shown that no test holds,
///   and no sentence, in the docs or in a comment of Package.swift, App/ or CoreInterfaces/, counts
///   the modules or lists them by hand (the tests below).
@MainActor
struct PluginFactsDocsTests {
    static let root = DocsTests.root
    static let record = ProcessInfo.processInfo.environment["RECORD_TRANSCRIPTS"] != nil
    static let rerecord = "re-record with RECORD_TRANSCRIPTS=1 swift test --filter 'TranscriptTests|DocsTests'"

    /// A line of a page that shows what the program prints to stderr for `arguments`.
    struct PrintedLine {
        let page: String
        let what: String
        let arguments: [String]
        /// Finds the line, with the newlines around it, whatever it now says.
        let pattern: String
    }

    static let printedLines = [
        PrintedLine(
            page: "Docs/CommandLine.md", what: "the unknown-module example", arguments: ["--module", "no-such-module"],
            pattern: #"\nwalkthrough: unknown module 'no-such-module'; [^\n]*\n"#
        ),
        PrintedLine(
            page: "Docs/DeepLinksAndTracing.md", what: "the unknown-route example",
            arguments: ["--open", "no/such/route"],
            pattern: #"\nwalkthrough: unknown route 'no/such/route'; [^\n]*\n"#
        ),
    ]

    /// The route table as the plugins declare it: each route, its module, and what it opens.
    static func routeTable(_ plugins: [ModulePlugin]) -> String {
        var table = "| route | module | opens |\n|---|---|---|\n"
        for plugin in plugins {
            for route in plugin.routes {
                table += "| `\(route.path)` | \(plugin.name) | \(route.opens.map(\.name).joined(separator: " › ")) |\n"
            }
        }
        return table
    }

    /// The table under "The routes of this App:" in `page`.
    static func shownRouteTable(in page: String) throws -> Range<String.Index> {
        let lead = try #require(
            page.range(of: "The routes of this App:\n\n"), "Docs/DeepLinksAndTracing.md has no route table")
        let end = page.range(of: "\n\n", range: lead.upperBound..<page.endIndex)?.lowerBound ?? page.endIndex
        return lead.upperBound..<page.index(after: end)
    }

    /// What the program prints to stderr for `line`'s arguments with `plugins`.
    static func printed(_ line: PrintedLine, plugins: @escaping @MainActor (Backend) -> [ModulePlugin]) async -> String
    {
        let session = await ScriptedSession.run([], arguments: line.arguments, plugins: plugins)
        return session.errors.trimmingCharacters(in: .newlines)
    }

    /// The pages that must have no row for one module's folder: each has one row for `Modules/*/`
    /// or names the modules in words, so a new module needs no row of its own.
    static let pagesWithoutModuleRows = ["README.md", "Docs/Architecture.md"]

    /// One line per stale statement, saying what to change.
    static func problems(
        plugins: @escaping @MainActor (Backend) -> [ModulePlugin], moduleFolders: [String]
    ) async throws -> [String] {
        var problems: [String] = []
        let routes = try DocsTests.read("Docs/DeepLinksAndTracing.md")
        let wanted = routeTable(plugins(.sample()))
        if String(routes[try shownRouteTable(in: routes)]) != wanted {
            problems.append("Docs/DeepLinksAndTracing.md: the route table is not the plugins' routes; \(rerecord)")
        }
        for shown in printedLines {
            let line = await printed(shown, plugins: plugins)
            if !(try DocsTests.read(shown.page)).contains("\n\(line)\n") {
                problems.append("\(shown.page): \(shown.what) is not what the program prints (\(line)); \(rerecord)")
            }
        }
        for page in pagesWithoutModuleRows {
            let text = try DocsTests.read(page)
            for folder in moduleFolders where text.contains("| `Modules/\(folder)/`") {
                problems.append(
                    "\(page): a table has a row for Modules/\(folder)/ alone; one row for every module says what each holds"
                )
            }
        }
        return problems
    }

    static var moduleFolders: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Modules").path).filter {
            !$0.hasPrefix(".")
        }.sorted()) ?? []
    }

    @Test func theDocsListTheModulesAndRoutesThePluginsDeclare() async throws {
        if Self.record {
            try rewrite(Self.root.appendingPathComponent("Docs/DeepLinksAndTracing.md"), "the route table") { page in
                page.replacingCharacters(
                    in: try Self.shownRouteTable(in: page),
                    with: Self.routeTable(AppNavigationFactory.plugins(data: .sample())))
            }
            for shown in Self.printedLines {
                let line = await Self.printed(shown, plugins: AppNavigationFactory.plugins(data:))
                try rewrite(Self.root.appendingPathComponent(shown.page), shown.what) { page in
                    guard let range = page.range(of: shown.pattern, options: .regularExpression) else {
                        throw CocoaError(.fileReadCorruptFile)
                    }
                    return page.replacingCharacters(in: range, with: "\n\(line)\n")
                }
            }
        }
        let problems = try await Self.problems(
            plugins: AppNavigationFactory.plugins(data:), moduleFolders: Self.moduleFolders)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func aModuleAddedMakesEachStaleStatementFailInOneLine() async throws {
        let added = ModulePlugin(
            name: "FixtureVendors",
            home: ModulePlugin.HomeEntry(label: "FixtureVendors", opens: NavigationDestination("fixtureVendorsList")),
            routes: [DeepLink("fixture-vendors", opens: [NavigationDestination("fixtureVendorsList")])],
            destinations: [
                .screen(NavigationDestination("fixtureVendorsList"), style: .push) {
                    TextScreen(title: "FixtureVendors", lines: [])
                }
            ]
        )
        let withAdded: @MainActor (Backend) -> [ModulePlugin] = { AppNavigationFactory.plugins(data: $0) + [added] }
        let problems = try await Self.problems(
            plugins: withAdded, moduleFolders: Self.moduleFolders + ["FixtureVendors"])
        var expected = ["Docs/DeepLinksAndTracing.md: the route table is not the plugins' routes; \(Self.rerecord)"]
        for shown in Self.printedLines {
            let line = await Self.printed(shown, plugins: withAdded)
            #expect(line.contains("fixture"), "\(line)")
            expected.append("\(shown.page): \(shown.what) is not what the program prints (\(line)); \(Self.rerecord)")
        }
        #expect(problems == expected)
        #expect(problems.allSatisfy { !$0.contains("\n") })
    }

    /// A sentence that counts the modules, or lists them, is false once a team adds one: the docs
    /// name modules as examples, or draw the list from the plugins.
    static let countedByHand = [
        #"\b([Tt]wo|[Tt]hree|[Ff]our|[Ff]ive|[Ss]ix) feature modules\b"#,
        #"\b([Aa]|[Tt]he) (second|third|fourth|fifth) feature module\b"#,
        #"`Assets` and `Issues`|`Assets`, `Issues`|\bAssets, Issues\b|`assets`, `issues`|`assets, issues`"#,
        #"\bhas (two|three|four|five) cases\b"#,
        #"\b[Bb]oth (feature )?modules\b"#,
        #"`\d+\) Quit`"#,
    ]

    /// Every line of `text` (prose outside fenced blocks, or comments) that counts or lists the
    /// modules by hand, as `path:line: text`.
    static func countedByHand(in text: String, path: String, commentsOnly: Bool) -> [String] {
        var found: [String] = []
        var inFence = false
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            if !commentsOnly, line.hasPrefix("```") { inFence.toggle(); continue }
            if inFence || (commentsOnly && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")) { continue }
            if countedByHand.contains(where: { line.range(of: $0, options: .regularExpression) != nil }) {
                found.append(
                    "\(path):\(index + 1): counts or lists the modules by hand; name them as examples or draw the list from the plugins: \(line.trimmingCharacters(in: .whitespaces))"
                )
            }
        }
        return found
    }

    @Test func noSentenceCountsOrListsTheModulesByHand() throws {
        var found: [String] = []
        for page in DocsTests.documents {
            found += Self.countedByHand(in: try DocsTests.read(page), path: page, commentsOnly: false)
        }
        for source in ["Package.swift"] + DocsTests.swiftFiles(under: ["App", "CoreInterfaces", "FeatureRuntime"]) {
            found += Self.countedByHand(in: try DocsTests.read(source), path: source, commentsOnly: true)
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    @Test func aSentenceThatCountsTheModulesIsFound() {
        let planted = "Intro.\nTwo feature modules, `Assets` and `Issues`, never meet.\n```text\n1) Assets\n```\n"
        #expect(Self.countedByHand(in: planted, path: "P.md", commentsOnly: false).map { $0.prefix(5) } == ["P.md:"])
        #expect(
            Self.countedByHand(
                in: "// Feature modules (Assets, Issues) depend on CoreInterfaces.\nlet x = 1\n", path: "S",
                commentsOnly: true
            ).count == 1)
        #expect(
            Self.countedByHand(in: "/// It is read by both modules.\n", path: "S", commentsOnly: true).count == 1,
            "\"both modules\" counts two")
        #expect(
            Self.countedByHand(
                in: "Feature modules, such as Assets, never import each other.\n", path: "P.md", commentsOnly: false
            ).isEmpty)
    }

    /// A session a page shows (a text block with `N) Label` choices) changes when a module adds a
    /// choice, so a test holds each: the README's is redrawn, an excerpt cites the transcript it
    /// comes from (`ExcerptDocsTests`), and the tutorial's are
    /// `tutorial-check`'s.
    static func unheldSessions(in markdown: String, page: String) -> [String] {
        DocsTests.fencedBlocks(markdown).filter { block in
            block.language == "text"
                && block.body.range(of: #"(^|\n)\d+\) "#, options: .regularExpression) != nil
                && block.lead.range(of: #"`Tests/AppTests/Transcripts/[^`]+\.transcript`"#, options: .regularExpression)
                    == nil
                && !block.lead.contains("<!-- sample-session:")
        }.map { block in
            "\(page): the session beginning `\(block.body.prefix { $0 != "\n" })` is held by no test; cite the transcript it comes from (From `Tests/AppTests/Transcripts/NAME.transcript`:)"
        }
    }

    @Test func everySessionAPageShowsIsHeldByATest() throws {
        var found: [String] = []
        for page in DocsTests.documents where page != "Docs/AddingAModule.md" {
            found += Self.unheldSessions(in: try DocsTests.read(page), page: page)
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
        let planted = "Here is a session:\n\n```text\nHome\n1) Assets\n2) Quit\n```\n"
        #expect(Self.unheldSessions(in: planted, page: "P.md").count == 1)
    }
}
