@testable import AppCore
@testable import DataFile
import CoreInterfaces
import Testing

@MainActor
struct AppNavigationFactoryTests {
    let data = InMemoryDataStore.sample()
    var factory: AppNavigationFactory {
        get throws { try AppNavigationFactory(plugins: AppNavigationFactory.plugins(data: data)) }
    }

    /// Real destinations, with the title each screen shows and how it is presented.
    nonisolated static let examples: [(NavigationDestination, String, Presentation)] = [
        (.assetsList, "Assets", .push),
        (.picker(.assetsListPicker), "Pick an asset", .modal),
        (.assetDetail.with(id: "AST-1002"), "Air Compressor AC-75", .push),
        (.issuesList, "Issues", .push),
        (.picker(.issuesListPicker), "Pick an issue", .modal),
        (.issueDetail.with(id: "ISS-304"), "Film tears at the corners", .push),
    ]

    @Test(arguments: examples)
    func makesTheScreenForEachDestination(destination: NavigationDestination, title: String, presentation: Presentation) throws {
        #expect(try factory.makeScreen(for: destination).content.title == title)
        #expect(try factory.presentation(of: destination) == presentation)
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

    @Test func anUnknownAssetGetsANoticeNotACrash() throws {
        let screen = try factory.makeScreen(for: .assetDetail.with(id: "NOPE"))
        #expect(screen.content.title == "Asset not found")
        #expect(screen.content.lines == ["There is no asset with ID NOPE."])
    }

    @Test func theIssuesPickerHandsItsIssueToTheCallersClosure() throws {
        var results: [IssueUIModel] = []
        let picker = try factory.makeScreen(picking: .issuesListPicker) { results.append($0) }
        let choice = try #require(picker.content.choices.first { $0.label == "Belt drifts to the left" })
        choice.select()
        #expect(results.map(\.id) == ["ISS-306"])
    }

    @Test func theAssetsPickerHandsItsAssetToTheCallersClosure() throws {
        var results: [AssetUIModel] = []
        let picker = try factory.makeScreen(picking: .assetsListPicker) { results.append($0) }
        let choice = try #require(picker.content.choices.first { $0.label == "Generator GX-500" })
        choice.select()
        choice.select()
        #expect(results.map(\.id) == ["AST-1005"])
    }
}

@MainActor
struct InMemoryDataStoreTests {
    @Test func theSampleDataIsRealisticAndUnique() {
        let data = InMemoryDataStore.sample()
        #expect(data.allAssets().count >= 5)
        #expect(data.allIssues().count >= 5)
        #expect(Set(data.allAssets().map(\.id)).count == data.allAssets().count)
        #expect(Set(data.allIssues().map(\.id)).count == data.allIssues().count)
    }

    @Test func anAssetHasAtMostOneIssueAndLinkingAgainReplacesIt() throws {
        let data = InMemoryDataStore.sample()
        let asset = try #require(data.allAssets().first)
        let issues = data.allIssues()
        try #require(issues.count > 1)
        data.link(issues[0], toAsset: asset.id)
        data.link(issues[1], toAsset: asset.id)
        #expect(data.linkedIssue(forAsset: asset.id) == issues[1])
        #expect(data.linkedAssets(forIssue: issues[0].id).isEmpty)
        data.unlinkIssue(fromAsset: asset.id)
        #expect(data.linkedIssue(forAsset: asset.id) == nil)
    }

    @Test func aLinkMadeFromEitherSideShowsOnBoth() {
        let data = InMemoryDataStore.sample()
        let (first, second) = (data.allAssets()[0], data.allAssets()[1])
        let issue = data.allIssues()[2]
        data.link(first, toIssue: issue.id)
        data.link(issue, toAsset: second.id)
        #expect(data.linkedAssets(forIssue: issue.id) == [first, second])
        #expect(data.linkedIssue(forAsset: first.id) == issue)
    }
}

@MainActor
struct UnknownLinkTests {
    @Test func aLinkNamingAnAssetOrIssueTheDataLacksIsNotRecorded() {
        let data = InMemoryDataStore(assets: [SampleData.assets[0]], issues: [SampleData.issues[0]])
        var changes = 0
        data.onChange = { _ in changes += 1 }
        data.link(SampleData.issues[1], toAsset: SampleData.assets[0].id)
        data.link(SampleData.assets[1], toIssue: SampleData.issues[0].id)
        #expect(data.contents.links.isEmpty)
        #expect(changes == 0)
        data.link(SampleData.issues[0], toAsset: SampleData.assets[0].id)
        #expect(data.contents.links == [DataFileContents.Link(assetID: SampleData.assets[0].id, issueID: SampleData.issues[0].id)])
        #expect(changes == 1)
    }
}
