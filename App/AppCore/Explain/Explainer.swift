import CoreInterfaces
import NavigationTools
import TerminalUI

/// `--explain`: after each turn, under the screen it led to, a few plain sentences saying what the
/// architecture did, with the real names: which screen asked its factory for which destination,
/// which plugin the registry found and how it shows it, how a result travelled back and which
/// feature's reducer took it. Everything comes from events the factory, the host and the runtime
/// report, and from the registry's entries; no feature module says anything, so a new module is
/// narrated with no code.
@MainActor
final class Explainer {
    private let registry: NavigationRegistry
    private var events: [NavigationEvent] = []
    private var opening: [String] = []
    private var started = false

    init(registry: NavigationRegistry) {
        self.registry = registry
    }

    /// Records what happened in this turn.
    func record(_ event: NavigationEvent) {
        events.append(event)
    }

    /// The user picked the choice `label`.
    func noteChoice(_ label: String) {
        opening.append("You chose “\(VisibleText.make(label))”.")
    }

    /// The user went back.
    func noteBack() {
        opening.append("You went back (b).")
    }

    /// The deep link `route` is being replayed.
    func noteDeepLink(_ route: String) {
        opening.append(
            "The deep link “\(VisibleText.make(route))” was replayed, step by step, through the same actions your choices send:"
        )
    }

    /// The narration of the turn just finished, as printed under the screen (dimmed when colour is
    /// on), and a fresh start for the next turn.
    func narration(style: TerminalStyle) -> String {
        let sentences = turnSentences()
        events.removeAll()
        opening.removeAll()
        guard !sentences.isEmpty else { return "" }
        let text = sentences.flatMap { wrap("· " + $0, width: 80) }.joined(separator: "\n")
        return style.dim(text) + "\n"
    }

    private func turnSentences() -> [String] {
        var sentences: [String] = []
        if !started {
            started = true
            let modules = registry.modules.map { VisibleText.make($0) }.joined(separator: ", ")
            sentences.append(
                "The App composed the plugins of \(modules) into one NavigationRegistry, and the home menu lists their home entries; no module knows another."
            )
        }
        sentences += opening
        var index = 0
        while index < events.count {
            let event = events[index]
            if event.event == .action {
                // A run of actions: one sentence per feature, the innermost feature for an action a
                // parent handed on to its child.
                var run: [NavigationEvent] = []
                while index < events.count, events[index].event == .action {
                    run.append(events[index])
                    index += 1
                }
                sentences += actionSentences(run)
                continue
            }
            if let sentence = sentence(for: event) { sentences.append(sentence) }
            index += 1
        }
        return sentences
    }

    private func actionSentences(_ run: [NavigationEvent]) -> [String] {
        var kept: [NavigationEvent] = []
        for (offset, event) in run.enumerated() {
            if offset + 1 < run.count, let inner = run[offset + 1].action, let outer = event.action,
                run[offset + 1].feature != event.feature, outer.contains(inner)
            {
                continue  // handed on to the child feature, which the next event names
            }
            kept.append(event)
        }
        // One sentence per feature, in the order the features first acted: features whose work
        // runs at once (a screen and the parts other modules add to it) finish in any order, and
        // the narration must not depend on which came first.
        var sentences: [(feature: String, actions: [String])] = []
        for event in kept {
            let feature = event.feature ?? "?"
            let action = VisibleText.make(event.action ?? "?")
            if let index = sentences.firstIndex(where: { $0.feature == feature }) {
                sentences[index].actions.append(action)
            } else {
                sentences.append((feature, [action]))
            }
        }
        return sentences.map { "\($0.feature) received \($0.actions.joined(separator: ", then "))." }
    }

    private func sentence(for event: NavigationEvent) -> String? {
        let screen = event.screen ?? "the screen"
        let module = VisibleText.make(event.module)
        switch event.event {
        case .push, .present:
            guard let destination = event.destination else {
                return "\(event.asker ?? "A screen") pushed \(screen) onto its own stack, inside \(module)."
            }
            let asker =
                event.asker.map { "\($0) in \(event.askerModule.map { VisibleText.make($0) } ?? "?")" } ?? "A screen"
            let entry = registry.entry(for: destination)
            let shown = entry?.provider.style == .modal ? "as a modal" : "pushed"
            let handsBack =
                entry?.provider.destination.resultName.map { "hands back \(article($0)) \($0)" } ?? "hands back nothing"
            let found =
                event.module == StandIns.moduleName
                ? "a stand-in answered (the module that provides it is not loaded); it shows it \(shown) and \(handsBack)"
                : "the registry found the \(module) plugin, which shows it \(shown) and \(handsBack)"
            var text = "\(asker) asked its NavigationFactory for \(VisibleText.make(destination.name)); \(found)."
            if let askerModule = event.askerModule, askerModule != "App", askerModule != event.module,
                event.module != StandIns.moduleName
            {
                text += " \(VisibleText.make(askerModule)) never imported \(module)."
            }
            return text
        case .result:
            let what = "\(event.resultType ?? "a result") \(VisibleText.make(event.resultID ?? ""))"
            return "\(screen) handed back \(what) through the closure the asking screen gave the factory."
        case .part:
            let point = VisibleText.make(event.point ?? "?")
            guard event.module != StandIns.moduleName else {
                return "A stand-in part stands at the point \(point): the modules that add parts there are not loaded."
            }
            return
                "The registry added the \(module) plugin's part \(screen) at the point \(point); the screen that declares the point never imported \(module)."
        case .dismiss:
            return "\(screen) was dismissed: the state that asked for it no longer does."
        case .pop:
            return "\(screen) was popped."
        case .cancel:
            return "You cancelled \(screen); nothing was handed back."
        case .leak:
            return "Leak: \(screen) in \(module) left the screen but it, or its store, is still alive."
        case .call:
            let call = "\(module)Repository.\(VisibleText.make(event.call ?? "?"))"
            let waited = "waited \(event.latency ?? "?") (--latency), as a call to a remote backend would"
            return event.outcome == "cancelled"
                ? "\(call) \(waited); the screen that asked had left, so the call was cancelled."
                : "\(call) \(waited), then reached the App's data store, which answered."
        case .action, .problem:
            // A problem is said on screen as it happens; an action is in the actions' sentences.
            return nil
        }
    }

    private func article(_ word: String) -> String {
        word.first.map { "AEIOU".contains($0) } == true ? "an" : "a"
    }

    /// `text` in lines of at most `width` columns, continuation lines indented by two spaces; a
    /// space inside brackets (`assetsLoaded([6 items])`) does not break a line.
    private func wrap(_ text: String, width: Int) -> [String] {
        var words: [String] = []
        var depth = 0
        for piece in text.split(separator: " ", omittingEmptySubsequences: false) {
            if depth > 0, let last = words.popLast() {
                words.append(last + " " + piece)
            } else {
                words.append(String(piece))
            }
            depth += piece.filter { $0 == "(" || $0 == "[" }.count - piece.filter { $0 == ")" || $0 == "]" }.count
            depth = max(depth, 0)
        }
        var lines: [String] = []
        var line = ""
        for word in words {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = "  " + word
            } else {
                line += (line.isEmpty ? "" : " ") + word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
