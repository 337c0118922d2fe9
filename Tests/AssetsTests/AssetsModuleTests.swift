@_spi(Hosting) import CoreInterfaces
import Assets
import AssetsInterface
import IssuesInterface
import Testing
import FeatureTesting

/// The Assets module on its own: its public provider and screens, driven as a user would, with a
/// spy factory in place of the App. The Issues module takes no part.
@Suite(.countsEffects)
@MainActor
struct AssetsModuleTests {
    let repository = FakeAssetsRepository()
    let factory = SpyNavigationFactory()

    func openDrillDetail() async throws -> any Screen {
        let list = AssetsProvider(repository: repository).makeAssetsList()
        await list.appear()
        #expect(list.choiceLabels == ["Drill press", "Gantry crane"])
        await list.choose("Drill press")
        return try #require(await list.pushedScreen(in: factory.shown))
    }

    @Test func linkIssueAsksTheFactoryForTheIssuesPickerAndShowsThePick() async throws {
        let detail = try await openDrillDetail()
        #expect(detail.content.lines.contains("Linked issue: none"))
        #expect(await detail.presentedScreen(in: factory.shown) == nil)
        #expect(factory.requests.isEmpty)

        await detail.choose("Link issue")
        let picker = try #require(await detail.presentedScreen(in: factory.shown) as? SpyScreen)
        #expect(factory.requests == [.picker(.issuesListPicker)])

        picker.deliver(Fixtures.issue)

        #expect(await detail.presentedScreen(in: factory.shown) == nil, "the picker closes")
        #expect(detail.content.lines.contains("Linked issue: I-9 Chuck slips (Open)"))
        #expect(detail.choiceLabels.contains("Unlink issue"))
        #expect(repository.links[Fixtures.drill.id] == Fixtures.issue)
    }

    @Test func thePickerIsMadeOnceWhileItIsShown() async throws {
        let detail = try await openDrillDetail()
        await detail.choose("Link issue")
        let first = try #require(await detail.presentedScreen(in: factory.shown))
        let second = try #require(await detail.presentedScreen(in: factory.shown))
        #expect(first === second)
        #expect(factory.requests.count == 1)
    }

    @Test func cancellingThePickerLinksNothing() async throws {
        let detail = try await openDrillDetail()
        await detail.choose("Link issue")
        let picker = try #require(await detail.presentedScreen(in: factory.shown) as? SpyScreen)

        factory.shown.dismissLinkedScreen(above: detail)
        #expect(await detail.presentedScreen(in: factory.shown) == nil)

        picker.deliver(Fixtures.issue)
        #expect(detail.content.lines.contains("Linked issue: none"), "a late result is ignored")
        #expect(repository.links[Fixtures.drill.id] == nil)
    }

    @Test func theAssetsPickerDeliversTheFirstPickOnly() async {
        var picked: [AssetUIModel] = []
        let picker = AssetsProvider(repository: repository).makeAssetsListPicker { picked.append($0) }
        await picker.appear()
        #expect(picker.content.title == "Pick an asset")
        #expect(picker.choiceLabels == ["Drill press", "Gantry crane"])
        await picker.choose("Gantry crane")
        await picker.choose("Drill press")
        #expect(picked == [Fixtures.crane])
    }

    @Test func thePluginProvidesTheAssetDestinations() async {
        let plugin = ModulePlugin.assets(repository: repository)
        #expect(plugin.name == "Assets")
        #expect(plugin.destinations.map(\.destination) == [.assetsList, .assetDetail, .picker(.assetsListPicker)])
        #expect(plugin.destinations.map(\.style) == [.push, .push, .modal])
        #expect(plugin.destinations.map(\.destination.resultName) == [nil, nil, "AssetUIModel"])
        #expect(plugin.home?.label == "Assets")
        #expect(plugin.home?.opens == .assetsList)
        #expect(plugin.routes.map(\.path) == ["assets", "assets/ID", "assets/ID/link-issue"])
        #expect(plugin.needs.contains(.picker(.issuesListPicker)))
    }

    @Test func thePluginDeclaresWhatItsScreensAskOtherModulesFor() async throws {
        let detail = try await openDrillDetail()
        await detail.choose("Link issue")
        _ = await detail.presentedScreen(in: factory.shown)
        let needs = ModulePlugin.assets(repository: repository).needs
        #expect(!factory.requests.isEmpty)
        #expect(factory.requests.allSatisfy { request in needs.contains(request.kind) })
    }

    @Test func aResultOfAnotherTypeIsIgnored() async throws {
        let detail = try await openDrillDetail()
        await detail.choose("Link issue")
        let picker = try #require(await detail.presentedScreen(in: factory.shown) as? SpyScreen)
        picker.deliver(Fixtures.crane)
        #expect(await detail.presentedScreen(in: factory.shown) != nil)
        #expect(repository.links[Fixtures.drill.id] == nil)
    }

    @Test func unlinkRemovesTheLinkFromScreenAndRepository() async throws {
        repository.links[Fixtures.drill.id] = Fixtures.issue
        let detail = try await openDrillDetail()
        #expect(detail.choiceLabels.contains("Unlink issue"))
        await detail.choose("Unlink issue")
        #expect(detail.content.lines.contains("Linked issue: none"))
        #expect(repository.links[Fixtures.drill.id] == nil)
    }

    /// A change outlives its screen: the user picks an issue and goes back while the link is still
    /// being saved (a backend that has not answered); the repository saves it all the same.
    @Test func aLinkPickedJustBeforeGoingBackIsStillSaved() async throws {
        let list = AssetsProvider(repository: repository).makeAssetsList()
        await list.appear()
        await list.choose("Drill press")
        let detail = try #require(await list.pushedScreen(in: factory.shown))
        await detail.choose("Link issue")
        let picker = try #require(await detail.presentedScreen(in: factory.shown) as? SpyScreen)
        repository.gate.isHeld = true
        picker.deliver(Fixtures.issue)
        #expect(detail.line("Linked issue:") == "Linked issue: I-9 Chuck slips (Open)")
        #expect(await TurnBound().until { repository.gate.waitingCount == 1 }, "the save reached the repository")

        factory.shown.dismissLinkedScreen(above: list)
        #expect(factory.shown.linkedScreen(above: list) == nil, "back at once, the save still on its way")
        #expect(repository.links[Fixtures.drill.id] == nil)
        repository.gate.release()
        await settle()
        #expect(repository.links[Fixtures.drill.id] == Fixtures.issue, "saved though its screen left")
    }

    @Test func goingBackFromTheDetailPopsIt() async throws {
        let list = AssetsProvider(repository: repository).makeAssetsList()
        await list.appear()
        await list.choose("Gantry crane")
        let detail = try #require(await list.pushedScreen(in: factory.shown))
        #expect(detail.content.title == "Gantry crane")
        factory.shown.dismissLinkedScreen(above: list)
        #expect(await list.pushedScreen(in: factory.shown) == nil)
    }
}
