@testable import TerminalUI
import CoreInterfaces
import FeatureRuntime
import Testing

/// The host on a terminal while a screen loads: the screen is printed at once and again when its
/// data arrives, with no key pressed; `b` goes back at once, cancelling the load; a choice typed
/// during the load waits for it. No real time passes: the load waits on a gate the test opens.
@MainActor
struct TerminalHostLoadingTests {
    /// A load that has not answered until the test opens the gate.
    @MainActor
    final class Gate {
        private var waiting: CheckedContinuation<Void, Never>?
        private var isOpen = false
        private(set) var cancelled = false

        func pass() async {
            await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    if isOpen || Task.isCancelled { continuation.resume() } else { waiting = continuation }
                }
            } onCancel: {
                Task { @MainActor in self.release(cancelling: true) }
            }
        }

        func open() { release(cancelling: false) }

        private func release(cancelling: Bool) {
            if cancelling { cancelled = true } else { isOpen = true }
            waiting?.resume()
            waiting = nil
        }
    }

    /// Loads its fruit through the gate.
    struct FruitFeature: Reducer {
        struct State: Equatable {
            var fruit: [String]?
            var picked: String?
        }

        enum Action: Equatable, Sendable {
            case onAppear, loaded([String]), picked(String)
        }

        let gate: Gate

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            switch action {
            case .onAppear:
                return .run { [gate] send in
                    await gate.pass()
                    await send(.loaded(["Apple", "Pear"]))
                }
            case let .loaded(fruit):
                state.fruit = fruit
                return .none
            case let .picked(name):
                state.picked = name
                return .none
            }
        }
    }

    final class FruitScreen: Screen {
        let store: Store<FruitFeature.State, FruitFeature.Action>

        init(gate: Gate) {
            store = Store(initialState: FruitFeature.State(), reducer: FruitFeature(gate: gate))
        }

        func onAppear() {
            store.send(.onAppear)
        }

        var content: ScreenContent {
            guard let fruit = store.state.fruit else { return ScreenContent(title: "Fruit", lines: ["Loading fruit…"]) }
            return ScreenContent(
                title: "Fruit", lines: store.state.picked.map { ["Picked \($0)."] } ?? [],
                choices: store.choices(for: fruit, label: { $0 }) { .picked($0) })
        }

        var links: [ScreenLink] { [] }
        func refresh() async {}
    }

    /// A home screen that pushes the fruit screen while `opened`.
    final class Home: Screen {
        let gate: Gate
        var opened = false
        var done = false
        weak var fruit: FruitScreen?

        init(gate: Gate) { self.gate = gate }

        var content: ScreenContent {
            ScreenContent(title: "Home", choices: [Choice("Fruit") { [weak self] in self?.opened = true }])
        }

        var links: [ScreenLink] {
            [
                .push(item: opened ? "fruit" : nil, dismiss: { [weak self] in self?.opened = false }) { [weak self] _ in
                    guard let self else { return nil }
                    let screen = FruitScreen(gate: gate)
                    fruit = screen
                    return screen
                }
            ]
        }

        func onAppear() {}
        func refresh() async {}
    }

    /// A terminal: lines arrive when the test types them, and are not echoed.
    @MainActor
    final class Terminal {
        var output = ""
        private var typed: [String?] = []
        private var reading: CheckedContinuation<String?, Never>?

        var console: Console {
            Console(
                readLine: { [self] in
                    if !typed.isEmpty { return typed.removeFirst() }
                    return await withCheckedContinuation { reading = $0 }
                },
                write: { [self] in output += $0 },
                writeError: { [self] in output += $0 },
                writeFinalError: { [self] in output += $0 },
                echoesInput: false
            )
        }

        func type(_ line: String?) {
            if let reading {
                self.reading = nil
                reading.resume(returning: line)
            } else {
                typed.append(line)
            }
        }

        /// Waits until the output holds `text`, bounded in the main actor's turns: a failing test
        /// ends, it does not hang.
        func waitFor(_ text: String, occurrences: Int = 1) async -> Bool {
            await within { output.components(separatedBy: text).count - 1 >= occurrences }
        }
    }

    func host(_ home: Home, on terminal: Terminal) -> TerminalHost {
        TerminalHost(
            root: home, environment: ScreenEnvironment(navigationFactory: TerminalHostTests.NoFactory()),
            console: terminal.console,
            finished: { home.done })
    }

    @Test func theLoadingScreenIsRedrawnWhenItsDataArrivesWithNoKeyPressed() async {
        let gate = Gate()
        let home = Home(gate: gate)
        let terminal = Terminal()
        let running = Task { await host(home, on: terminal).run() }
        terminal.type("Fruit")
        #expect(await terminal.waitFor("Loading fruit…"))
        #expect(!terminal.output.contains("1) Apple"))
        gate.open()
        #expect(await terminal.waitFor("1) Apple"), "redrawn with no key pressed:\n\(terminal.output)")
        terminal.type(nil)
        #expect(await running.value == .success)
    }

    @Test func backDuringALoadGoesBackAtOnceAndCancelsIt() async {
        let gate = Gate()
        let home = Home(gate: gate)
        let terminal = Terminal()
        let running = Task { await host(home, on: terminal).run() }
        terminal.type("Fruit")
        #expect(await terminal.waitFor("Loading fruit…"))
        terminal.type("b")
        #expect(await terminal.waitFor("Home\n1) Fruit", occurrences: 2), "back at once:\n\(terminal.output)")
        _ = await within { gate.cancelled }
        #expect(gate.cancelled, "the load ended with its screen")
        #expect(home.fruit == nil, "and the screen was released")
        terminal.type(nil)
        #expect(await running.value == .success)
    }

    @Test func aChoiceTypedDuringALoadWaitsForItAndIsReadAgainstTheLoadedScreen() async {
        let gate = Gate()
        let home = Home(gate: gate)
        let terminal = Terminal()
        let running = Task { await host(home, on: terminal).run() }
        terminal.type("Fruit")
        #expect(await terminal.waitFor("Loading fruit…"))
        terminal.type("Pear")
        // Twenty turns in which the line could be acted on: it must not be.
        _ = await within(turns: 20) { terminal.output.contains("No choice") }
        #expect(!terminal.output.contains("No choice"), "the line waits for the load")
        gate.open()
        #expect(await terminal.waitFor("Picked Pear."), "\(terminal.output)")
        terminal.type(nil)
        #expect(await running.value == .success)
    }
}

/// Whether `condition` came to hold within `turns` turns of the main actor, each a short sleep: a
/// wait that stretches with a busy machine and ends a failing test within seconds, as TestSupport's
/// `TurnBound` does (which this target does not import: its Foundation would change how `String`
/// compares here).
@MainActor
func within(turns: Int = 2_000, _ condition: @MainActor () -> Bool) async -> Bool {
    for _ in 0..<turns {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return condition()
}
