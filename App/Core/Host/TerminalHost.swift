import CoreInterfaces

/// Shows screens in a terminal: the headless counterpart of the SwiftUI window.
///
/// Each turn it walks from the home screen through every pushed and presented screen to find the
/// top one, prints it, reads a line, and feeds the choice to it. `b` tells the screen underneath
/// that the top one was dismissed; the screens' state decides what is shown next. Comparing the screens
/// shown before and after each turn, it reports every push, pop, present and dismiss.
@MainActor
final class TerminalHost {
    private let home: HomeScreen
    private let environment: ScreenEnvironment
    private let console: Console
    private let events: NavigationEventSink?
    /// Narrates each turn under the screen it led to (`--explain`).
    private let explainer: Explainer?
    /// Whether the data changed outside the session since it was last asked (a data file another
    /// session or a person changed); the screens then read their data again before one is printed.
    private let dataChanged: @MainActor () -> Bool
    /// Checks that screens that leave are released (with an event sink only).
    let leakWatch: LeakWatch?
    /// The page of a long list shown on the top screen, and which screen that is.
    private var page = 0
    private var pagedScreen: ObjectIdentifier?
    /// The screens shown at the last report, home first.
    private var shown: [Layer]

    init(
        home: HomeScreen,
        environment: ScreenEnvironment,
        console: Console,
        events: NavigationEventSink? = nil,
        explainer: Explainer? = nil,
        dataChanged: @escaping @MainActor () -> Bool = { false }
    ) {
        self.dataChanged = dataChanged
        self.home = home
        self.environment = environment
        self.console = console
        self.events = events
        self.explainer = explainer
        self.leakWatch = events == nil ? nil : LeakWatch()
        self.shown = []
        self.shown = [rootLayer]
    }

    private var rootLayer: Layer {
        Layer(screen: home, arrival: .root, destination: nil, module: "App")
    }

    /// Stacks the screens of `route` by opening each destination from the top screen, as the
    /// user's choices would. Fails, naming the step, when a screen cannot open it.
    func open(_ route: Route) async throws(RouteError) {
        await settle()
        explainer?.noteDeepLink(route.text)
        for destination in route.destinations {
            guard let top = visibleLayers().last, top.screen.open(destination) else {
                throw RouteError.unreachable(destination, in: route)
            }
            await settle()
        }
    }

    /// Runs until the user quits or input ends.
    func run() async -> ExitStatus {
        while !home.quitRequested {
            await settle()
            if dataChanged() {
                for layer in visibleLayers() { layer.screen.refresh() }
                await settle()
            }
            let layers = visibleLayers()
            var content = layers[layers.count - 1].screen.content
            let top = ObjectIdentifier(layers[layers.count - 1].screen)
            if top != pagedScreen {
                pagedScreen = top
                page = 0
            }
            page = min(page, Self.pageCount(content.choices.count) - 1)
            console.write(render(content, path: layers.map { $0.screen.content.title }))
            if let explainer { console.write(explainer.narration(style: console.style)) }
            switch readCommand(for: content, canGoBack: layers.count > 1) {
            case let .choose(index):
                let choice = content.choices[index]
                explainer?.noteChoice(choice.label)
                // Let go of the screen's content (a long list's choices) before the choice runs.
                content = ScreenContent(title: "")
                choice.select()
                // A pick answered through `await` reaches its feature after this turn's settle begins.
                if PickerPresentation.resuming > 0 { explainer?.noteAwaitedResult() }
            case .back:
                explainer?.noteBack()
                goBack(from: layers)
            case .quit, nil:
                return .success
            case let .turnPage(step):
                page = max(0, min(page + step, Self.pageCount(content.choices.count) - 1))
            case .narrow, .help, .invalid:
                break
            }
        }
        return .success
    }

    /// How many choices a page shows: a longer list is shown a page at a time.
    static let pageSize = 20

    /// How many pages `count` choices take.
    static func pageCount(_ count: Int) -> Int {
        max(1, (count + pageSize - 1) / pageSize)
    }

    /// Reads lines until one means a choice, back or quit (`nil` at the end of input). Anything
    /// else is answered (a narrowed list, help, or a one-line message) and the prompt repeats.
    private func readCommand(for content: ScreenContent, canGoBack: Bool) -> InputCommand? {
        let labels = content.choices.map(\.label)
        while true {
            console.write("> ")
            guard let line = console.readLine() else {
                console.write("\n")
                return nil
            }
            if console.echoesInput { console.write(VisibleText.make(line, limit: 80) + "\n") }
            let command = InputCommand(line: line, labels: labels, paged: labels.count > Self.pageSize)
            switch command {
            case let .narrow(indices):
                console.write(indices.prefix(Self.pageSize).map { choiceLine(number: $0 + 1, label: labels[$0]) }.joined())
                if indices.count > Self.pageSize {
                    console.write("… and \(indices.count - Self.pageSize) more; type more of a name to narrow them.\n")
                }
            case .help:
                console.write(InputCommand.helpText + "\n")
            case let .invalid(message):
                console.writeError(message + "\n")
            case .back where !canGoBack:
                console.writeError("This is the home screen; type q to quit.\n")
            case .choose, .back, .quit, .turnPage:
                return command
            }
        }
    }

