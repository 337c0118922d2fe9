@_spi(Hosting) @_spi(Tracing) import FeatureRuntime
@_spi(Hosting) import CoreInterfaces
import AppCore
import Assets
import Foundation
import IssuesInterface
import Observation

/// How often the host is told to redraw, turn by turn, on the asset's detail and the Issues
/// picker: the user's steps (the detail appearing, Link issue, the picker appearing, a pick,
/// Unlink issue, and refreshes that find the data as it was) send actions to the screens' stores.
/// The actions processed in one turn of the main actor (a pick, and the result it hands back in the
/// same turn) are what the host answers with one render: before the turn's first action the top
/// screen is rendered afresh under Observation's tracking, as the host renders it, and after the
/// turn it is rendered again. A turn that changes what is shown must be redrawn; one that changes
/// nothing shown must not be. Counted, not timed: the same on any machine.
@MainActor
enum RedrawCount {
    /// One turn: the actions it processed, whether the text on screen changed, and whether the
    /// host was told to redraw.
    struct Turn {
        let actions: [String]
        let changedText: Bool
        let redrawn: Bool
    }

    /// Every turn of the steps, in order, or `nil` when the App's plugins do not fit; with `parts`
    /// made-up modules adding a part each to the detail (``BenchParts``).
    static func measure(parts: Int = 0) async -> [Turn]? {
        let backend = Backend.sample()
        guard let factory = try? AppNavigationFactory(plugins: BenchParts.plugins(backend, parts: parts)) else {
            return nil
        }
        let monitor = EffectMonitor()
        let watch = Watch(screens: ShownScreens(environment: ScreenEnvironment(navigationFactory: factory)))
        let observer = StoreObservation.Observer(
            received: { received in watch.received("\(received.featureName) \(received.actionDescription)") },
            made: { _ in }
        )
        await StoreObservation.$observer.withValue(observer) {
            await EffectMonitor.$current.withValue(monitor) {
                let detail = AssetsProvider(repository: backend).makeAssetDetail(id: "AST-1001")
                watch.root = detail
                detail.onAppear()
                await monitor.idle()
                watch.appearNewScreens()  // the parts, made when the detail first shows its point
                await monitor.idle()
                await detail.refresh()
                _ = detail.open(.picker(.issuesListPicker))
                watch.appearNewScreens()
                await monitor.idle()
                await watch.top?.refresh()
                watch.top?.content.choices.first?.select()
                await monitor.idle()
                await detail.refresh()
                detail.content.choices.first { $0.label == "Unlink issue" }?.select()
                await monitor.idle()
                await detail.refresh()
                watch.endTurn()
            }
        }
        return watch.turns
    }

    /// The turns in one line, `name` first: how many change what is shown and how many of those were
    /// redrawn, and how many of the rest were; with `eachTurn`, a line per turn after it.
    static func summary(_ turns: [Turn], name: String, eachTurn: Bool) -> String {
        let changing = turns.filter(\.changedText)
        let unchanged = turns.filter { !$0.changedText }
        var text =
            "\(name): \(turns.count) turns of \(turns.map(\.actions.count).reduce(0, +)) actions; of the \(changing.count) that change what is shown, \(changing.filter(\.redrawn).count) redrawn; of the \(unchanged.count) that change nothing shown, \(unchanged.filter(\.redrawn).count) redrawn"
        for turn in eachTurn ? turns : [] {
            let outcome =
                turn.changedText
                ? (turn.redrawn ? "redrawn" : "NOT redrawn") : (turn.redrawn ? "REDRAWN" : "not redrawn")
            text += "\n  \(outcome): \(turn.actions.joined(separator: ", "))"
        }
        return text
    }

    /// Renders the top screen as the host does, under Observation's tracking, afresh for each turn,
    /// and notes for each whether it was told of a change.
    @MainActor
    final class Watch {
        var root: (any Screen)?
        let screens: ShownScreens
        private(set) var turns: [Turn] = []
        /// The turn under way: its actions so far, and the text shown when it began.
        private var turn: (actions: [String], text: String)?
        private let told = Told()

        init(screens: ShownScreens) {
            self.screens = screens
        }

        /// The top screen now, above the root (its parts made when it shows a point, as the host
        /// finds them).
        var top: (any Screen)? {
            guard var top = root else { return nil }
            while let linked = screens.linkedScreen(above: top) { top = linked.screen }
            return top === root ? nil : top
        }

        /// Tells the screens shown since the last time that they appeared, as a host does.
        func appearNewScreens() {
            _ = top
            for screen in screens.takeNewScreens() { screen.onAppear() }
        }

        /// A store is about to process `action`: the first of a turn renders the screen under
        /// tracking, and the turn ends when the main actor next runs something else.
        func received(_ action: String) {
            guard turn == nil else {
                turn?.actions.append(action)
                return
            }
            told.value = false
            let text = withObservationTracking {
                self.text()
            } onChange: { [told] in
                told.value = true
            }
            turn = ([action], text)
            Task { @MainActor in self.endTurn() }
        }

        /// Notes the turn under way, if any, as the host would see it now.
        func endTurn() {
            guard let turn else { return }
            turns.append(Turn(actions: turn.actions, changedText: text() != turn.text, redrawn: told.value))
            self.turn = nil
        }

        /// What a host prints of the top screen: its title, lines and every choice's label, its
        /// parts' included.
        private func text() -> String {
            guard let screen = top ?? root else { return "" }
            let content = screens.content(of: screen).content
            return ([content.title] + content.lines + content.choices.map(\.label)).joined(separator: "\n")
        }
    }

    /// Whether Observation told of a change: set from whichever thread tells it, read on the main
    /// actor, under a lock.
    final class Told: @unchecked Sendable {
        private let lock = NSLock()
        private var told = false

        var value: Bool {
            get { lock.withLock { told } }
            set { lock.withLock { told = newValue } }
        }
    }
}
