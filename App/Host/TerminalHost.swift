import CoreInterfaces

/// Shows screens in a terminal: the headless counterpart of the SwiftUI window.
///
/// Each turn it walks from the home screen through every pushed and presented screen to find the
/// top one, prints it, reads a line, and feeds the choice to it. `b` tells the screen underneath
/// to dismiss the top one; the screens' state decides what is shown next.
@MainActor
final class TerminalHost {
    private let home: HomeScreen
    private let environment: ScreenEnvironment
    private let console: Console

    init(home: HomeScreen, environment: ScreenEnvironment, console: Console) {
        self.home = home
        self.environment = environment
        self.console = console
    }

    /// Runs until the user quits or input ends.
    func run() async -> ExitStatus {
        while !home.quitRequested {
            await settle()
            let layers = visibleLayers()
            let top = layers[layers.count - 1]
            let content = top.screen.content
            console.write(render(content, path: layers.map { $0.screen.content.title }))
            var command: InputCommand
            repeat {
                console.write("> ")
                guard let line = console.readLine() else {
                    console.write("\n")
                    return .success
                }
                if console.echoesInput { console.write(line + "\n") }
                command = InputCommand(line: line, labels: content.choices.map(\.label))
                if case let .invalid(message) = command {
                    console.writeError(message + "\n")
                }
            } while command.isInvalid

            switch command {
            case let .choose(index):
                content.choices[index].select()
            case .back:
                goBack(from: layers)
            case .quit:
                return .success
            case .invalid:
                break
            }
        }
        return .success
    }

    /// Lets work that screens started and that is ready to run (such as a feature resuming after
    /// an awaited pick) finish before the next screen is printed, as a run loop does before it
    /// draws: main-actor jobs already queued run before this task resumes from each yield.
    private func settle() async {
        var before = snapshot()
        for _ in 0..<Self.settleLimit {
            await Task.yield()
            let after = snapshot()
            if after == before { return }
            before = after
        }
    }

    private static let settleLimit = 100

    /// What the visible screens show, to tell whether anything changed.
    private func snapshot() -> [String] {
        visibleLayers().flatMap { layer in
            let content = layer.screen.content
            return [content.title] + content.lines + content.choices.map(\.label)
        }
    }

    private func goBack(from layers: [Layer]) {
        guard layers.count > 1 else {
            console.writeError("This is the home screen; type q to quit.\n")
            return
        }
        let below = layers[layers.count - 2].screen
        switch layers[layers.count - 1].arrival {
        case .pushed: below.dismissPushedScreen()
        case .presented: below.dismissPresentedScreen()
        case .root: break
        }
    }

    /// The screens currently shown, from home to the top. A presented (modal) screen covers
    /// anything its presenter has pushed, as a sheet covers a navigation stack.
    func visibleLayers() -> [Layer] {
        var layers = [Layer(screen: home, arrival: .root)]
        while let screen = layers.last?.screen {
            if let modal = screen.presentedScreen(in: environment) {
                layers.append(Layer(screen: modal, arrival: .presented))
            } else if let pushed = screen.pushedScreen(in: environment) {
                layers.append(Layer(screen: pushed, arrival: .pushed))
            } else {
                break
            }
        }
        return layers
    }

    private func render(_ content: ScreenContent, path: [String]) -> String {
        var lines = ["", path.joined(separator: " › ")]
        lines += content.lines
        if !content.lines.isEmpty, !content.choices.isEmpty { lines.append("") }
        lines += content.choices.enumerated().map { "\($0.offset + 1)) \($0.element.label)" }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// One screen on the host's stack of visible screens, and how it got there.
struct Layer {
    /// How a screen came to be shown.
    enum Arrival {
        case root, pushed, presented
    }

    let screen: any Screen
    let arrival: Arrival
}

extension InputCommand {
    fileprivate var isInvalid: Bool {
        if case .invalid = self { true } else { false }
    }
}
