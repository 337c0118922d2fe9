import Assets
@_spi(Hosting) import CoreInterfaces
import Testing
import TestSupport

/// The Assets module on its own: its public provider and screens, driven as a user would, with a
/// spy factory in place of the App. The Issues module takes no part.
@MainActor
struct AssetsModuleTests {
    let repository = FakeAssetsRepository()
    let factory = SpyNavigationFactory()

    func openDrillDetail() throws -> any Screen {
        let list = AssetsProvider(repository: repository).makeAssetsList()
        #expect(list.choiceLabels == ["Drill press", "Gantry crane"])
        list.choose("Drill press")
        return try #require(list.pushedScreen(in: factory.shown))
    }

    @Test func linkIssueAsksTheFactoryForTheIssuesPickerAndShowsThePick() throws {
        let detail = try openDrillDetail()
        #expect(detail.content.lines.contains("Linked issue: none"))
        #expect(detail.presentedScreen(in: factory.shown) == nil)
        #expect(factory.requests.isEmpty)

        detail.choose("Link issue")
        let picker = try #require(detail.presentedScreen(in: factory.shown) as? SpyScreen)
        #expect(factory.requests == [.picker(.issuesListPicker)])

        picker.deliver(Fixtures.issue)

        #expect(detail.presentedScreen(in: factory.shown) == nil, "the picker closes")
        #expect(detail.content.lines.contains("Linked issue: I-9 Chuck slips (Open)"))
        #expect(detail.choiceLabels.contains("Unlink issue"))
        #expect(repository.linkedIssue(forAsset: Fixtures.drill.id) == Fixtures.issue)
    }

    @Test func thePickerIsMadeOnceWhileItIsShown() throws {
        let detail = try openDrillDetail()
        detail.choose("Link issue")
        let first = try #require(detail.presentedScreen(in: factory.shown))
        let second = try #require(detail.presentedScreen(in: factory.shown))
        #expect(first === second)
        #expect(factory.requests.count == 1)
    }

    @Test func cancellingThePickerLinksNothing() throws {
        let detail = try openDrillDetail()
        detail.choose("Link issue")
        let picker = try #require(detail.presentedScreen(in: factory.shown) as? SpyScreen)

        factory.shown.dismissLinkedScreen(above: detail)
        #expect(detail.presentedScreen(in: factory.shown) == nil)

        picker.deliver(Fixtures.issue)
        #expect(detail.content.lines.contains("Linked issue: none"), "a late result is ignored")
        #expect(repository.linkedIssue(forAsset: Fixtures.drill.id) == nil)
    }

    @Test func theDetailOfOneAssetCanBeMadeByID() {
        let provider = AssetsProvider(repository: repository)
        #expect(provider.makeAssetDetail(id: "A-2").content.title == "Gantry crane")
        #expect(provider.makeAssetDetail(id: "A-404").content.lines == ["There is no asset with ID A-404."])
    }

    @Test func theAssetsPickerDeliversTheFirstPickOnly() {
        var picked: [AssetUIModel] = []
        let picker = AssetsProvider(repository: repository).makeAssetsListPicker { picked.append($0) }
        #expect(picker.content.title == "Pick an asset")
        #expect(picker.choiceLabels == ["Drill press", "Gantry crane"])
        picker.choose("Gantry crane")
        picker.choose("Drill press")
        #expect(picked == [Fixtures.crane])
    }

    @Test func thePluginProvidesTheAssetDestinations() {
        let plugin = ModulePlugin.assets(repository: repository)
        #expect(plugin.name == "Assets")
        #expect(plugin.destinations.map(\.destination) == [.assetsList, .assetDetail, .picker(.assetsListPicker)])
        #expect(plugin.destinations.map(\.presentation) == [.push, .push, .modal])
        #expect(plugin.destinations.map(\.destination.resultName) == [nil, nil, "AssetUIModel"])
        #expect(plugin.home?.label == "Assets")
        #expect(plugin.home?.opens == .assetsList)
        #expect(plugin.routes.map(\.path) == ["assets", "assets/ID", "assets/ID/link-issue"])
        #expect(plugin.needs.contains(.picker(.issuesListPicker)))
    }

    @Test func thePluginDeclaresWhatItsScreensAskOtherModulesFor() throws {
        let detail = try openDrillDetail()
        detail.choose("Link issue")
        _ = detail.presentedScreen(in: factory.shown)
        let needs = ModulePlugin.assets(repository: repository).needs
        #expect(!factory.requests.isEmpty)
        #expect(factory.requests.allSatisfy { request in needs.contains(request.kind) })
    }

    @Test func aResultOfAnotherTypeIsIgnored() throws {
        let detail = try openDrillDetail()
        detail.choose("Link issue")
        let picker = try #require(detail.presentedScreen(in: factory.shown) as? SpyScreen)
        picker.deliver(Fixtures.crane)
        #expect(detail.presentedScreen(in: factory.shown) != nil)
        #expect(repository.linkedIssue(forAsset: Fixtures.drill.id) == nil)
    }

    @Test func unlinkRemovesTheLinkFromScreenAndRepository() throws {
        repository.link(Fixtures.issue, toAsset: Fixtures.drill.id)
        let detail = try openDrillDetail()
        #expect(detail.choiceLabels.contains("Unlink issue"))
        detail.choose("Unlink issue")
        #expect(detail.content.lines.contains("Linked issue: none"))
        #expect(repository.linkedIssue(forAsset: Fixtures.drill.id) == nil)
    }

    @Test func goingBackFromTheDetailPopsIt() throws {
        let list = AssetsProvider(repository: repository).makeAssetsList()
        list.choose("Gantry crane")
        let detail = try #require(list.pushedScreen(in: factory.shown))
        #expect(detail.content.title == "Gantry crane")
        factory.shown.dismissLinkedScreen(above: list)
        #expect(list.pushedScreen(in: factory.shown) == nil)
    }
}
