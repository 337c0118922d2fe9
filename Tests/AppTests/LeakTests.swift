@testable import AppCore
@testable import DataFile
import Assets
import CoreInterfaces
import Issues
import Testing

/// Once a picker is answered or cancelled and dismissed, nothing of it stays alive: not its
/// screen, not the closure that carried its result. Nor does anything survive when the screen
/// that presented it goes away while it is up. Both the closure and the `await` paths.
@MainActor
struct LeakTests {
    let data = InMemoryDataStore.sample()
    let environment: ScreenEnvironment

    init() throws {
        environment = ScreenEnvironment(navigationFactory: try AppNavigationFactory(plugins: AppNavigationFactory.plugins(data: data)))
    }

    /// Lets awaiting tasks run, as the host does before it prints.
    func settle() async {
        for _ in 0..<20 { await Task.yield() }
    }

    /// Asks `screen` for the picker at `destination`, as a user's choice would, and returns it.
    func presentPicker(_ destination: NavigationDestination, from screen: any Screen) async throws -> any Screen {
        #expect(screen.open(destination))
        await settle()
        return try #require(screen.presentedScreen(in: environment))
    }

    final class Sentinel {}

    // MARK: the closure path

    @Test func anAnsweredPickerAndItsClosureAreReleased() throws {
        weak var picker: (any Screen)?
        weak var sentinel: Sentinel?
        do {
            let captured = Sentinel()
            sentinel = captured
            let screen = environment.navigationFactory.makeScreen(picking: .issuesListPicker) { _ in _ = captured }
            picker = screen
            try #require(screen.content.choices.first).select()
        }
        #expect(picker == nil)
        #expect(sentinel == nil)
    }

    @Test func thePickerIsReleasedOnceTheDetailDismissesIt() async throws {
        let detail = AssetsProvider(repository: data).makeAssetDetail(id: "AST-1001")
        weak var picker: (any Screen)?
        do {
            let presented = try await presentPicker(.picker(.issuesListPicker), from: detail)
            picker = presented
            try #require(presented.content.choices.first).select()
        }
        #expect(detail.presentedScreen(in: environment) == nil)
        #expect(picker == nil)
    }

    @Test func aCancelledPickerIsReleased() async throws {
        let detail = AssetsProvider(repository: data).makeAssetDetail(id: "AST-1001")
        weak var picker: (any Screen)?
        do {
            picker = try await presentPicker(.picker(.issuesListPicker), from: detail)
        }
        detail.dismissLinkedScreen(in: environment)
        #expect(detail.presentedScreen(in: environment) == nil)
        #expect(picker == nil)
    }

    @Test func theDetailAndItsPickerAreReleasedWhenTheDetailGoesWhileThePickerIsUp() async throws {
        // The detail goes as it does in the app: the list that pushed it drops it.
        let list = AssetsProvider(repository: data).makeAssetsList()
        weak var detail: (any Screen)?
        weak var picker: (any Screen)?
        do {
            #expect(list.open(.assetDetail.with(id: "AST-1001")))
            let screen = try #require(list.pushedScreen(in: environment))
            detail = screen
            picker = try await presentPicker(.picker(.issuesListPicker), from: screen)
        }
        list.dismissLinkedScreen(in: environment)
        #expect(detail == nil, "a cycle between the picker and its parent keeps the detail alive")
        #expect(picker == nil, "a cycle between the picker and its parent keeps the picker alive")
    }

    // MARK: the await path

    @Test func anAwaitedPickerIsReleasedOnceAnswered() async throws {
        let detail = IssuesListProvider(repository: data).makeIssueDetail(id: "ISS-301")
        weak var picker: (any Screen)?
        do {
            let presented = try await presentPicker(.picker(.assetsListPicker), from: detail)
            picker = presented
            try #require(presented.content.choices.first).select()
        }
        await settle()
        #expect(detail.presentedScreen(in: environment) == nil)
        #expect(detail.content.lines.last == "Linked assets: Forklift FL-200")
        #expect(picker == nil)
    }

    @Test func aCancelledAwaitedPickerIsReleased() async throws {
        let detail = IssuesListProvider(repository: data).makeIssueDetail(id: "ISS-301")
        weak var picker: (any Screen)?
        do {
            picker = try await presentPicker(.picker(.assetsListPicker), from: detail)
        }
        detail.dismissLinkedScreen(in: environment)
        await settle()
        #expect(picker == nil)
    }

    @Test func theIssueAndItsAwaitedPickerAreReleasedWhenTheIssueGoes() async throws {
        // The issue goes as it does in the app: the list that pushed it drops it.
        let list = IssuesListProvider(repository: data).make()
        weak var detail: (any Screen)?
        weak var picker: (any Screen)?
        do {
            #expect(list.open(.issueDetail.with(id: "ISS-301")))
            let screen = try #require(list.pushedScreen(in: environment))
            detail = screen
            picker = try await presentPicker(.picker(.assetsListPicker), from: screen)
        }
        list.dismissLinkedScreen(in: environment)
        await settle()
        #expect(detail == nil, "the awaiting task or a cycle keeps the issue's detail alive")
        #expect(picker == nil, "the awaiting task or a cycle keeps the picker alive")
    }
}
