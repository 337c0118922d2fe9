import AppCore
import Assets
@_spi(Hosting) import CoreInterfaces
import DataFile
import Issues

/// The original scenario as `walkthrough` runs it, minus the terminal: an asset's detail is shown,
/// it asks its factory for the Issues picker, the picker's screen is made and shown, it hands back
/// an issue through the closure, the Assets reducer records it, the picker is dismissed and the
/// detail is shown again. `factory` is the App's (the registry over the plugins), or one of the
/// equal-work variants: the seed's switch, or a peer container.
@MainActor
final class RoundTrip {
    private let screens: ShownScreens
    private let detail: any Screen

    /// The round trip through the App's factory.
    convenience init() throws {
        let data = InMemoryDataStore.sample()
        try self.init(data: data, factory: AppNavigationFactory(plugins: AppNavigationFactory.plugins(data: data)))
    }

    init(data: InMemoryDataStore, factory: any NavigationFactory) {
        screens = ShownScreens(environment: ScreenEnvironment(navigationFactory: factory))
        detail = AssetsProvider(repository: data).makeAssetDetail(id: "AST-1001")
    }

    /// One round trip. Returns whether every step happened.
    func run() -> Bool {
        blackHole(Self.seen(detail.content))                         // the detail, as the user sees it
        guard detail.open(.picker(.issuesListPicker)),               // the reducer asks for the picker
              let picker = detail.presentedScreen(in: screens)       // the factory makes it
        else { return false }
        let content = picker.content
        blackHole(Self.seen(content))                                // it is shown
        guard let pick = content.choices.first else { return false } // the user picks the first issue
        pick.select()                                                // the result comes back through the closure
        guard detail.presentedScreen(in: screens) == nil else { return false }   // the picker is dismissed
        blackHole(Self.seen(detail.content))                         // the detail, with its link
        return true
    }

    /// What the user sees on the way: the detail, the picker, the detail after the pick. The
    /// by-hand round trip must show exactly this.
    func texts() -> [String] {
        var texts = [Self.text(detail.content)]
        guard detail.open(.picker(.issuesListPicker)), let picker = detail.presentedScreen(in: screens) else { return texts }
        texts.append(Self.text(picker.content))
        picker.content.choices.first?.select()
        _ = detail.presentedScreen(in: screens)
        texts.append(Self.text(detail.content))
        return texts
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
        guard let linked = screens.linkedScreen(above: self), linked.presentation == .modal else { return nil }
        return linked.screen
    }
}
