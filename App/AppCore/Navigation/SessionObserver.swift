@_spi(Hosting) import FeatureRuntime
@_spi(Hosting) import CoreInterfaces
import NavigationTools
import TerminalUI

/// Watches a session through its host for the trace, `--explain` and the run-time leak check: it
/// turns what the host saw into ``NavigationEvent``s, naming each screen's destination and module
/// from what the factory noted of the screens it made (``MadeScreens``).
@MainActor
final class SessionObserver: HostObserver {
    private let events: NavigationEventSink
    private let explainer: Explainer?
    /// Where the screens the factory made came from.
    private let made: MadeScreens
    /// Checks that screens that leave are released, with their stores.
    let leakWatch = LeakWatch()

    init(events: @escaping NavigationEventSink, explainer: Explainer?, made: MadeScreens) {
        self.events = events
        self.made = made
        self.explainer = explainer
    }

    func user(_ input: UserInput, on shown: [Layer]) {
        switch input {
        case let .choice(label):
            explainer?.noteChoice(label)
        case let .deepLink(route):
            explainer?.noteDeepLink(route)
        case .back:
            explainer?.noteBack()
            if shown.count > 1, shown[shown.count - 1].arrival == .presented {
                events(event(.cancel, in: shown, at: shown.count - 1))
            }
        }
    }

    /// Reports the screens that left (top first) and arrived (bottom first); an arriving screen is
    /// reported with the screen it arrived on, which asked for it.
    func shownChanged(from old: [Layer], to new: [Layer], common: Int) {
        for index in old.indices.dropFirst(common).reversed() {
            let left = event(old[index].arrival == .presented ? .dismiss : .pop, in: old, at: index)
            events(left)
            leakWatch.depart(old[index].screen, with: made.stores(of: old[index].screen), event: left)
        }
        for index in new.indices.dropFirst(common) {
            var arrived = event(new[index].arrival == .presented ? .present : .push, in: new, at: index)
            if index > 0 {
                arrived.asker = NavigationEvent.typeName(of: new[index - 1].screen)
                arrived.askerModule = module(of: new, at: index - 1)
            }
            events(arrived)
        }
    }

    /// Watches the parts let go, as screens that left are watched: each is checked, with the stores
    /// made with it, once the turn has settled.
    func partsLeft(_ parts: [Part]) {
        for part in parts {
            let origin = made.origin(of: part.screen)
            let left = NavigationEvent(
                event: .part, module: part.module, title: part.screen.content.title,
                screen: NavigationEvent.typeName(of: part.screen), point: origin?.point?.description)
            leakWatch.depart(part.screen, with: made.stores(of: part.screen), event: left)
        }
    }

    func willAskForLinkedScreen() {
        leakWatch.startWatching()
    }

    func met(_ screen: any Screen) {
        leakWatch.met(screen)
    }

    /// Reports the error as a `problem` event; the host has said it on screen.
    func effectFailed(_ error: UnhandledEffectError) {
        events(NavigationEvent(event: .problem, text: error.description))
    }

    /// Reports the action that reached an absent child as a `problem` event; the host has said it.
    func absentChild(_ report: String) {
        events(NavigationEvent(event: .problem, text: report))
    }

    /// Reports, as `leak` events, screens that left in this turn and are still alive (they or their
    /// stores) once the turn has settled.
    func settled() async {
        guard leakWatch.isWaiting else { return }
        for leak in leakWatch.check() { events(leak) }
    }

    func narration(style: TerminalStyle) -> String {
        explainer?.narration(style: style) ?? ""
    }

    /// The module that provides the screen at `index`: the one the factory made it for, or, for a
    /// screen a module pushed itself, the module of the nearest screen below that the factory made;
    /// the App's for the home screen.
    private func module(of layers: [Layer], at index: Int) -> String {
        for layer in layers.prefix(index + 1).reversed() {
            if let origin = made.origin(of: layer.screen) { return origin.module }
        }
        return "App"
    }

    private func event(_ kind: NavigationEvent.Kind, in layers: [Layer], at index: Int) -> NavigationEvent {
        let screen = layers[index].screen
        return NavigationEvent(
            event: kind, destination: made.origin(of: screen)?.destination ?? nil,
            module: module(of: layers, at: index), title: screen.content.title,
            screen: NavigationEvent.typeName(of: screen)
        )
    }
}
