@_spi(Hosting) import CoreInterfaces
import AssetsInterface
import Issues
import IssuesInterface
import Testing
import FeatureTesting

/// The Issues module's public providers, driven as a user would, without the App.
@Suite(.countsEffects)
@MainActor
struct IssuesModuleTests {
    let recorder = ResultRecorder()
    let screens = SpyNavigationFactory().shown

    func makePicker() async -> any Screen {
        let picker = IssuesProvider(repository: FakeIssuesRepository()).makeIssuesListPicker(onResult: recorder.record)
        await picker.appear()
        return picker
    }

    @Test func thePickerOffersEachIssueToPickAndToOpen() async {
        let picker = await makePicker()
        #expect(picker.content.title == "Pick an issue")
        #expect(picker.choiceLabels == ["Oil leak", "Grinding noise", "Open Oil leak", "Open Grinding noise"])
    }

    @Test func pickingDeliversExactlyOnceEvenWhenPickedAgain() async {
        let picker = await makePicker()
        await picker.choose("Grinding noise")
        await picker.choose("Oil leak")
        #expect(recorder.results == [Fixtures.noise])
    }

    @Test func anOpenedIssueIsPushedInsideThePickerAndCanBeSelected() async throws {
        let picker = await makePicker()
        await picker.choose("Open Oil leak")
        let detail = try #require(await picker.pushedScreen(in: screens))
        #expect(detail.content.title == "Oil leak")
        #expect(detail.content.lines == ["ID: I-1", "Status: Open", "Drips from the seal.", "Linked assets: none"])
        #expect(detail.choiceLabels.contains("Select issue") && !detail.choiceLabels.contains("Link asset"))
        await detail.choose("Select issue")
        #expect(recorder.results == [Fixtures.leak])
    }

    @Test func goingBackFromAnOpenedIssueReturnsToTheList() async throws {
        let picker = await makePicker()
        await picker.choose("Open Oil leak")
        #expect(await picker.pushedScreen(in: screens) != nil)
        screens.dismissLinkedScreen(above: picker)
        #expect(await picker.pushedScreen(in: screens) == nil)
        #expect(recorder.results.isEmpty)
    }

    @Test func cancellingDeliversNothing() async {
        weak var released: (any Screen)?
        do {
            let picker = await makePicker()
            released = picker
            await picker.choose("Open Grinding noise")
            // The presenter cancels by dropping the picker, as the host does on `b`.
        }
        #expect(released == nil)
        #expect(recorder.results.isEmpty)
    }

    @Test func theBrowseListPushesADetailThatLinksAssetsButSelectsNothing() async throws {
        let list = IssuesProvider(repository: FakeIssuesRepository()).makeIssuesList()
        await list.appear()
        #expect(list.choiceLabels == ["Oil leak", "Grinding noise"])
        await list.choose("Grinding noise")
        let detail = try #require(await list.pushedScreen(in: screens))
        #expect(detail.content.title == "Grinding noise")
        #expect(detail.choiceLabels.contains("Link asset") && !detail.choiceLabels.contains("Select issue"))
    }

    @Test func thePluginProvidesTheIssueDestinations() async {
        let plugin = ModulePlugin.issues(repository: FakeIssuesRepository())
        #expect(plugin.name == "Issues")
        #expect(plugin.destinations.map(\.destination) == [.issuesList, .issueDetail, .picker(.issuesListPicker)])
        #expect(plugin.destinations.map(\.style) == [.push, .push, .modal])
        #expect(plugin.destinations.map(\.destination.resultName) == [nil, nil, "IssueUIModel"])
        #expect(plugin.home?.label == "Issues")
        #expect(plugin.home?.opens == .issuesList)
        #expect(plugin.routes.map(\.path) == ["issues", "issues/ID", "issues/ID/link-asset"])
        #expect(plugin.needs.contains(.picker(.assetsListPicker)))
        #expect(plugin.needs.contains(.assetDetail))
    }
}
