@_spi(Hosting) import FeatureRuntime
@_spi(Hosting) import CoreInterfaces
@testable import TerminalUI
import AssetsInterface
import Testing

/// The host alone, with no feature module and no App: it shows any screen, pushes what a screen's
/// state links to, goes back through the link, and tells its observer what the user did and which
/// screens came and went.
@MainActor
struct TerminalHostTests {
    /// A root screen that pushes a detail screen of its own while `shown` is set.
    final class ListScreen: Screen {
        var shown: String?
        var content: ScreenContent {
            ScreenContent(
                title: "Fruit",
                choices: ["Apple", "Pear"].map { name in
                    Choice(name) { [unowned self] in shown = name }
                })
        }

        var links: [ScreenLink] {
            [
                .push(item: shown, dismiss: { [unowned self] in shown = nil }) { name in
                    TextScreen(title: name, lines: ["A \(name.lowercased())."])
                }
            ]
        }

        func onAppear() {}
        func refresh() async {}
    }

    /// Records everything a host reports.
    final class Recorder: HostObserver {
        var said: [String] = []

        func user(_ input: UserInput, on shown: [Layer]) {
            said.append("\(input) on \(shown.count)")
        }

        func shownChanged(from old: [Layer], to new: [Layer], common: Int) {
            said.append("\(old.count) → \(new.count) screens, \(common) kept")
        }

        func partsLeft(_ parts: [Part]) {}
        func willAskForLinkedScreen() {}
        func met(_ screen: any Screen) {}
        func effectFailed(_ error: UnhandledEffectError) {}
        func absentChild(_ report: String) {}
        func settled() async {}

        func narration(style: TerminalStyle) -> String {
            "· narrated\n"
        }
    }

    /// A console reading `input` and keeping what is written.
    @MainActor
    final class Script {
        var input: [String]
        var output = ""

        init(_ input: [String]) {
            self.input = input
        }

        var console: Console {
            Console(
                readLine: { [unowned self] in input.isEmpty ? nil : input.removeFirst() },
                write: { [unowned self] in output += $0 },
                writeError: { [unowned self] in output += $0 },
                writeFinalError: { [unowned self] in output += $0 },
                echoesInput: true
            )
        }
    }

    /// A factory for a host whose screens never ask for one.
    struct NoFactory: NavigationFactory {
        func makeScreen(
            for destination: NavigationDestination, onResult: @escaping @MainActor (any NavigationResult) -> Void
        ) -> any Screen {
            TextScreen(title: "none", lines: [])
        }

        func presentationStyle(of destination: NavigationDestination) -> PresentationStyle {
            .push
        }

        func makeParts(at point: PartPoint) -> [Part] { [] }
    }

    /// A screen that counts how often the host asks it to read its data again.
    final class CountingScreen: Screen {
        var refreshed = 0
        var content: ScreenContent { ScreenContent(title: "Counting", choices: [Choice("Stay") {}]) }
        var links: [ScreenLink] { [] }
        func onAppear() {}
        func refresh() async { refreshed += 1 }
    }

    /// Picks one of a million numbers.
    struct PickFeature: Reducer {
        struct State: Equatable {
            var picked: Int?
        }

