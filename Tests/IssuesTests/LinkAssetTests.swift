@_spi(Hosting) import CoreInterfaces
import AssetsInterface
import Issues
import Testing
import FeatureTesting

/// An issue's `Link asset` and `Open <asset>`, with a spy factory standing in for the App: the
/// Assets module takes no part.
@Suite(.countsEffects)
@MainActor
struct LinkAssetTests {
    let repository = FakeIssuesRepository(issueIDByAssetID: [Fixtures.pump.id: Fixtures.noise.id])
    let factory = SpyNavigationFactory()

    func openLeak() async throws -> any Screen {
        let list = IssuesProvider(repository: repository).makeIssuesList()
        await list.appear()
        await list.choose("Oil leak")
        return try #require(await list.pushedScreen(in: factory.shown))
    }

    @Test func linkAssetPresentsTheAssetsPickerAndShowsThePick() async throws {
        let detail = try await openLeak()
        await detail.choose("Link asset")
        let picker = try #require(await detail.presentedScreen(in: factory.shown) as? SpyScreen)
        #expect(factory.requests == [.picker(.assetsListPicker)])

        picker.deliver(Fixtures.press)
        #expect(await detail.presentedScreen(in: factory.shown) == nil, "the picker closes at once")

        #expect(detail.line("Linked assets:") == "Linked assets: Hydraulic press")
        #expect(detail.choiceLabels.contains("Open Hydraulic press"))
        #expect(repository.issueIDByAssetID[Fixtures.press.id] == Fixtures.leak.id)
    }

    @Test func cancellingTheAssetsPickerLinksNothingAndIgnoresALateResult() async throws {
        let detail = try await openLeak()
        await detail.choose("Link asset")
        let picker = try #require(await detail.presentedScreen(in: factory.shown) as? SpyScreen)

        factory.shown.dismissLinkedScreen(above: detail)
        #expect(await detail.presentedScreen(in: factory.shown) == nil)
        picker.deliver(Fixtures.press)

        #expect(detail.line("Linked assets:") == "Linked assets: none")
        #expect(repository.issueIDByAssetID[Fixtures.press.id] == nil)
    }

    @Test func openingALinkedAssetPushesTheAssetDetailOntoTheIssuesStack() async throws {
        let list = IssuesProvider(repository: repository).makeIssuesList()
        await list.appear()
        await list.choose("Grinding noise")
        let detail = try #require(await list.pushedScreen(in: factory.shown))
        #expect(detail.choiceLabels.contains("Open Coolant pump"))

        await detail.choose("Open Coolant pump")
        #expect(await detail.presentedScreen(in: factory.shown) == nil)
        let pushed = try #require(await detail.pushedScreen(in: factory.shown) as? SpyScreen)
        #expect(pushed.destination == .assetDetail.with(id: Fixtures.pump.id))

        factory.shown.dismissLinkedScreen(above: detail)
        #expect(await detail.pushedScreen(in: factory.shown) == nil)
    }

    @Test func thePluginDeclaresWhatItsScreensAskOtherModulesFor() async throws {
        let list = IssuesProvider(repository: repository).makeIssuesList()
        await list.appear()
        await list.choose("Grinding noise")
        let detail = try #require(await list.pushedScreen(in: factory.shown))
        await detail.choose("Open Coolant pump")
        _ = await detail.pushedScreen(in: factory.shown)
        factory.shown.dismissLinkedScreen(above: detail)
        await detail.choose("Link asset")
        _ = await detail.presentedScreen(in: factory.shown)
        let needs = ModulePlugin.issues(repository: repository).needs
        #expect(factory.requests.count == 2)
        let undeclared = factory.requests.filter { request in !needs.contains(request.kind) }
        #expect(
            undeclared.isEmpty,
            "the Issues screens asked for \(undeclared), which ModulePlugin.issues does not list in needs")
    }

    @Test func aDestinationItsProviderDeclaresModalIsPresentedInstead() async throws {
        factory.styles[.assetDetail] = .modal
        let list = IssuesProvider(repository: repository).makeIssuesList()
        await list.appear()
        await list.choose("Grinding noise")
        let detail = try #require(await list.pushedScreen(in: factory.shown))
        await detail.choose("Open Coolant pump")
        #expect(await detail.pushedScreen(in: factory.shown) == nil)
        #expect(await detail.presentedScreen(in: factory.shown) is SpyScreen)
        factory.shown.dismissLinkedScreen(above: detail)
        #expect(await detail.presentedScreen(in: factory.shown) == nil)
    }
}
