@testable import AppCore
@testable import DataFile
@testable import NavigationTools
import AssetsInterface
import CoreInterfaces
import IssuesInterface
import Testing
import FeatureTesting
import TestSupport

@MainActor
@Suite(.countsEffects)
struct AppNavigationFactoryTests {
    let data = Backend.sample()
    var factory: AppNavigationFactory {
        get throws { try AppNavigationFactory(plugins: AppNavigationFactory.plugins(data: data)) }
    }

    /// Real destinations, with the title each screen shows and how it is presented.
    nonisolated static let examples: [(NavigationDestination, String, PresentationStyle)] = [
        (.assetsList, "Assets", .push),
        (.picker(.assetsListPicker), "Pick an asset", .modal),
        (.assetDetail.with(id: "AST-1002"), "Air Compressor AC-75", .push),
        (.issuesList, "Issues", .push),
        (.picker(.issuesListPicker), "Pick an issue", .modal),
        (.issueDetail.with(id: "ISS-304"), "Film tears at the corners", .push),
    ]

    @Test(arguments: examples)
    func makesTheScreenForEachDestination(
        destination: NavigationDestination, title: String, presentation: PresentationStyle
    ) async throws {
        let screen = try factory.makeScreen(for: destination)
        await screen.appear()
        #expect(screen.content.title == title)
        #expect(try factory.presentationStyle(of: destination) == presentation)
    }

    @Test func everyDestinationHasOneProviderAmongTheAppsModules() throws {
        let registry = try factory.registry
        let modules = Set(AppNavigationFactory.plugins(data: data).map(\.name))
        #expect(Set(registry.modules) == modules)
        #expect(registry.destinations.count >= Self.examples.count)
        for destination in registry.destinations {
            #expect(modules.contains(registry.entry(for: destination)?.module ?? "none"), "\(destination)")
        }
    }

    @Test func everyModuleIsOnTheHomeMenuAndAnswersARoute() throws {
        let registry = try factory.registry
        #expect(registry.homeEntries.map(\.module) == registry.modules)
        #expect(Set(registry.routes.map(\.module)) == Set(registry.modules))
    }

    @Test func anUnknownAssetGetsANoticeNotACrash() async throws {
        let screen = try factory.makeScreen(for: .assetDetail.with(id: "NOPE"))
        await screen.appear()
        #expect(screen.content.title == "Asset not found")
        #expect(screen.content.lines == ["There is no asset with ID NOPE."])
    }

    @Test func theIssuesPickerHandsItsIssueToTheCallersClosure() async throws {
        var results: [IssueUIModel] = []
        let picker = try factory.makeScreen(picking: .issuesListPicker) { results.append($0) }
        await picker.appear()
        let choice = try #require(picker.content.choices.first { $0.label == "Belt drifts to the left" })
        choice.select()
        #expect(results.map(\.id) == ["ISS-306"])
    }

    @Test func theAssetsPickerHandsItsAssetToTheCallersClosure() async throws {
        var results: [AssetUIModel] = []
        let picker = try factory.makeScreen(picking: .assetsListPicker) { results.append($0) }
        await picker.appear()
        let choice = try #require(picker.content.choices.first { $0.label == "Generator GX-500" })
        choice.select()
        choice.select()
        #expect(results.map(\.id) == ["AST-1005"])
    }
}

@MainActor
struct InMemoryDataStoreTests {
    @Test func theSampleDataIsRealisticAndUnique() async throws {
        let data = Backend.sample()
        let (assets, issues) = (try await data.allAssets(), try await data.allIssues())
        #expect(assets.count >= 5)
        #expect(issues.count >= 5)
        #expect(Set(assets.map(\.id)).count == assets.count)
        #expect(Set(issues.map(\.id)).count == issues.count)
    }

    @Test func anAssetHasAtMostOneIssueAndLinkingAgainReplacesIt() async throws {
        let data = Backend.sample()
        let asset = try #require(try await data.allAssets().first)
        let issues = try await data.allIssues()
        try #require(issues.count > 1)
        try await data.link(issues[0], toAsset: asset.id)
        try await data.link(issues[1], toAsset: asset.id)
        #expect(try await data.linkedIssue(forAsset: asset.id) == issues[1])
        #expect(try await data.linkedAssets(forIssue: issues[0].id).isEmpty)
        try await data.unlinkIssue(fromAsset: asset.id)
        #expect(try await data.linkedIssue(forAsset: asset.id) == nil)
    }

    @Test func aLinkMadeFromEitherSideShowsOnBoth() async throws {
        let data = Backend.sample()
        let assets = try await data.allAssets()
        let (first, second) = (assets[0], assets[1])
        let issue = try await data.allIssues()[2]
        try await data.link(first, toIssue: issue.id)
        try await data.link(issue, toAsset: second.id)
        #expect(try await data.linkedAssets(forIssue: issue.id) == [first, second])
        #expect(try await data.linkedIssue(forAsset: first.id) == issue)
    }
}

@MainActor
struct UnknownLinkTests {
    @Test func aLinkNamingAnAssetOrIssueTheDataLacksIsNotRecorded() async throws {
        let data = InMemoryDataStore(assets: [SampleData.assets[0]], issues: [SampleData.issues[0]])
        let backend = Backend(data: data, changes: ChangesInFlight())
        try await backend.link(IssueUIModel(SampleData.issues[1]), toAsset: SampleData.assets[0].id)
        try await backend.link(AssetUIModel(SampleData.assets[1]), toIssue: SampleData.issues[0].id)
        #expect(await data.contents.links.isEmpty)
        try await backend.link(IssueUIModel(SampleData.issues[0]), toAsset: SampleData.assets[0].id)
        #expect(
            await data.contents.links == [
                DataFileContents.Link(assetID: SampleData.assets[0].id, issueID: SampleData.issues[0].id)
            ])
    }
}
