@testable import AppCore
@testable import DataFile
@testable import NavigationTools
import AssetsInterface
import CoreInterfaces
import Foundation
import IssuesInterface
import Testing

/// `walkthrough --map` draws the navigation from what runs: the plugins' destinations, home entries
/// and routes, and the links the screens declare. (`DocsTests` holds Docs/Architecture.md to it.)
@MainActor
struct NavigationMapTests {
    static func map(_ plugins: [ModulePlugin]? = nil) async throws -> String {
        let data = Backend.sample()
        return try await NavigationMap.mermaid(plugins: plugins ?? AppNavigationFactory.plugins(data: data))
    }

    @Test func everyLinkOfTheAppIsDrawnWithHowItIsShown() async throws {
        let lines = Set(try await Self.map().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        #expect(
            lines.isSuperset(of: [
                "assetDetail -.->|picks IssueUIModel| issuesListPicker",
                "issueDetail -.->|picks AssetUIModel| assetsListPicker",
                "issueDetail ==>|push, across modules| assetDetail",
                "assetsList -->|push| assetDetail",
                "issuesList -->|push| issueDetail",
                "home --> assetsList",
                "route2 -.-> issuesListPicker",
                "assetsListPicker[\"assetsListPicker → AssetUIModel\"]",
            ]), "\(lines)")
    }

    @Test func aLinkAModuleAddsAppearsWithNoOneDrawingIt() async throws {
        let asking = ModulePlugin(
            name: "FixtureAsking",
            destinations: [.screen(NavigationDestination("fixtureAskingHome"), style: .push) { AskingScreen() }],
            needs: [.picker(.issuesListPicker)]
        )
        let map = try await Self.map(AppNavigationFactory.plugins(data: .sample()) + [asking])
        #expect(
            map.contains(
                "subgraph FixtureAsking[\"FixtureAsking\"]\n        fixtureAskingHome[\"fixtureAskingHome\"]\n    end"))
        #expect(map.contains("fixtureAskingHome -.->|picks IssueUIModel| issuesListPicker"))
    }

    @Test func aDetailOfANewKindOfItemIsOpenedWithAnIDItsListPushes() async throws {
        let vendors = ModulePlugin(
            name: "FixtureVendors",
            destinations: [
                .screen(NavigationDestination("fixtureVendorsList"), style: .push) { VendorsListScreen() },
                .detail(.fixtureVendorDetail, style: .push) { id in
                    id.isExactly(VendorsListScreen.vendorID)
                        ? VendorDetailScreen() as any Screen : TextScreen(title: "No vendor \(id)", lines: [])
                },
            ],
            needs: [.assetDetail]
        )
        let map = try await Self.map(AppNavigationFactory.plugins(data: .sample()) + [vendors])
        #expect(map.contains("fixtureVendorsList -->|push| fixtureVendorDetail"))
        #expect(map.contains("fixtureVendorDetail ==>|push, across modules| assetDetail"))
    }

    /// A module whose screen types have the bare names of the Assets module's (`AssetsListScreen`,
    /// `AssetDetailScreen`): every push is drawn between the destinations that made its screens,
    /// never between two modules' screens that only share a name.
    @Test func screenTypesNamedAsAnotherModulesAreTheirOwn() async throws {
        let vendors = ModulePlugin(
            name: "FixtureVendors",
            destinations: [
                .screen(NavigationDestination("fixtureVendorsList"), style: .push) { NamedAsAssets.AssetsListScreen() },
                .detail(.fixtureVendorDetail, style: .push) { _ in NamedAsAssets.AssetDetailScreen() },
            ]
        )
        let map = try await Self.map(AppNavigationFactory.plugins(data: .sample()) + [vendors])
        // The pushes that touch the fixture's or the Assets module's screens (a module a team adds
        // draws pushes of its own).
        let pushes = map.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.contains("|push") && ($0.contains("fixtureVendor") || $0.hasPrefix("assetsList ")) }.sorted()
        let expected = ["assetsList -->|push| assetDetail", "fixtureVendorsList -->|push| fixtureVendorDetail"]
        #expect(pushes == expected, "expected the pushes \(expected); found \(pushes)")
    }

    @Test func oneModuleAloneIsDrawnWithItsStandIns() async throws {
        let session = await ScriptedSession.run([], arguments: ["--map", "--module", "issues"])
        #expect(session.status == .success, "\(session.errors)")
        // One stand-in node for each destination the Issues plugin names but does not provide,
        // and a stand-in part at each of its points.
        let issues = try #require(AppNavigationFactory.plugins(data: .sample()).first { $0.name == "Issues" })
        let standIns =
            issues.unprovided.sorted().map {
                "        \($0.name)[\"\($0.name)\($0.resultName.map { " → \($0)" } ?? "")\"]"
            } + issues.points.map { "        part_Standin_\($0.name)[\"part at \($0.name)\"]" }
        #expect(!issues.points.isEmpty)
        #expect(!standIns.isEmpty)
        #expect(
            session.output.contains(
                (["    subgraph Standin[\"Stand-in\"]"] + standIns + ["    end"]).joined(separator: "\n")),
            "\(session.output)")
        #expect(!session.output.contains("subgraph Assets"))
    }
}

