@_spi(Hosting) import CoreInterfaces

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
    private let dataChanged: @MainActor () -> Bool
    /// The page each screen on the stack was left on: going back returns to it. Only screens
    /// still shown are kept.
    private var pages: [ObjectIdentifier: Int] = [:]
    /// The screens shown at the last report, root first.
    private var shown: [Layer]

    /// A host showing `root` and what its links show in `environment`, until `finished`.
    package init(
        root: any Screen,
        environment: ScreenEnvironment,
        console: Console,
        observer: (any HostObserver)? = nil,
        finished: @escaping @MainActor () -> Bool,
        dataChanged: @escaping @MainActor () -> Bool = { false }
    ) {
        self.root = root
        self.screens = ShownScreens(environment: environment)
        self.console = console
        self.observer = observer
        self.finished = finished
        self.dataChanged = dataChanged
        self.shown = [Layer(screen: root, arrival: .root)]
    }

    /// Stacks the screens of a deep link, typed as `route`, by opening each of `destinations` from
    /// the top screen, as the user's choices would. Returns the first destination no screen could
    /// open, or `nil` when every step was taken.
    package func open(_ destinations: [NavigationDestination], route: String) async -> NavigationDestination? {
        await settle()
        observer?.user(.deepLink(route), on: shown)
        for destination in destinations {
            guard let top = visibleLayers().last, top.screen.open(destination) else { return destination }
            await settle()
        }
        return nil
    }

    /// Runs until the session is finished or input ends.
    package func run() async -> ExitStatus {
        while !finished() {
            await settle()
            if dataChanged() {
                for layer in visibleLayers() { layer.screen.refresh() }
                await settle()
            }
            let layers = visibleLayers()
            guard let topLayer = layers.last else { return .success }
            var content = topLayer.screen.content
            let shownIDs = Set(layers.map { ObjectIdentifier($0.screen) })
            pages = pages.filter { shownIDs.contains($0.key) }
            let top = ObjectIdentifier(topLayer.screen)
            let page = min(pages[top] ?? 0, Self.pageCount(content.choices.count) - 1)
            pages[top] = page
            console.write(render(content, page: page, path: layers.map { $0.screen.content.title }))
            if let observer { console.write(observer.narration(style: console.style)) }
            switch readCommand(for: content, canGoBack: layers.count > 1) {
            case let .choose(index):
                guard content.choices.indices.contains(index) else { continue }
                let choice = content.choices[index]
                observer?.user(.choice(choice.label), on: layers)
                // Let go of the screen's content (a long list's choices) before the choice runs.
                content = ScreenContent(title: "")
                choice.select()
            case .back:
                observer?.user(.back, on: layers)
                goBack(from: layers)
            case .quit, nil:
                return .success
            case let .turnPage(step):
                pages[top] = max(0, min(page + step, Self.pageCount(content.choices.count) - 1))
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
        let labels = content.choices.lazy.map(label(of:))
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

    /// Reports what changed on screen since the last report, and lets the observer check what
    /// left. A choice's actions, and the effects they run, are done when `select()` returns; work
    /// a feature started in a task shows on the next screen printed after it sends its action.
    private func settle() async {
        reportChanges()
        await observer?.settled()
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
    package static let hint = "(b back, q quit, ? help)"
}

/// A choice's label. A function outside the main actor, for searching a long list: a key path
/// looks up its metadata on every label, and a main-actor closure checks the executor on every one.
private func label(of choice: Choice) -> String {
    choice.label
}
