@testable import AppCore
@testable import DataFile
@_spi(Hosting) import CoreInterfaces
import Assets
import AssetsInterface
import Issues
import IssuesInterface
import Testing
import FeatureTesting
import TestSupport

/// Once a picker is answered or cancelled and dismissed, nothing of it stays alive: not its
/// screen, not the closure that carried its result. Nor does anything survive when the screen
/// that presented it goes away while it is up. Both ways: an asset picking an issue, and an issue
/// picking an asset.
@MainActor
@Suite(.countsEffects)
struct LeakTests {
    let data = Backend.sample()
    let screens: ShownScreens

    init() throws {
        screens = ShownScreens(
            environment: ScreenEnvironment(
                navigationFactory: try AppNavigationFactory(plugins: AppNavigationFactory.plugins(data: data))))
    }

    /// Asks `screen` for the picker at `destination`, as a user's choice would, and returns it.
    func presentPicker(_ destination: NavigationDestination, from screen: any Screen) async throws -> any Screen {
        #expect(screen.open(destination))
        return try #require(await screen.presentedScreen(in: screens))
    }

    final class Sentinel {}

    // MARK: the closure path

    @Test func anAnsweredPickerAndItsClosureAreReleased() async throws {
        weak var picker: (any Screen)?
        weak var sentinel: Sentinel?
        do {
            let captured = Sentinel()
            sentinel = captured
            let screen = screens.environment.navigationFactory.makeScreen(picking: .issuesListPicker) { _ in
                _ = captured
            }
            picker = screen
            await screen.appear()
            try #require(screen.content.choices.first).select()
            await settle()
        }
        #expect(picker == nil)
        #expect(sentinel == nil)
    }

    @Test func thePickerIsReleasedOnceTheDetailDismissesIt() async throws {
        let detail = AssetsProvider(repository: data).makeAssetDetail(id: "AST-1001")
        await detail.appear()
        weak var picker: (any Screen)?
        do {
            let presented = try await presentPicker(.picker(.issuesListPicker), from: detail)
            picker = presented
            try #require(presented.content.choices.first).select()
            await settle()
        }
        #expect(await detail.presentedScreen(in: screens) == nil)
        #expect(picker == nil)
    }

    @Test func aCancelledPickerIsReleased() async throws {
        let detail = AssetsProvider(repository: data).makeAssetDetail(id: "AST-1001")
        await detail.appear()
        weak var picker: (any Screen)?
        do {
            picker = try await presentPicker(.picker(.issuesListPicker), from: detail)
        }
        screens.dismissLinkedScreen(above: detail)
        await settle()
        #expect(await detail.presentedScreen(in: screens) == nil)
        #expect(picker == nil)
    }

    @Test func theDetailAndItsPickerAreReleasedWhenTheDetailGoesWhileThePickerIsUp() async throws {
        // The detail goes as it does in the app: the list that pushed it drops it.
        let list = AssetsProvider(repository: data).makeAssetsList()
        await list.appear()
        weak var detail: (any Screen)?
        weak var picker: (any Screen)?
        do {
            #expect(list.open(.assetDetail.with(id: "AST-1001")))
            let screen = try #require(await list.pushedScreen(in: screens))
            detail = screen
            picker = try await presentPicker(.picker(.issuesListPicker), from: screen)
        }
        screens.dismissLinkedScreen(above: list)
        await settle()
        #expect(detail == nil, "a cycle between the picker and its parent keeps the detail alive")
        #expect(picker == nil, "a cycle between the picker and its parent keeps the picker alive")
    }

    // MARK: the reverse pick

    @Test func theReversePickerIsReleasedOnceAnswered() async throws {
        let detail = IssuesProvider(repository: data).makeIssueDetail(id: "ISS-301")
        await detail.appear()
        weak var picker: (any Screen)?
        do {
            let presented = try await presentPicker(.picker(.assetsListPicker), from: detail)
            picker = presented
            try #require(presented.content.choices.first).select()
            await settle()
        }
        #expect(await detail.presentedScreen(in: screens) == nil)
        #expect(detail.line("Linked assets:") == "Linked assets: Forklift FL-200")
        #expect(picker == nil)
    }

    @Test func aCancelledReversePickerIsReleased() async throws {
        let detail = IssuesProvider(repository: data).makeIssueDetail(id: "ISS-301")
        await detail.appear()
        weak var picker: (any Screen)?
        do {
            picker = try await presentPicker(.picker(.assetsListPicker), from: detail)
        }
        screens.dismissLinkedScreen(above: detail)
        await settle()
        #expect(picker == nil)
    }

    @Test func theIssueAndItsPickerAreReleasedWhenTheIssueGoes() async throws {
        // The issue goes as it does in the app: the list that pushed it drops it.
        let list = IssuesProvider(repository: data).makeIssuesList()
        await list.appear()
        weak var detail: (any Screen)?
        weak var picker: (any Screen)?
        do {
            #expect(list.open(.issueDetail.with(id: "ISS-301")))
            let screen = try #require(await list.pushedScreen(in: screens))
            detail = screen
            picker = try await presentPicker(.picker(.assetsListPicker), from: screen)
        }
        screens.dismissLinkedScreen(above: list)
        await settle()
        #expect(detail == nil, "a cycle keeps the issue's detail alive")
        #expect(picker == nil, "a cycle keeps the picker alive")
    }
}