extension NavigationDestination {
    /// A vendor's detail, of a kind of item the App's own modules do not have.
    static let fixtureVendorDetail = NavigationDestination("fixtureVendorDetail", item: "fixture vendor")
}

/// A list of one vendor, whose choice pushes the vendor's detail.
@MainActor
final class VendorsListScreen: Screen {
    static let vendorID = "V-7"
    private var opened: String?

    var content: ScreenContent {
        ScreenContent(title: "FixtureVendors", choices: [Choice("Acme") { [unowned self] in opened = Self.vendorID }])
    }

    var links: [ScreenLink] {
        [.push(item: opened, dismiss: { [unowned self] in opened = nil }) { _ in VendorDetailScreen() }]
    }

    func onAppear() {}
    func refresh() async {}
}

/// A vendor's detail, which can push an asset's detail from the Assets module.
@MainActor
final class VendorDetailScreen: Screen {
    var content: ScreenContent { ScreenContent(title: "Acme") }
    var links: [ScreenLink] { [.destination(nil, kind: .assetDetail, dismiss: {})] }
    func onAppear() {}
    func refresh() async {}
}

/// Two destinations with one name and different result types are two destinations to the
/// registry, so they are two to the map and to `--explain` too.
@MainActor
struct DestinationIdentityTests {
    /// A picker named as the Issues module's, handing back assets: another destination.
    static let twin = PickerDestination<AssetUIModel>("issuesListPicker")

    static func plugins(_ data: Backend) -> [ModulePlugin] {
        let twins = ModulePlugin(
            name: "FixtureTwins", destinations: [.picker(twin) { _ in TextScreen(title: "Twin", lines: []) }])
        return AppNavigationFactory.plugins(data: data) + [twins]
    }

    @Test func theMapDrawsEachAsANodeOfItsOwn() async throws {
        let map = try await NavigationMapTests.map(Self.plugins(.sample()))
        #expect(map.contains("issuesListPicker_AssetUIModel[\"issuesListPicker → AssetUIModel\"]"), "\(map)")
        #expect(map.contains("issuesListPicker_IssueUIModel[\"issuesListPicker → IssueUIModel\"]"), "\(map)")
        #expect(map.contains("assetDetail -.->|picks IssueUIModel| issuesListPicker_IssueUIModel"), "\(map)")
        #expect(!map.contains("-.-> issuesListPicker_AssetUIModel"), "no route or link leads to the twin")
    }

    @Test func aModuleAloneGetsAStandInForADestinationNamedAsOneItProvides() {
        let twins = ModulePlugin(
            name: "FixtureTwins",
            destinations: [.picker(.issuesListPicker) { _ in TextScreen(title: "Issues", lines: []) }],
            needs: [.picker(Self.twin)]
        )
        #expect(twins.unprovided == [.picker(Self.twin)])
        #expect(StandIns.plugin(for: twins).destinations.map(\.destination) == [.picker(Self.twin)])
    }

    @Test func theExplanationNamesWhatTheAskedDestinationHandsBack() async throws {
        let session = await ScriptedSession.run(
            ["Assets", "Forklift", "Link issue", "q"], arguments: ["--explain"], plugins: Self.plugins)
        let asked =
            "asked its NavigationFactory for issuesListPicker; the registry found the Issues plugin, which shows it as a modal and hands back an IssueUIModel."
        #expect(session.output.replacingOccurrences(of: "\n  ", with: " ").contains(asked), "\(session.output)")
    }
}

/// Fixture screens whose types have the bare names of the Assets module's own: a list of one
/// vendor, whose choice pushes the vendor's detail.
enum NamedAsAssets {
    @MainActor
    final class AssetsListScreen: Screen {
        private var opened: String?

        var content: ScreenContent {
            ScreenContent(title: "Vendors", choices: [Choice("Acme") { [unowned self] in opened = "V-1" }])
        }

        var links: [ScreenLink] {
            [.push(item: opened, dismiss: { [unowned self] in opened = nil }) { _ in AssetDetailScreen() }]
        }

        func onAppear() {}
        func refresh() async {}
    }

    @MainActor
    final class AssetDetailScreen: Screen {
        var content: ScreenContent { ScreenContent(title: "Acme") }
        var links: [ScreenLink] { [] }
        func onAppear() {}
        func refresh() async {}
    }
}
