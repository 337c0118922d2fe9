@_spi(Hosting) import FeatureRuntime
@_spi(Hosting) import CoreInterfaces
import Observation

/// Shows screens in a terminal: the headless counterpart of the SwiftUI window.
///
/// The screens' state decides what is shown: the host shows the top screen of what their links
/// show, tells each screen when it first shows it (as SwiftUI calls `.onAppear`), and going back
/// (`b`) tells the screen underneath that the top one was dismissed. It knows no feature module
/// and nothing of the App: whoever watches a session is a ``HostObserver``.
@MainActor
package final class TerminalHost {
    let root: any Screen
    /// The screens the links of the screens shown show: the host owns them, as a window owns its
    /// sheets.
    let screens: ShownScreens
    let console: Console
    let observer: (any HostObserver)?
    /// Whether the session is over (the App's home menu sets it when the user picks Quit).
    private let finished: @MainActor () -> Bool
    /// Whether the data changed outside the session since it was last asked (a data file another
    /// session or a person changed); the screens then read their data again before one is printed.
    private let dataChanged: @MainActor () async -> Bool
    /// Returns once the changes the user made are saved, or wait for another session: piped input
    /// waits for it too, so that what a save says comes out at the same place in every run.
    let changesSettled: @MainActor @Sendable () async -> Void
    /// The effects of the screens' stores: piped input waits for them, and an error none handled
    /// is said on the screen the user is on.
    let effects = EffectMonitor()
    /// The clock the host waits on: after ``settleLimit`` piped input goes on without the work.
    let clock: any Clock<Duration>
    let settleLimit: Duration
    /// Whether piped output says `Loading <screen>…` when it waits for a screen's work: when the
    /// session asked for latency, so that whether the line is printed never depends on speed.
    let announcesLoading: Bool
    /// Lines read and changes to the top screen, in the order they happen.
    let (events, changes) = AsyncStream<Event>.makeStream()
    /// Whether a line has been asked for and not yet taken.
    var reading = false
    /// The page each screen on the stack was left on: going back returns to it. Only screens
    /// still shown are kept.
    var pages: [ObjectIdentifier: Int] = [:]
    /// The screens shown at the last report, root first.
    var shown: [Layer]
    /// Whether the root screen was told it appeared.
    var rootAppeared = false
    /// The screens shown that a screen pushed over them covers: each is told it appeared again
    /// once uncovered.
    var covered: Set<ObjectIdentifier> = []
    /// Whether the prompt is the last thing written, waiting for its line.
    private var atPrompt = false
    /// How the session was asked to end from outside its input, if it was (``stop(_:)``).
    private(set) var stopRequest: ExitStatus?
    /// Who waits for a request to end (``untilStopped()``).
    private var stopWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextStopWaiter = 0
    /// At a terminal, the steps of a deep link still to open, each once the screen before has
    /// loaded (``open(_:route:)``); a line the user types ends the route.
    var routeSteps: [NavigationDestination] = []
    /// Whether a task waits for the screens' work to end, to open the next step of the route.
    var watchingForRoute = false
    /// At a terminal, the refreshes in flight, by screen: a screen that leaves has its refresh
    /// cancelled and ended before the observer checks what left, so the refresh never holds it.
    var refreshing: [ObjectIdentifier: Task<Void, Never>] = [:]
    /// Whether a change was accepted since the parts shown last read their data.
    var partsStale = false
    /// The step of a deep link no screen could open, if one could not be.
    package internal(set) var unreachableStep: NavigationDestination?

    /// A host showing `root` and what its links show in `environment`, until `finished`. Piped input
    /// waits for the screens' work and for the changes to settle (`changesSettled`), on `clock` at
    /// most `settleLimit`, saying `Loading <screen>…` when `announcesLoading`.
    package init(
        root: any Screen,
        environment: ScreenEnvironment,
        console: Console,
        observer: (any HostObserver)? = nil,
        finished: @escaping @MainActor () -> Bool,
        dataChanged: @escaping @MainActor () async -> Bool = { false },
        changesSettled: @escaping @MainActor @Sendable () async -> Void = {},
        clock: any Clock<Duration> = ContinuousClock(),
        settleLimit: Duration = .seconds(30),
        announcesLoading: Bool = false
    ) {
        self.root = root
        self.screens = ShownScreens(environment: environment)
        self.console = console
        self.observer = observer
        self.finished = finished
        self.dataChanged = dataChanged
        self.changesSettled = changesSettled
        self.clock = clock
        self.settleLimit = settleLimit
        self.announcesLoading = announcesLoading
        self.shown = [Layer(screen: root, arrival: .root)]
        screens.whenPartsLeave = { [weak observer] parts in observer?.partsLeft(parts) }
        effects.unhandled = { [console, observer] error in
            console.writeError("walkthrough: \(VisibleText.make(error.description, limit: 400)).\n")
            observer?.effectFailed(error)
        }
        effects.absentChild = { [console, observer] report in
            console.writeError("walkthrough: \(VisibleText.make(report, limit: 400)).\n")
            observer?.absentChild(report)
        }
    }

    /// Ends the session as `q` does, at the next line or change it waits for, with `status`: a
    /// signal that asks the program to end (SIGTERM, SIGHUP), or an output that can no longer be
    /// written. The first request decides the status.
    package func stop(_ status: ExitStatus) {
        guard stopRequest == nil else { return }
        stopRequest = status
        changes.yield(.stopped(status))
        let waiting = stopWaiters
        stopWaiters = [:]
        for waiter in waiting.values { waiter.resume() }
    }

    /// Returns once the session is asked to end (``stop(_:)``), or at once when the waiting task
    /// is cancelled.
    func untilStopped() async {
        guard stopRequest == nil else { return }
        nextStopWaiter += 1
        let id = nextStopWaiter
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                guard stopRequest == nil, !Task.isCancelled else { return continuation.resume() }
                stopWaiters[id] = continuation
            }
        } onCancel: {
            Task { @MainActor in self.stopWaiters.removeValue(forKey: id)?.resume() }
        }
    }

    /// Tells the host that a change was saved, or refused, after its screen was shown: at a
    /// terminal, the screens shown then read their data again, so that they show the file as the
    /// save left it (another session's or an editor's edits it took in, or the change undone).
    package func changeSaved() {
        changes.yield(.saved)
    }

    /// A change the session made was accepted: the parts shown read their data again, as their
    /// screen's own state has changed (a part shows something of the item its screen shows, such
    /// as what is linked to it). At a terminal at once, redrawing when the data arrives; piped,
    /// before the next line is read (``settle(waitingForWork:)``).
    package func changeAccepted() {
        partsStale = true
        if console.isTerminal { changes.yield(.accepted) }
    }

    /// Writes `text` on standard error, at once: a line said on the screen the user is on, from
    /// whatever task said it (a save's problem comes from the save's own). One said while the
    /// prompt waits starts on a line of its own, and the prompt is written again after it, so that
    /// nothing comes between a prompt and its input, and the output still ends with a prompt for a
    /// script that waits for one.
    package func writeError(_ text: String) {
        guard atPrompt else { return console.writeError(text) }
        console.write("\n")
        console.writeError(text)
        console.write("> ")
    }

    /// The prompt's line is over: `rest` ends it.
    private func endPrompt(_ rest: String) {
        console.write(rest)
        atPrompt = false
    }

    /// Runs until the session is finished or input ends.
    package func run() async -> ExitStatus {
        await EffectMonitor.$current.withValue(effects) {
            let status = await showScreens()
            await endInput()
            await endScreensWork()
            return status
        }
    }

    /// Prints the top screen, then acts on what comes first: a line, or a change to what the screen
    /// shows (which is printed again). Piped input is read once the screens' work has settled, so a
    /// piped session prints the same screens at any latency; on a terminal the screen is printed at
    /// once and again when its data arrives, `b` and `q` act at once (cancelling a load), and any
    /// other line waits for the load.
    private func showScreens() async -> ExitStatus {
        screens: while !finished() {
            await settle(waitingForWork: !console.isTerminal)
            if stopRequest == nil, await dataChanged() { await refreshShownScreens() }
            if let stopRequest { return stopRequest }
            switch openNextRouteStep() {
            case .opened: continue screens
            case .unreachable: return .usage
            case .waiting: break
            }
            var shown = track()
            while appearNewScreens(), !console.isTerminal {
                // A screen the state showed while it was printed has started loading: piped input waits.
                await settle(waitingForWork: true)
                if let stopRequest { return stopRequest }
                shown = track()
            }
            console.write(shown.text)
            if let observer { console.write(observer.narration(style: console.style)) }
            var prompted = false
            while true {
                if !prompted {
                    console.write("> ")
                    atPrompt = true
                }
                prompted = true
                switch await nextEvent() {
                case .changed:
                    guard track().text != shown.text else { continue }
                    endPrompt("\n")
                    continue screens
                case .accepted:
                    if partsStale { await refreshShownScreens(partsOnly: true) }
                    continue
                case .saved:
                    // At a terminal the screens read the file again at once, and redraw (as a
                    // `.changed`) if the save brought anything new; piped output prints a screen
                    // only after a line, so whether a save lands before it never changes the output.
                    if console.isTerminal, await dataChanged() { await refreshShownScreens() }
                    continue
                case let .stopped(status):
                    endPrompt("\n")
                    return status
                case .workEnded:
                    // A deep link opens its next step, unless the user took over or more work began.
                    watchingForRoute = false
                    guard !routeSteps.isEmpty else { continue }
                    guard effects.isIdle else {
                        _ = openNextRouteStep()
                        continue
                    }
                    endPrompt("\n")
                    continue screens
                case .line(nil):
                    endPrompt("\n")
                    return .success
                case let .line(line?):
                    // The user takes over from a deep link still opening.
                    routeSteps = []
                    prompted = false
                    endPrompt(console.echoesInput ? VisibleText.make(line, limit: 80) + "\n" : "")
                    var command = InputCommand(line: line, screen: shown)
                    if !command.actsDuringALoad, !effects.isIdle || console.isTerminal {
                        // A choice waits for the screen's work, and is read against what the screen
                        // shows then: at a terminal, its data may have arrived just before the line,
                        // not yet printed.
                        if !effects.isIdle { await settle(waitingForWork: true) }
                        if let stopRequest {
                            sayNotActedOn(line)
                            return stopRequest
                        }
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
}
