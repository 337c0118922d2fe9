@testable import App
import CoreInterfaces
import Testing

@MainActor
struct AppNavigationFactoryTests {
    let data = InMemoryDataStore.sample()
    var factory: AppNavigationFactory { AppNavigationFactory(assets: data, issues: data) }

    @Test(arguments: NavigationDestination.allCases)
    func makesAScreenForEveryDestination(destination: NavigationDestination) {
        let title = factory.makeScreen(for: destination).content.title
        let expected: [NavigationDestination: String] = [
            .assetsList: "Assets",
            .issuesList: "Issues",
            .issuesListPicker: "Pick an issue",
        ]
        #expect(title == expected[destination])
    }

    @Test func thePickerHandsItsIssueToTheCallersClosure() throws {
        var results: [any NavigationResult] = []
        let picker = factory.makeScreen(for: .issuesListPicker) { results.append($0) }
        let choice = try #require(picker.content.choices.first { $0.label == "Belt drifts to the left" })
        choice.select()
        #expect(results.count == 1)
        #expect((results.first as? IssueUIModel)?.id == "ISS-306")
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
        data.link(issues[0], toAsset: asset.id)
        data.link(issues[1], toAsset: asset.id)
        #expect(data.linkedIssue(forAsset: asset.id) == issues[1])
        data.unlinkIssue(fromAsset: asset.id)
        #expect(data.linkedIssue(forAsset: asset.id) == nil)
    }
}