        enum Action: Equatable, Sendable {
            case picked(Int)
        }

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            guard case let .picked(number) = action else { return .none }
            state.picked = number
            return .none
        }
    }

    /// A screen of a million choices, after one of its own, that counts the labels made.
    final class MillionScreen: Screen {
        let store = Store(initialState: PickFeature.State(), reducer: PickFeature())
        let numbers = Array(0..<1_000_000)
        var labelsMade = 0
        var picked: Int? { store.state.picked }

        var content: ScreenContent {
            let first: ChoiceList = [Choice("First") {}]
            return ScreenContent(
                title: "Million",
                choices: first
                    + store.choices(
                        for: numbers,
                        label: { [unowned self] number in
                            MainActor.assumeIsolated { labelsMade += 1 }
                            return "Item \(number)"
                        }
                    ) { .picked($0) })
        }

        var links: [ScreenLink] { [] }
        func onAppear() {}
        func refresh() async {}

        /// Shows this screen in a host reading `script`, until a number is picked.
        func show(reading script: Script) async {
            let host = TerminalHost(
                root: self, environment: ScreenEnvironment(navigationFactory: NoFactory()),
                console: script.console, finished: { [unowned self] in picked != nil }
            )
            _ = await host.run()
        }
    }

    @Test func aLongListMakesOnlyThePageItShowsAndTheChoicePicked() async throws {
        let script = Script(["n", "n", "1000001"])
        let screen = MillionScreen()
        await screen.show(reading: script)
        #expect(script.output.contains("41) Item 39\n"), "the third page is shown")
        #expect(script.output.contains("Choices 41–60 of 1000001, page 3 of 50001"))
        #expect(screen.picked == 999_999)
        // Three pages of twenty (less "First"), and the choice picked; never the whole list.
        #expect(screen.labelsMade <= 61, "\(screen.labelsMade) labels made for three pages")
    }

    @Test func aSearchReadsEveryLabelOnceAndShowsAPageOfMatches() async throws {
        let script = Script(["tem 99999", "item 99999"])
        let screen = MillionScreen()
        await screen.show(reading: script)
        #expect(script.output.contains("100001) Item 99999\n999992) Item 999990\n"), "eleven labels hold the text")
        #expect(screen.picked == 99_999, "the one label equal to the text is picked")
        // Twenty on the page; each search reads every label once, and the matches are printed.
        #expect(screen.labelsMade <= 20 + 2 * 1_000_000 + 11 + 1, "\(screen.labelsMade) labels made")
    }

    @Test func theHostRefreshesTheShownScreensOnlyWhenTheDataChanged() async {
        let script = Script(["Stay", "Stay", "Stay"])
        let screen = CountingScreen()
        var changes = [false, true, false, false]
        let host = TerminalHost(
            root: screen, environment: ScreenEnvironment(navigationFactory: NoFactory()),
            console: script.console, finished: { false },
            dataChanged: { changes.isEmpty ? false : changes.removeFirst() }
        )
        _ = await host.run()
        #expect(screen.refreshed == 1, "asked before each of four screens printed; the data changed once")
    }

    @Test func showsAnyScreenPushesWhatItsStateLinksAndGoesBack() async {
        let script = Script(["Pear", "b", "b"])
        let recorder = Recorder()
        let host = TerminalHost(
            root: ListScreen(), environment: ScreenEnvironment(navigationFactory: NoFactory()),
            console: script.console, observer: recorder, finished: { false }
        )
        let status = await host.run()
        #expect(status == .success)
        #expect(script.output.contains("\nFruit\n1) Apple\n2) Pear\n(b back, q quit, ? help)\n· narrated\n> Pear\n"))
        #expect(script.output.contains("\nFruit › Pear\nA pear.\n(b back, q quit, ? help)\n"))
        #expect(script.output.contains("This is the home screen; type q to quit.\n"))
        #expect(
            recorder.said == [
                "choice(\"Pear\") on 1", "1 → 2 screens, 1 kept",
                "back on 2", "2 → 1 screens, 1 kept",
            ])
    }

    /// A list of 45 numbered items; choosing one pushes a screen showing it.
    final class LongListScreen: Screen {
        var shown: Int?
        var content: ScreenContent {
            ScreenContent(
                title: "Items",
                choices: (1...45).map { (number: Int) -> Choice in
                    Choice("Item \(number)") { [unowned self] in shown = number }
                })
        }

        var links: [ScreenLink] {
            [
                .push(item: shown, dismiss: { [unowned self] in shown = nil }) { number in
                    TextScreen(title: "Item \(number)", lines: [])
                }
            ]
        }

        func onAppear() {}
        func refresh() async {}
    }

    @Test func goingBackReturnsToThePageTheListWasLeftOn() async {
        let script = Script(["n", "n", "41", "b"])
        let host = TerminalHost(
            root: LongListScreen(), environment: ScreenEnvironment(navigationFactory: NoFactory()),
            console: script.console, finished: { false }
        )
        #expect(await host.run() == .success)
        let pageLines = script.output.split(separator: "\n").filter { $0.hasPrefix("Choices ") }.map {
            String($0.prefix { $0 != ":" })
        }
        #expect(
            pageLines == [
                "Choices 1–20 of 45, page 1 of 3", "Choices 21–40 of 45, page 2 of 3",
                "Choices 41–45 of 45, page 3 of 3", "Choices 41–45 of 45, page 3 of 3",
            ])
    }

    @Test func stopsWhenTheSessionIsFinished() async {
        let script = Script(["Apple"])
        let host = TerminalHost(
            root: ListScreen(), environment: ScreenEnvironment(navigationFactory: NoFactory()),
            console: script.console, finished: { true }
        )
        #expect(await host.run() == .success)
        #expect(script.output.isEmpty)
    }
}

