@_spi(Hosting) import FeatureRuntime
@_spi(Hosting) import CoreInterfaces
@testable import TerminalUI
import Testing

/// At a terminal the host reads a screen's data again in a task of its own (the data changed on
/// disk); a screen the user leaves meanwhile has that refresh cancelled and ended before the
/// observer checks what left, so the run-time leak check never finds a screen the refresh holds.
@MainActor
struct RefreshHoldsNoScreenTests {
    /// A screen whose refresh waits until it is cancelled, as a read from a slow backend does.
    final class SlowScreen: Screen {
        var content: ScreenContent { ScreenContent(title: "Slow", choices: []) }
        var links: [ScreenLink] { [] }
        func onAppear() {}
        func refresh() async {
            while !Task.isCancelled { try? await Task.sleep(for: .seconds(3600)) }
        }
    }

    /// A root that pushes a ``SlowScreen`` once opened, and remembers it weakly.
    final class RootScreen: Screen {
        var isOpen = false
        weak var pushed: SlowScreen?
        var content: ScreenContent {
            ScreenContent(title: "Root", choices: [Choice("Open") { [unowned self] in isOpen = true }])
        }
        var links: [ScreenLink] {
            [
                .push(item: isOpen ? "slow" : nil, dismiss: { [unowned self] in isOpen = false }) { [unowned self] _ in
                    let screen = SlowScreen()
                    pushed = screen
                    return screen
                }
            ]
        }
        func onAppear() {}
        func refresh() async {}
    }

    /// Checks, each time the host says the turn settled, whether the pushed screen has left and is alive.
    final class LeakCheck: HostObserver {
        let root: RootScreen
        var aliveAfterLeaving = false
        init(root: RootScreen) { self.root = root }
        func user(_ input: UserInput, on shown: [Layer]) {}
        func shownChanged(from old: [Layer], to new: [Layer], common: Int) {}
        func partsLeft(_ parts: [Part]) {}
        func willAskForLinkedScreen() {}
        func met(_ screen: any Screen) {}
        func effectFailed(_ error: UnhandledEffectError) {}
        func absentChild(_ report: String) {}
        func settled() async {
            if !root.isOpen, root.pushed != nil { aliveAfterLeaving = true }
        }
        func narration(style: TerminalStyle) -> String { "" }
    }

    @Test func aScreenLeftDuringItsRefreshIsReleasedBeforeTheLeakCheck() async {
        let root = RootScreen()
        let check = LeakCheck(root: root)
        var input = ["Open", "b", "q"]
        // The data changes once the pushed screen is shown: the host refreshes it, in a task.
        var changed = [false, true]
        let console = Console(
            readLine: { input.isEmpty ? nil : input.removeFirst() }, write: { _ in }, writeError: { _ in },
            writeFinalError: { _ in }, echoesInput: false)
        let host = TerminalHost(
            root: root, environment: ScreenEnvironment(navigationFactory: TerminalHostTests.NoFactory()),
            console: console, observer: check, finished: { false },
            dataChanged: { changed.isEmpty ? false : changed.removeFirst() })
        #expect(await host.run() == .success)
        #expect(!check.aliveAfterLeaving, "the refresh held the screen the user left")
        #expect(root.pushed == nil)
    }
}
