@_spi(Hosting) import FeatureRuntime
@_spi(Hosting) import CoreInterfaces
import AppCore
import Assets
import Issues
import IssuesInterface

/// The original scenario as `walkthrough` runs it, minus the terminal: an asset's detail is shown
/// once its load settles, it asks its factory for the Issues picker, the picker's screen is made
/// and shown once its list has loaded, it hands back an issue through the closure, the Assets
/// reducer records it and saves the link through the awaiting repository, which the detail reads
/// back, the picker is dismissed and the detail is shown again. `factory` is the App's (the
/// registry over the plugins), or one of the equal-work variants: the seed's switch, or a peer
/// container. Every repository call goes through ``Backend`` (latency zero): each awaits, in a task
/// the screen's store owns, as in the App; `work` watches those tasks and the trip waits for them
/// to end, as a host does before it prints a screen's data. Each screen is told it appeared when
/// it is first shown, as a host tells it.
@MainActor
final class RoundTrip {
    private let screens: ShownScreens
    private let detail: any Screen
    /// The tasks of every store this trip makes: the detail's, and each picker's, made by
    /// `screens` when the detail's state asks for it.
    private let work = EffectMonitor()

    /// The round trip through the App's factory, of the App's modules that add no part, so the
    /// trip is the pick alone, as the by-hand one is (``init(parts:)`` adds parts).
    convenience init() async throws {
        let backend = Backend.sample()
        try await self.init(
            backend: backend, factory: AppNavigationFactory(plugins: BenchParts.plugins(backend, parts: 0)))
    }

    /// The round trip through the App's factory, with `parts` made-up modules adding a part each
    /// to the detail (``BenchParts``).
    convenience init(parts: Int) async throws {
        let backend = Backend.sample()
        try await self.init(
            backend: backend, factory: AppNavigationFactory(plugins: BenchParts.plugins(backend, parts: parts)))
    }

    /// A trip whose detail (of AST-1001) reads and writes through `backend`, and whose picker
    /// `factory` makes; returns once the detail's first load, and its parts', have settled.
    init(backend: Backend, factory: any NavigationFactory) async {
        screens = ShownScreens(environment: ScreenEnvironment(navigationFactory: factory))
        detail = EffectMonitor.$current.withValue(work) {
            AssetsProvider(repository: backend).makeAssetDetail(id: "AST-1001")
        }
        detail.onAppear()
        await work.idle()
        _ = shownDetail()
        for screen in screens.takeNewScreens() { screen.onAppear() }
        await work.idle()
    }

    /// The detail's content as the host prints it: with its parts', made (their stores' loads
    /// counting in `work`) when it first shows them.
    private func shownDetail() -> ScreenContent {
        EffectMonitor.$current.withValue(work) { screens.content(of: detail).content }
    }

    /// One round trip. Returns whether every step happened.
    func run() async -> Bool {
        await work.idle()  // the detail's load has settled
        blackHole(Self.seen(shownDetail()))  // the detail, as the user sees it
        guard let picker = openPicker() else { return false }  // the reducer asks, the factory makes it
        await work.idle()  // its list loads through the repository
        let content = picker.content
        blackHole(Self.seen(content))  // it is shown
        guard let pick = content.choices.first else { return false }  // the user picks the first issue
        pick.select()  // the result comes back through the closure
        await work.idle()  // the link is saved and read back
        guard !isPresenting else { return false }  // the picker is dismissed
        blackHole(Self.seen(shownDetail()))  // the detail, with its link
        return true
    }

    /// What the user sees on the way, each once its work has settled: the detail, the picker, the
    /// detail after the pick. The by-hand round trip must show exactly this.
    func texts() async -> [String] {
        await work.idle()
        var texts = [Self.text(shownDetail())]
        guard let picker = openPicker() else { return texts }
        await work.idle()
        texts.append(Self.text(picker.content))
        picker.content.choices.first?.select()
        await work.idle()
        guard !isPresenting else { return texts }
        texts.append(Self.text(shownDetail()))
        return texts
    }

    /// `Link issue`, and the picker the host then finds presented: made (with its store, whose
    /// load counts in `work`) by the factory, and told it appeared.
    private func openPicker() -> (any Screen)? {
        guard detail.open(.picker(.issuesListPicker)) else { return nil }
        let picker = EffectMonitor.$current.withValue(work) { detail.presentedScreen(in: screens) }
        for screen in screens.takeNewScreens() { screen.onAppear() }
        return picker
    }

    /// Whether the detail still presents a screen, as the host finds it (releasing a dismissed one).
    private var isPresenting: Bool {
        EffectMonitor.$current.withValue(work) { detail.presentedScreen(in: screens) != nil }
    }

    /// The title, lines and every choice's label: what a host makes of `content` to print it, and
    /// what the by-hand trip makes. A `ChoiceList` makes a label only when asked for, so a trip that
    /// did not ask would skip work the user's screen does.
    static func seen(_ content: ScreenContent) -> (title: String, lines: [String], labels: [String]) {
        var labels: [String] = []
        labels.reserveCapacity(content.choices.count)
        for choice in content.choices { labels.append(choice.label) }
        return (content.title, content.lines, labels)
    }

    static func text(_ content: ScreenContent) -> String {
        let seen = seen(content)
        return ([seen.title] + seen.lines + seen.labels).joined(separator: "\n")
    }
}

extension Screen {
    /// The screen this one presents modally, as the host finds it.
    func presentedScreen(in screens: ShownScreens) -> (any Screen)? {
        guard let linked = screens.linkedScreen(above: self), linked.style == .modal else { return nil }
        return linked.screen
    }
}
