@_spi(Hosting) import CoreInterfaces
import Issues
import Testing
import TestSupport

/// An issue's `Link asset` and `Open <asset>`, with a spy factory standing in for the App: the
/// Assets module takes no part.
@MainActor
struct LinkAssetTests {
    let repository = FakeIssuesRepository(issueIDByAssetID: [Fixtures.pump.id: Fixtures.noise.id])
    let factory = SpyNavigationFactory()

    func openLeak() throws -> any Screen {
        let list = IssuesProvider(repository: repository).makeIssuesList()
        list.choose("Oil leak")
        return try #require(list.pushedScreen(in: factory.shown))
    }

    @Test func linkAssetPresentsTheAssetsPickerAndShowsThePick() throws {
        let detail = try openLeak()
        detail.choose("Link asset")
        let picker = try #require(detail.presentedScreen(in: factory.shown) as? SpyScreen)
        #expect(factory.requests == [.picker(.assetsListPicker)])

        picker.deliver(Fixtures.press)
        #expect(detail.presentedScreen(in: factory.shown) == nil, "the picker closes at once")

        #expect(detail.content.lines.last == "Linked assets: Hydraulic press")
        #expect(detail.choiceLabels == ["Link asset", "Open Hydraulic press"])
        #expect(repository.issueIDByAssetID[Fixtures.press.id] == Fixtures.leak.id)
    }

    @Test func cancellingTheAssetsPickerLinksNothingAndIgnoresALateResult() throws {
        let detail = try openLeak()
        detail.choose("Link asset")
        let picker = try #require(detail.presentedScreen(in: factory.shown) as? SpyScreen)

        factory.shown.dismissLinkedScreen(above: detail)
        #expect(detail.presentedScreen(in: factory.shown) == nil)
        picker.deliver(Fixtures.press)

        #expect(detail.content.lines.last == "Linked assets: none")
        #expect(repository.issueIDByAssetID[Fixtures.press.id] == nil)
    }

    @Test func openingALinkedAssetPushesTheAssetDetailOntoTheIssuesStack() throws {
        let list = IssuesProvider(repository: repository).makeIssuesList()
        list.choose("Grinding noise")
        let detail = try #require(list.pushedScreen(in: factory.shown))
        #expect(detail.choiceLabels == ["Link asset", "Open Coolant pump"])

        detail.choose("Open Coolant pump")
        #expect(detail.presentedScreen(in: factory.shown) == nil)
        let pushed = try #require(detail.pushedScreen(in: factory.shown) as? SpyScreen)
        #expect(pushed.destination == .assetDetail.with(id: Fixtures.pump.id))

        factory.shown.dismissLinkedScreen(above: detail)
        #expect(detail.pushedScreen(in: factory.shown) == nil)
    }

    @Test func thePluginDeclaresWhatItsScreensAskOtherModulesFor() throws {
        let list = IssuesProvider(repository: repository).makeIssuesList()
        list.choose("Grinding noise")
        let detail = try #require(list.pushedScreen(in: factory.shown))
        detail.choose("Open Coolant pump")
        _ = detail.pushedScreen(in: factory.shown)
        factory.shown.dismissLinkedScreen(above: detail)
        detail.choose("Link asset")
        _ = detail.presentedScreen(in: factory.shown)
        let needs = ModulePlugin.issues(repository: repository).needs
        #expect(Set(factory.requests.map(\.name)) == Set(needs.map(\.name)))
    }

    @Test func aDestinationItsProviderDeclaresModalIsPresentedInstead() throws {
        factory.presentations[.assetDetail] = .modal
        let list = IssuesProvider(repository: repository).makeIssuesList()
        list.choose("Grinding noise")
        let detail = try #require(list.pushedScreen(in: factory.shown))
        detail.choose("Open Coolant pump")
        #expect(detail.pushedScreen(in: factory.shown) == nil)
        #expect(detail.presentedScreen(in: factory.shown) is SpyScreen)
        factory.shown.dismissLinkedScreen(above: detail)
        #expect(detail.presentedScreen(in: factory.shown) == nil)
    }
}