/// A screen is told it appeared as SwiftUI tells a view: when first shown, and again when what was
/// pushed over it is popped; a screen presented over it does not cover it, as a sheet does not.
@MainActor
struct AppearanceTests {
    /// A root that pushes or presents a text screen, and counts its appearances.
    final class Root: Screen {
        var shown: PresentationStyle?
        var appeared = 0
        var content: ScreenContent {
            ScreenContent(
                title: "Root",
                choices: [
                    Choice("Push") { [unowned self] in shown = .push },
                    Choice("Present") { [unowned self] in shown = .modal },
                ])
        }
        var links: [ScreenLink] {
            [
                .push(item: shown == .push ? "pushed" : nil, dismiss: { [unowned self] in shown = nil }) { _ in
                    TextScreen(title: "Pushed", lines: [])
                },
                .destination(
                    shown == .modal ? .assetsList : nil, kind: nil, dismiss: { [unowned self] in shown = nil }),
            ]
        }
        func onAppear() { appeared += 1 }
        func refresh() async {}
    }

    /// Presents every destination, as a text screen.
    struct ModalFactory: NavigationFactory {
        func makeScreen(
            for destination: NavigationDestination, onResult: @escaping @MainActor (any NavigationResult) -> Void
        ) -> any Screen {
            TextScreen(title: "Presented", lines: [])
        }

        func presentationStyle(of destination: NavigationDestination) -> PresentationStyle { .modal }

        func makeParts(at point: PartPoint) -> [Part] { [] }
    }

    func appearances(typing input: [String]) async -> Int {
        let root = Root()
        let script = TerminalHostTests.Script(input)
        _ = await TerminalHost(
            root: root, environment: ScreenEnvironment(navigationFactory: ModalFactory()),
            console: script.console, finished: { false }
        ).run()
        return root.appeared
    }

    @Test func aScreenUncoveredByAPopAppearsAgain() async {
        #expect(await appearances(typing: ["Push", "b"]) == 2)
        #expect(await appearances(typing: ["Push", "b", "Push", "b"]) == 3)
    }

    @Test func aScreenUnderAPresentedOneDoesNotAppearAgain() async {
        #expect(await appearances(typing: ["Present", "b"]) == 1)
    }
}

/// The first request to end the session decides how it ends: a later one (a SIGHUP after a
/// SIGTERM, an output that fails while the session waits) changes nothing.
@MainActor
struct StopRequestTests {
    @Test func theFirstRequestToEndDecidesTheStatus() async {
        let script = TerminalHostTests.Script([])
        var console = script.console
        console.readLine = { await withUnsafeContinuation { (_: UnsafeContinuation<String?, Never>) in } }
        let host = TerminalHost(
            root: TerminalHostTests.CountingScreen(),
            environment: ScreenEnvironment(navigationFactory: TerminalHostTests.NoFactory()), console: console,
            finished: { false })
        host.stop(.terminated)
        host.stop(.hungUp)
        #expect(await host.run() == .terminated)
    }
}
