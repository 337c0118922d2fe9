@testable import AppCore
@testable import DataFile
import CoreInterfaces
import Foundation
import Testing

/// Every statement in the docs that lists modules or routes is drawn from the plugins or held to
/// them, so a module added leaves none of them stale without a test saying, in one line, what to
/// change: the route table in Docs/DeepLinksAndTracing.md and the unknown-module message in
/// Docs/CommandLine.md are redrawn by `RECORD_TRANSCRIPTS=1`; README's "Where things are" has one
/// row for every folder under `Modules/`, naming none.
@MainActor
struct PluginFactsDocsTests {
    static let root = DocsTests.root
    static let record = ProcessInfo.processInfo.environment["RECORD_TRANSCRIPTS"] != nil
    static let rerecord = "re-record with RECORD_TRANSCRIPTS=1 swift test --filter DocsTests"

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
        let lead = try #require(page.range(of: "The routes of this App:\n\n"), "Docs/DeepLinksAndTracing.md has no route table")
        let end = page.range(of: "\n\n", range: lead.upperBound..<page.endIndex)?.lowerBound ?? page.endIndex
        return lead.upperBound..<page.index(after: end)
    }

    /// What `walkthrough --module billing` says with `plugins`.
    static func unknownModuleLine(_ plugins: @escaping @MainActor (Backend) -> [ModulePlugin]) async -> String {
        let session = await ScriptedSession.run([], arguments: ["--module", "billing"], plugins: plugins)
        return session.errors.trimmingCharacters(in: .newlines)
    }

    /// One line per stale statement, saying what to change.
    static func problems(plugins: @escaping @MainActor (Backend) -> [ModulePlugin], moduleFolders: [String]) async throws -> [String] {
        var problems: [String] = []
        let routes = try DocsTests.read("Docs/DeepLinksAndTracing.md")
        let wanted = routeTable(plugins(.sample()))
        if String(routes[try shownRouteTable(in: routes)]) != wanted {
            problems.append("Docs/DeepLinksAndTracing.md: the route table is not the plugins' routes; \(rerecord)")
        }
        let commandLine = try DocsTests.read("Docs/CommandLine.md")
        let line = await unknownModuleLine(plugins)
        if !commandLine.contains("\n\(line)\n") {
            problems.append("Docs/CommandLine.md: the unknown-module example is not what the program prints (\(line)); \(rerecord)")
        }
        let readme = try DocsTests.read("README.md")
        for folder in moduleFolders where readme.contains("`Modules/\(folder)/`") {
            problems.append("README.md: \"Where things are\" has a row for Modules/\(folder)/ alone; its one row for `Modules/*/` says what every module holds")
        }
        return problems
    }

    static var moduleFolders: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Modules").path).filter { !$0.hasPrefix(".") }.sorted()) ?? []
    }

    @Test func theDocsListTheModulesAndRoutesThePluginsDeclare() async throws {
        if Self.record {
            let path = Self.root.appendingPathComponent("Docs/DeepLinksAndTracing.md")
            var page = try String(contentsOf: path, encoding: .utf8)
            page.replaceSubrange(try Self.shownRouteTable(in: page), with: Self.routeTable(AppNavigationFactory.plugins(data: .sample())))
            try page.write(to: path, atomically: true, encoding: .utf8)

            let commandLinePath = Self.root.appendingPathComponent("Docs/CommandLine.md")
            let commandLine = try String(contentsOf: commandLinePath, encoding: .utf8)
            let shown = try #require(commandLine.range(of: #"\nwalkthrough: unknown module 'billing'; [^\n]*\n"#, options: .regularExpression))
            let line = await Self.unknownModuleLine(AppNavigationFactory.plugins(data:))
            try commandLine.replacingCharacters(in: shown, with: "\n\(line)\n").write(to: commandLinePath, atomically: true, encoding: .utf8)
        }
        let problems = try await Self.problems(plugins: AppNavigationFactory.plugins(data:), moduleFolders: Self.moduleFolders)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func aModuleAddedMakesEachStaleStatementFailInOneLine() async throws {
        let vendors = ModulePlugin(
            name: "Vendors",
            home: ModulePlugin.HomeEntry(label: "Vendors", opens: NavigationDestination("vendorsList")),
            routes: [DeepLink("vendors", opens: [NavigationDestination("vendorsList")])],
            destinations: [.screen(NavigationDestination("vendorsList"), presentation: .push) { TextScreen(title: "Vendors", lines: []) }]
        )
        let withVendors: @MainActor (Backend) -> [ModulePlugin] = { AppNavigationFactory.plugins(data: $0) + [vendors] }
        let problems = try await Self.problems(plugins: withVendors, moduleFolders: Self.moduleFolders + ["Vendors"])
        let line = await Self.unknownModuleLine(withVendors)
        #expect(line.contains("vendors. Try 'walkthrough --help'."), "\(line)")
        #expect(problems == [
            "Docs/DeepLinksAndTracing.md: the route table is not the plugins' routes; \(Self.rerecord)",
            "Docs/CommandLine.md: the unknown-module example is not what the program prints (\(line)); \(Self.rerecord)",
        ])
        #expect(problems.allSatisfy { !$0.contains("\n") })
    }
}
