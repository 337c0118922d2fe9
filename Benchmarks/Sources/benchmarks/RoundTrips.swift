import AppCore
import Assets
import CoreInterfaces
import Issues

/// The original scenario as `walkthrough` runs it, minus the terminal: an asset's detail asks the
/// App's factory (over the same registry and plugins) for the Issues picker, the picker's screen is
/// made, it hands back an issue through the closure, the Assets reducer records it, and the picker
/// is dismissed.
@MainActor
final class RoundTrip {
    private let environment: ScreenEnvironment
    private let detail: any Screen

    init() throws {
        let data = InMemoryDataStore.sample()
        environment = ScreenEnvironment(navigationFactory: try AppNavigationFactory(plugins: AppNavigationFactory.plugins(data: data)))
        detail = AssetsProvider(repository: data).makeAssetDetail(id: "AST-1001")
    }

    /// One round trip. Returns whether every step happened.
    func run() -> Bool {
        guard detail.open(.issuesListPicker),                        // the reducer asks for the picker
              let picker = detail.presentedScreen(in: environment),  // the factory makes it
              let pick = picker.content.choices.first                // the user picks the first issue
        else { return false }
        pick.select()                                                // the result comes back through the closure
        return detail.presentedScreen(in: environment) == nil         // the picker is dismissed
    }
}

/// The reverse pick through `await`: an issue's detail awaits the Assets picker, which hands back
/// an asset; the Issues reducer records the link once the awaiting task resumes.
@MainActor
final class AsyncRoundTrip {
    private let environment: ScreenEnvironment
    private let detail: any Screen
    private var saves = 0

    init() throws {
        let data = InMemoryDataStore.sample()
        environment = ScreenEnvironment(navigationFactory: try AppNavigationFactory(plugins: AppNavigationFactory.plugins(data: data)))
        detail = IssuesListProvider(repository: data).makeIssueDetail(id: "ISS-301")
        data.onChange = { [unowned self] _ in saves += 1 }
    }

    /// One round trip. Returns whether every step happened.
    func run() async -> Bool {
        let before = saves
        guard detail.open(.assetsListPicker) else { return false }  // starts the task that awaits the pick
        var picker = detail.presentedScreen(in: environment)
        while picker == nil {                                         // the task presents the picker
            await Task.yield()
            picker = detail.presentedScreen(in: environment)
        }
        guard let pick = picker?.content.choices.first else { return false }
        pick.select()                                                 // resumes the awaiting task
        guard detail.presentedScreen(in: environment) == nil else { return false }
        while saves == before { await Task.yield() }                  // the reducer records the link
        return true
    }
}