    /// Lets work that screens started and that is ready to run (such as a feature resuming after
    /// an awaited pick) finish before the next screen is printed, as a run loop does before it
    /// draws: main-actor jobs already queued run before this task resumes from each yield. An
    /// answered pick whose awaiting task has not run yet (``PickerPresentation/resuming``) is
    /// waited for, however busy the machine. Then reports what changed on screen.
    private func settle() async {
        var before = snapshot()
        for turn in 0..<Self.settleLimit {
            await Task.yield()
            if PickerPresentation.resuming > 0 {
                // The resumed task reaches the main actor through the global executor; past the
                // first yields, let the machine breathe instead of spinning.
                if turn > 100 { try? await Task.sleep(nanoseconds: 100_000) }
                continue
            }
            let after = snapshot()
            if after == before { break }
            before = after
        }
        reportChanges()
        await checkForLeaks()
    }

    /// Reports, as `leak` events, screens that left in this turn and are still alive (they or their
    /// stores) once the work the turn started has had its chance to finish.
    private func checkForLeaks() async {
        guard let leakWatch, leakWatch.isWaiting else { return }
        for _ in 0..<5 { await Task.yield() }
        for leak in leakWatch.check() { events?(leak) }
    }

    /// At most this many turns of waiting (about a second of sleeps at worst), so a host never hangs.
    private static let settleLimit = 10_000

    /// What the visible screens show, to tell whether anything changed.
    private func snapshot() -> [String] {
        visibleLayers().flatMap { layer in
            let content = layer.screen.content
            return [content.title] + content.lines + content.choices.map(\.label)
        }
    }

    private func goBack(from layers: [Layer]) {
        guard layers.count > 1 else { return }
        let top = layers[layers.count - 1]
        let below = layers[layers.count - 2].screen
        if top.arrival == .presented { events?(top.event(.cancel)) }
        below.dismissLinkedScreen(in: environment)
    }

    /// Reports the screens that left (top first) and arrived (bottom first) since the last report;
    /// an arriving screen is reported with the screen it arrived on, which asked for it.
    private func reportChanges() {
        guard let events else { return }
        let now = visibleLayers()
        var common = 0
        while common < min(shown.count, now.count), shown[common].screen === now[common].screen {
            common += 1
        }
        for layer in shown[common...].reversed() {
            let event = layer.event(layer.arrival == .presented ? .dismiss : .pop)
            events(event)
            leakWatch?.depart(layer.screen, event: event)
        }
        for index in now.indices.dropFirst(common) {
            var event = now[index].event(now[index].arrival == .presented ? .present : .push)
            if index > 0 {
                event.asker = NavigationEvent.typeName(of: now[index - 1].screen)
                event.askerModule = now[index - 1].module
            }
            events(event)
        }
        shown = now
    }

    /// The screens currently shown, from home to the top. A presented (modal) screen covers
    /// anything its presenter has pushed, as a sheet covers a navigation stack.
    func visibleLayers() -> [Layer] {
        var layers = [rootLayer]
        while let below = layers.last {
            leakWatch?.startWatching()
            guard let linked = below.screen.linkedScreen(in: environment) else { break }
            let (next, arrival): (any Screen, Layer.Arrival) = (linked.screen, linked.presentation == .modal ? .presented : .pushed)
            leakWatch?.met(next)
            let traced = next as? TracedScreen
            layers.append(Layer(
                screen: next,
                arrival: arrival,
                destination: traced?.destination,
                module: traced?.module ?? below.module
            ))
        }
        return layers
    }

    /// The screen as printed: a blank line, the header path, the body, the numbered choices and
    /// the hint. Everything that comes from a screen passes through `VisibleText`.
    private func render(_ content: ScreenContent, path: [String]) -> String {
        let style = console.style
        var text = "\n" + style.header(path.map { VisibleText.make($0) }.joined(separator: " › ")) + "\n"
        text += content.lines.map { VisibleText.make($0) + "\n" }.joined()
        if !content.lines.isEmpty, !content.choices.isEmpty { text += "\n" }
        let shown = content.choices.count > Self.pageSize
            ? page * Self.pageSize..<min(content.choices.count, (page + 1) * Self.pageSize)
            : content.choices.indices
        text += shown.map { choiceLine(number: $0 + 1, label: content.choices[$0].label) }.joined()
        if content.choices.count > Self.pageSize {
            let pages = Self.pageCount(content.choices.count)
            text += "Choices \(shown.lowerBound + 1)–\(shown.upperBound) of \(content.choices.count), page \(page + 1) of \(pages): n next page, p previous, or type to search them all\n"
        }
        return text + style.dim(Self.hint) + "\n"
    }

    private func choiceLine(number: Int, label: String) -> String {
        "\(number)) \(VisibleText.make(label))\n"
    }

    /// The reminder under every screen.
    static let hint = "(b back, q quit, ? help)"
}

/// One screen on the host's stack of visible screens, how it got there, and where it came from.
struct Layer {
    /// How a screen came to be shown.
    enum Arrival {
        case root, pushed, presented
    }

    let screen: any Screen
    let arrival: Arrival
    /// The destination the factory made it for; `nil` for a screen a module pushed itself.
    let destination: NavigationDestination?
    /// The module that provides it (inherited from the screen below when the module pushed it itself).
    let module: String

    @MainActor
    func event(_ kind: NavigationEvent.Kind) -> NavigationEvent {
        NavigationEvent(
            event: kind, destination: destination?.name, module: module, title: screen.content.title,
            screen: NavigationEvent.typeName(of: screen)
        )
    }
}

