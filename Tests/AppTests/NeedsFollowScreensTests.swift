@testable import AppCore
@testable import DataFile
@testable import NavigationTools
@_spi(Hosting) import CoreInterfaces
import AssetsInterface
import IssuesInterface
import Testing
import FeatureTesting
import TestSupport

/// What a module asks of other modules is written twice: in its screens' links (each declares the
/// destination it asks the factory for) and in its plugin's `needs`, which the App checks at
/// start-up. These tests make every screen each plugin provides, and the screens those push, and
/// fail, naming the screen and the destination, when a link asks for something its plugin does not
/// declare.
@MainActor
@Suite(.countsEffects)
struct NeedsFollowScreensTests {
    /// One link asking for a destination its module's plugin does not need (nor provide itself).
    struct UndeclaredAsk: Equatable, CustomStringConvertible {
        let module: String
        let screen: String
        let asks: NavigationDestination

        var description: String {
            "\(screen) (\(module)) asks for \(asks.name), which the \(module) plugin does not declare in needs"
        }
    }

    /// Every screen `plugins` provide (items opened with IDs their lists push), and each screen
    /// those show once their first choice is made, with what their links ask for that the
    /// plugin that provides them neither needs nor provides.
    static func undeclaredAsks(
        in plugins: [ModulePlugin]
    ) async throws -> (found: [UndeclaredAsk], checked: Set<String>) {
        let factory = try AppNavigationFactory(plugins: plugins)
        let ids = await NavigationMap.itemIDs(registry: factory.registry)
        let shownScreens = ShownScreens(environment: ScreenEnvironment(navigationFactory: factory))
        var found: [UndeclaredAsk] = []
        var checked: Set<String> = []
        for plugin in plugins {
            let allowed = Set(plugin.needs.map(\.kind) + plugin.destinations.map(\.destination.kind))
            for provider in plugin.destinations {
                let destination =
                    provider.destination.item == nil
                    ? provider.destination
                    : provider.destination.with(id: ids[provider.destination.kind] ?? "")
                let screen = factory.makeScreen(for: destination)
                await screen.appear()
                var screens = [screen]
                // The screen the first choice shows, if it is the module's own: one from the factory
                // belongs to the module that provides it, and is checked against that plugin.
                screen.content.choices.first?.select()
                await settle()
                if screen.links.allSatisfy({ $0.shown == nil || $0.asks == nil }),
                    let shown = shownScreens.linkedScreen(above: screen)?.screen
                {
                    screens.append(shown)
                }
                for shown in screens {
                    for asked in shown.links.compactMap(\.asks) {
                        checked.insert("\(NavigationEvent.typeName(of: shown)) asks \(asked.kind.name)")
                        guard !allowed.contains(asked.kind) else { continue }
                        found.append(
                            UndeclaredAsk(
                                module: plugin.name, screen: NavigationEvent.typeName(of: shown), asks: asked.kind))
                    }
                }
            }
        }
        return (found, checked)
    }

    @Test func everyLinkOfEveryModuleAsksOnlyForWhatItsPluginNeeds() async throws {
        let plugins = AppNavigationFactory.plugins(data: Backend.sample())
        let (found, checked) = try await Self.undeclaredAsks(in: plugins)
        #expect(found.isEmpty, "\(found)")
        // The links that cross modules were all met.
        #expect(
            checked.isSuperset(of: [
                "AssetDetailScreen asks issuesListPicker", "IssueDetailScreen asks assetsListPicker",
                "IssueDetailScreen asks assetDetail",
            ]), "\(checked)")
    }

    @Test func aScreenFromAnotherModuleIsHeldToItsOwnPluginNotToTheOneThatOpenedIt() async throws {
        // The issue's detail asks for the Assets picker; the module that opens it need not.
        let pointing = ModulePlugin(
            name: "FixturePointing",
            destinations: [
                .screen(NavigationDestination("fixturePointingHome"), style: .push) { PointingScreen() }
            ],
            needs: [.issueDetail]
        )
        let plugins = AppNavigationFactory.plugins(data: Backend.sample()) + [pointing]
        let (found, checked) = try await Self.undeclaredAsks(in: plugins)
        #expect(found.isEmpty, "\(found)")
        #expect(checked.contains("PointingScreen asks issueDetail"))
    }

    @Test func aLinkAskingForSomethingThePluginDoesNotNeedIsNamed() async throws {
        // A module whose screen asks for the Issues picker without declaring the need.
        let asking = ModulePlugin(
            name: "FixtureAsking",
            destinations: [
                .screen(NavigationDestination("fixtureAskingHome"), style: .push) { AskingScreen() }
            ])
        let plugins = AppNavigationFactory.plugins(data: Backend.sample()) + [asking]
        let found = try await Self.undeclaredAsks(in: plugins).found
        #expect(
            found == [UndeclaredAsk(module: "FixtureAsking", screen: "AskingScreen", asks: .picker(.issuesListPicker))])
        #expect(
            found.first?.description
                == "AskingScreen (FixtureAsking) asks for issuesListPicker, which the FixtureAsking plugin does not declare in needs"
        )
    }
}

/// A screen whose one choice opens an issue's detail, which the Issues module provides.
@MainActor
final class PointingScreen: Screen {
    private var opened: String?
    var content: ScreenContent {
        ScreenContent(
            title: "FixturePointing", choices: [Choice("Open ISS-301") { [unowned self] in opened = "ISS-301" }])
    }
    var links: [ScreenLink] {
        [
            .destination(
                opened.map { NavigationDestination.issueDetail.with(id: $0) }, kind: .issueDetail,
                dismiss: { [unowned self] in opened = nil })
        ]
    }
    func onAppear() {}
    func refresh() async {}
}

/// A screen that asks for the Issues picker.
@MainActor
final class AskingScreen: Screen {
    var content: ScreenContent { ScreenContent(title: "FixtureAsking") }
    var links: [ScreenLink] {
        [.picker(.issuesListPicker, showing: false, onResult: { _ in }, dismiss: {})]
    }
    func onAppear() {}
    func refresh() async {}
}
