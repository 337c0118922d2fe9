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
        guard detail.open(.picker(.issuesListPicker)),                        // the reducer asks for the picker
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
    private var saved: CheckedContinuation<Void, Never>?

    init() throws {
        let data = InMemoryDataStore.sample()
        environment = ScreenEnvironment(navigationFactory: try AppNavigationFactory(plugins: AppNavigationFactory.plugins(data: data)))
        detail = IssuesListProvider(repository: data).makeIssueDetail(id: "ISS-301")
        data.onChange = { [unowned self] _ in
            saved?.resume()
            saved = nil
        }
    }

    /// One round trip. Returns whether every step happened.
    func run() async -> Bool {
        guard detail.open(.picker(.assetsListPicker)),                        // the task that awaits the pick starts
              let picker = detail.presentedScreen(in: environment),  // and presents the picker at once
              let pick = picker.content.choices.first
        else { return false }
        await withCheckedContinuation { continuation in
            saved = continuation
            pick.select()                                            // resumes the awaiting task, whose
        }                                                            // reducer records the link
        return detail.presentedScreen(in: environment) == nil         // the picker is dismissed
    }
}
