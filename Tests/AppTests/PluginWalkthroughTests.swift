@testable import AppCore
@testable import TerminalUI
import Assets
import AssetsInterface
import CoreInterfaces
import Foundation
import Issues
import IssuesInterface
import Testing
import FeatureTesting
import TestSupport

/// The plugin-era paths through the real host: the reverse pick, push across modules, the
/// registry listing and a registry that does not fit.
@MainActor
struct PluginWalkthroughTests {
    func headers(_ session: ScriptedSession) -> [String] {
        session.screens.map { $0.components(separatedBy: "\n")[0] }
    }

    @Test func linkAssetFromAnIssueShowsOnBothSides() async throws {
        let session = try await ScriptedSession.walk([
            "Issues", "Pressure drops", "Link asset", "Air Compressor", "b", "b", "Assets", "Air Compressor",
        ])
        #expect(session.errors.isEmpty)
        #expect(headers(session).contains("Home › Issues › Pressure drops under load › Pick an asset"))
        let issueDetail = try session.screen(4)
        #expect(issueDetail.hasPrefix("Home › Issues › Pressure drops under load\n"))
        #expect(issueDetail.contains("Linked assets: Air Compressor AC-75"))
        #expect(ScriptedSession.choiceLabels(issueDetail).contains("Open Air Compressor AC-75"))
        #expect(session.lastScreen.contains("Linked issue: ISS-302 Pressure drops under load (In progress)"))
    }

    @Test func anIssueListsEveryAssetLinkedToIt() async throws {
        let session = try await ScriptedSession.walk([
            "Assets", "Forklift", "Link issue", "Hydraulic", "b", "b",
            "Issues", "Hydraulic", "Link asset", "Conveyor",
        ])
        #expect(session.lastScreen.contains("Linked assets: Forklift FL-200, Conveyor Belt CB-12"))
    }

    @Test func cancellingTheAssetPickerLinksNothing() async throws {
        let session = try await ScriptedSession.walk(["Issues", "Pressure drops", "Link asset", "b"])
        #expect(session.lastScreen.hasPrefix("Home › Issues › Pressure drops under load\n"))
        #expect(session.lastScreen.contains("Linked assets: none"))
    }

    @Test func openAssetPushesTheAssetsDetailOntoTheIssuesStackAndBackReturns() async throws {
        let session = try await ScriptedSession.walk([
            "Issues", "Spindle", "Link asset", "CNC", "Open CNC Lathe TL-8", "b",
        ])
        #expect(
            headers(session).suffix(2) == [
                "Home › Issues › Spindle vibration above limit › CNC Lathe TL-8",
                "Home › Issues › Spindle vibration above limit",
            ])
        #expect(
            try session.screen(session.screens.count - 2).contains(
                "Linked issue: ISS-303 Spindle vibration above limit (Open)"))
    }

    @Test func aChangeMadeOnThePushedAssetShowsWhenComingBack() async throws {
        let session = try await ScriptedSession.walk([
            "Issues", "Spindle", "Link asset", "CNC", "Open CNC Lathe TL-8", "Unlink issue", "b",
        ])
        #expect(session.lastScreen.contains("Linked assets: none"))
    }

    @Test func listDestinationsPrintsEveryDestinationWithOneModule() async throws {
        let session = await ScriptedSession.run([], arguments: ["--list-destinations"])
        #expect(session.status == .success)
        let tables = session.output.components(separatedBy: "\n\n").map {
            $0.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        }
        try #require(tables.count == 3, "destinations, then points, then parts: \(session.output)")
        let rows = tables[0]
        #expect(rows.first == ["DESTINATION", "MODULE", "PRESENTATION", "RESULT"])
        #expect(
            tables[1].map { Array($0.prefix(2)) } == [
                ["POINT", "MODULE"], ["assetDetail", "Assets"], ["issueDetail", "Issues"],
            ], "each point with the module that declares it, and the modules that add parts there")
        #expect(tables[2].first == ["PART", "POINT", "ASKS", "FOR"], "each part, its point and what it asks for")
        let registry = try NavigationRegistry(plugins: AppNavigationFactory.plugins(data: .sample()))
        #expect(rows.dropFirst().map(\.first) == registry.destinations.map(\.name))
        #expect(rows.contains(["assetsListPicker", "Assets", "modal", "AssetUIModel"]))
        #expect(rows.contains(["issuesListPicker", "Issues", "modal", "IssueUIModel"]))
        #expect(rows.contains(["assetDetail", "Assets", "push", "none"]))
    }

    @Test func theListingAndHelpNeedNoData() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("broken.json")
        try Data("{\"assets\": [".utf8).write(to: URL(fileURLWithPath: path))
        let listing = await ScriptedSession.run([], arguments: ["--data", path, "--list-destinations"])
        #expect(listing.status == .success, "\(listing.errors)")
        #expect(listing.output.hasPrefix("DESTINATION"))
        let help = await ScriptedSession.run([], arguments: ["--data", path, "--help"])
        #expect(help.status == .success, "\(help.errors)")
        let session = await ScriptedSession.run([], arguments: ["--data", path])
        #expect(session.status == .usage, "a session still refuses the broken file")
    }

    @Test func aRegistryMissingAProviderExitsTwoNamingIt() async throws {
        let session = await ScriptedSession.run(["Assets"]) { data in [.assets(repository: data)] }
        #expect(session.status == .usage)
        #expect(session.output.isEmpty, "nothing is shown before the error")
        #expect(
            session.errors.hasPrefix(
                "walkthrough: the module plugins do not fit together: no module provides issuesListPicker (needed by Assets, route 'assets/ID/link-issue' of Assets)"
            ))
        #expect(session.errors.hasSuffix(".\n"))
        #expect(session.errors.split(separator: "\n").count == 1)
    }

    @Test func aDuplicatedProviderExitsTwoNamingIt() async throws {
        let session = await ScriptedSession.run([], arguments: ["--list-destinations"]) { data in
            [.assets(repository: data), .issues(repository: data), .issues(repository: data)]
        }
        #expect(session.status == .usage)
        #expect(session.errors.contains("issuesList is provided by more than one module (Issues, Issues)"))
        #expect(session.errors.contains("issuesListPicker is provided by more than one module (Issues, Issues)"))
        #expect(session.errors.contains("two modules are named Issues"))
    }

    @Test func aRouteClaimedByTwoModulesExitsTwoNamingBoth() async {
        let rival = ModulePlugin(
            name: "FixtureRival", routes: [DeepLink("assets/ID", opens: [.assetsList, .assetDetail])], destinations: [])
        let session = await ScriptedSession.run(["Assets"]) { data in AppNavigationFactory.plugins(data: data) + [rival]
        }
        #expect(session.status == .usage)
        #expect(session.output.isEmpty)
        #expect(
            session.errors
                == "walkthrough: the module plugins do not fit together: route 'assets/ID' is claimed by both Assets and FixtureRival.\n"
        )
    }

    @Test func aRouteToADestinationNobodyProvidesExitsTwoNamingIt() async {
        let stray = ModulePlugin(
            name: "FixtureStray",
            routes: [DeepLink("assets/ID/linked-issue", opens: [.assetsList, .assetDetail, .issueDetail])],
            destinations: [])
        let session = await ScriptedSession.run([]) { data in
            [.assets(repository: data), stray]
        }
        #expect(session.status == .usage)
        #expect(
            session.errors.contains(
                "route 'assets/ID/linked-issue' of FixtureStray opens issueDetail without the ID of the issue it shows")
        )
        #expect(session.errors.contains("no module provides issuesListPicker (needed by Assets"))
    }
}
