@_spi(Hosting) import CoreInterfaces
import Observation

/// Shows screens in a terminal: the headless counterpart of the SwiftUI window.
///
/// The screens' state decides what is shown: the host shows the top screen of what their links
/// show, and going back (`b`) tells the screen underneath that the top one was dismissed. It
/// knows no feature module and nothing of the App: whoever watches a session is a
/// ``HostObserver``.
@MainActor
package final class TerminalHost {
    private let root: any Screen
    /// The screens the links of the screens shown show: the host owns them, as a window owns its
    /// sheets.
    private let screens: ShownScreens
    private let console: Console
    private let observer: (any HostObserver)?
    /// Whether the session is over (the App's home menu sets it when the user picks Quit).
    private let finished: @MainActor () -> Bool
    /// Whether the data changed outside the session since it was last asked (a data file another
    /// session or a person changed); the screens then read their data again before one is printed.
    private let dataChanged: @MainActor () async -> Bool
    /// The work the screens' stores run: piped input waits for it.
    private let work = EffectWork()
    /// The clock the host waits on: after ``loadingNotice`` piped input says the screen is loading,
    /// and after ``settleLimit`` it goes on without the work.
    private let clock: any Clock<Duration>
    private let loadingNotice: Duration
    private let settleLimit: Duration
    /// Lines read and changes to the top screen, in the order they happen.
    private let (events, changes) = AsyncStream<Event>.makeStream()
    /// Whether a line has been asked for and not yet taken.
    private var reading = false
    /// The page each screen on the stack was left on: going back returns to it. Only screens
    /// still shown are kept.
    private var pages: [ObjectIdentifier: Int] = [:]
    /// The screens shown at the last report, root first.
    private var shown: [Layer]

    /// A host showing `root` and what its links show in `environment`, until `finished`. Piped input
    /// waits for a screen's work on `clock`: after `loadingNotice` it says the screen is loading, after
    /// `settleLimit` it says so and goes on.
    package init(
        root: any Screen,
        environment: ScreenEnvironment,
        console: Console,
        observer: (any HostObserver)? = nil,
        finished: @escaping @MainActor () -> Bool,
        dataChanged: @escaping @MainActor () async -> Bool = { false },
        clock: any Clock<Duration> = ContinuousClock(),
        loadingNotice: Duration = .milliseconds(100),
        settleLimit: Duration = .seconds(30)
    ) {
        self.root = root
        self.screens = ShownScreens(environment: environment)
        self.console = console
        self.observer = observer
        self.finished = finished
        self.dataChanged = dataChanged
        self.clock = clock
        self.loadingNotice = loadingNotice
        self.settleLimit = settleLimit
        self.shown = [Layer(screen: root, arrival: .root)]
    }

    /// Stacks the screens of a deep link, typed as `route`, by opening each of `destinations` from
    /// the top screen, as the user's choices would, each once the screen before has loaded. Returns
    /// the first destination no screen could open, or `nil` when every step was taken.
    package func open(_ destinations: [NavigationDestination], route: String) async -> NavigationDestination? {
        await EffectWork.$current.withValue(work) {
            await settle(waitingForWork: true)
            observer?.user(.deepLink(route), on: shown)
            for destination in destinations {
                guard let top = visibleLayers().last, top.screen.open(destination) else { return destination }
                await settle(waitingForWork: true)
            }
            return nil
        }
    }

    /// Runs until the session is finished or input ends.
    package func run() async -> ExitStatus {
        await EffectWork.$current.withValue(work) { await showScreens() }
    }

    /// Prints the top screen, then acts on what comes first: a line, or a change to what the screen
    /// shows (which is printed again). Piped input is read once the screen's work has settled, so a
    /// piped session prints the same screens at any latency; on a terminal the screen is printed at
    /// once and again when its data arrives, `b` and `q` act at once (cancelling a load), and any
    /// other line waits for the load.
    private func showScreens() async -> ExitStatus {
        screens: while !finished() {
            await settle(waitingForWork: !console.isTerminal)
            if await dataChanged() {
                for layer in visibleLayers() { layer.screen.refresh() }
                await settle(waitingForWork: !console.isTerminal)
            }
            var shown = track()
            if !console.isTerminal {
                // Screens made just now may have started loading: piped input waits for them.
                while !work.isIdle, await settle(waitingForWork: true) { shown = track() }
            }
            console.write(shown.text)
            if let observer { console.write(observer.narration(style: console.style)) }
            var prompted = false
            while true {
                if !prompted { console.write("> ") }
                prompted = true
                switch await nextEvent() {
                case .changed:
                    guard track().text != shown.text else { continue }
                    console.write("\n")
                    continue screens
                case .line(nil):
                    console.write("\n")
                    return .success
                case let .line(line?):
                    prompted = false
                    if console.echoesInput { console.write(VisibleText.make(line, limit: 80) + "\n") }
                    var command = InputCommand(line: line, screen: shown)
                    if !command.actsDuringALoad, !work.isIdle || console.isTerminal {
                        // A choice waits for the screen's work, and is read against what the screen
                        // shows then: at a terminal, its data may have arrived just before the line,
                        // not yet printed.
                        if !work.isIdle { await settle(waitingForWork: true) }
                        let now = track()
                        if now.text != shown.text {
                            shown = now
                            console.write(shown.text)
                            command = InputCommand(line: line, screen: shown)
                        }
                    }
                    switch act(on: command, shown: shown) {
                    case .nextScreen: continue screens
                    case .samePrompt: continue
                    case .quit: return .success
                    }
                }
            }
        }
        return .success
    }

    /// What the host does after a command.
    private enum Next {
        case nextScreen, samePrompt, quit
    }

    /// Carries out `command` on the screens `shown`; a line that is not a choice, back or quit is
    /// answered in place (a narrowed list, help, or a one-line message).
    private func act(on command: InputCommand, shown: Shown) -> Next {
        let layers = shown.layers
        switch command {
        case let .choose(index):
            guard shown.content.choices.indices.contains(index) else { return .samePrompt }
            let choice = shown.content.choices[index]
            observer?.user(.choice(choice.label), on: layers)
            choice.select()
            return .nextScreen
        case .back where layers.count < 2:
            console.writeError("This is the home screen; type q to quit.\n")
            return .samePrompt
        case .back:
            observer?.user(.back, on: layers)
            goBack(from: layers)
            return .nextScreen
        case .quit:
            return .quit
        case let .turnPage(step):
            pages[ObjectIdentifier(shown.top)] = max(
                0, min(shown.page + step, Self.pageCount(shown.content.choices.count) - 1))
            return .nextScreen
        case let .narrow(indices):
            let labels = shown.content.choices.lazy.map(label(of:))
            console.write(indices.prefix(Self.pageSize).map { choiceLine(number: $0 + 1, label: labels[$0]) }.joined())
            if indices.count > Self.pageSize {
                console.write("… and \(indices.count - Self.pageSize) more; type more of a name to narrow them.\n")
            }
            return .samePrompt
        case .help:
            console.write(InputCommand.helpText + "\n")
            return .samePrompt
        case let .invalid(message):
            console.writeError(message + "\n")
            return .samePrompt
        }
    }

    /// The top screen as it would be printed now, read inside Observation's tracking: the next
    /// change to anything it read (a store's state) becomes a ``Event/changed`` event.
    private func track() -> Shown {
        withObservationTracking {
            let layers = visibleLayers()
            let top = layers.last?.screen ?? root
            let content = top.content
            let ids = Set(layers.map { ObjectIdentifier($0.screen) })
            pages = pages.filter { ids.contains($0.key) }
            let page = min(pages[ObjectIdentifier(top)] ?? 0, Self.pageCount(content.choices.count) - 1)
            pages[ObjectIdentifier(top)] = page
            let text = render(content, page: page, path: layers.map { $0.screen.content.title })
            return Shown(layers: layers, top: top, content: content, page: page, text: text)
        } onChange: { [changes] in
            changes.yield(.changed)
        }
    }

    /// The next line of input or change to the screen, whichever comes first. A line is asked for
    /// once and kept asked for across changes, so none is lost.
    private func nextEvent() async -> Event {
        if !reading {
            reading = true
            Task { [console, changes] in changes.yield(.line(await console.readLine())) }
        }
        for await event in events {
            if case .line = event { reading = false }
            return event
        }
        return .line(nil)
    }

    /// Reports what changed on screen since the last report, and lets the observer check what
    /// left; first, when `waitingForWork`, waits for the work the screens' stores run to end (saying
    /// after a moment that the top screen is loading, and going on after ``settleLimit``).
    @discardableResult
    private func settle(waitingForWork: Bool) async -> Bool {
        var settled = true
        // The screens the state shows now are made first, so that their loads start and are waited for.
        if waitingForWork { _ = visibleLayers() }
        if waitingForWork, !work.isIdle, await !idle(within: loadingNotice) {
            let title = visibleLayers().last.map { VisibleText.make($0.screen.content.title) } ?? ""
            // A terminal shows the loading screen itself; piped output says it once, in one line.
            if !console.isTerminal { console.write("Loading \(title)…\n") }
            if await !idle(within: settleLimit) {
                console.writeError("walkthrough: \(title) is still loading after \(settleLimit); going on.\n")
                settled = false
            }
        }
        reportChanges()
        await observer?.settled()
        return settled
    }

    /// Whether the stores' work ended within `limit`, on the host's clock.
    private func idle(within limit: Duration) async -> Bool {
        await withTaskGroup(of: Bool.self) { [work, clock] group in
            group.addTask {
                await work.idle(); return true
            }
            group.addTask {
                try? await clock.sleep(for: limit); return false
            }
            let first = await group.next() ?? true
            group.cancelAll()
            return first
        }
    }

    /// How many choices a page shows: a longer list is shown a page at a time.
    nonisolated static let pageSize = 20

    /// How many pages `count` choices take.
    static func pageCount(_ count: Int) -> Int {
        max(1, (count + pageSize - 1) / pageSize)
    }

    private func goBack(from layers: [Layer]) {
        guard layers.count > 1 else { return }
        screens.dismissLinkedScreen(above: layers[layers.count - 2].screen)
    }

    /// Tells the observer which screens left and arrived since the last report.
    private func reportChanges() {
        guard let observer else { return }
        let now = visibleLayers()
        var common = 0
        while common < min(shown.count, now.count), shown[common].screen === now[common].screen {
            common += 1
        }
        if common < shown.count || common < now.count {
            observer.shownChanged(from: shown, to: now, common: common)
        }
        shown = now
    }

    /// The screens currently shown, from the root to the top. A presented (modal) screen covers
    /// anything its presenter has pushed, as a sheet covers a navigation stack.
    package func visibleLayers() -> [Layer] {
        var layers = [Layer(screen: root, arrival: .root)]
        while let below = layers.last {
            observer?.willAskForLinkedScreen()
            guard let linked = screens.linkedScreen(above: below.screen) else { break }
            observer?.met(linked.screen)
            layers.append(Layer(screen: linked.screen, arrival: linked.presentation == .modal ? .presented : .pushed))
        }
        return layers
    }
    /// The screen as printed: a blank line, the header path, the body, the numbered choices and
    /// the hint, with page `page` of a long list. Everything that comes from a screen passes through
    /// `VisibleText`.
    private func render(_ content: ScreenContent, page: Int, path: [String]) -> String {
        let style = console.style
        var text = "\n" + style.header(path.map { VisibleText.make($0) }.joined(separator: " › ")) + "\n"
        text += content.lines.map { VisibleText.make($0) + "\n" }.joined()
        if !content.lines.isEmpty, !content.choices.isEmpty { text += "\n" }
        let shown =
            content.choices.count > Self.pageSize
            ? page * Self.pageSize..<min(content.choices.count, (page + 1) * Self.pageSize)
            : content.choices.indices
        text += shown.map { choiceLine(number: $0 + 1, label: content.choices[$0].label) }.joined()
        if content.choices.count > Self.pageSize {
            let pages = Self.pageCount(content.choices.count)
            text +=
                "Choices \(shown.lowerBound + 1)–\(shown.upperBound) of \(content.choices.count), page \(page + 1) of \(pages): n next page, p previous, or type to search them all\n"
        }
        return text + style.dim(Self.hint) + "\n"
    }

    private func choiceLine(number: Int, label: String) -> String {
        "\(number)) \(VisibleText.make(label))\n"
    }

    /// The reminder under every screen.
    package static let hint = "(b back, q quit, ? help)"
}

/// A choice's label. A function outside the main actor, for searching a long list: a key path
/// looks up its metadata on every label, and a main-actor closure checks the executor on every one.
func label(of choice: Choice) -> String {
    choice.label
}

extension TerminalHost {
    /// What the host waits for: a line (`nil` at the end of input) or a change to the top screen.
    enum Event: Sendable {
        case line(String?)
        case changed
    }

    /// The top screen as printed, with what it was printed from.
    struct Shown {
        let layers: [Layer]
        let top: any Screen
        let content: ScreenContent
        let page: Int
        let text: String
    }
}

extension InputCommand {
    /// What `line` means on the screen `shown`.
    init(line: String, screen shown: TerminalHost.Shown) {
        let labels = shown.content.choices.lazy.map(label(of:))
        self.init(line: line, labels: labels, paged: labels.count > TerminalHost.pageSize)
    }

    /// Whether it acts at once while a screen is loading: going back (which cancels the load) and
    /// quitting. Anything else waits for the load, and is read against the screen it loaded.
    var actsDuringALoad: Bool {
        self == .back || self == .quit
    }
}
