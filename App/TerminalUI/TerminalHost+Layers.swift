@_spi(Hosting) import CoreInterfaces

/// The stack of screens shown: derived from the screens' links, told when a screen appears, and
/// reported when it changes.
extension TerminalHost {
    /// The screens currently shown, from the root to the top. A presented (modal) screen covers
    /// anything its presenter has pushed, as a sheet covers a navigation stack.
    package func visibleLayers() -> [Layer] {
        var layers = [Layer(screen: root, arrival: .root)]
        while let below = layers.last {
            observer?.willAskForLinkedScreen()
            guard let linked = screens.linkedScreen(above: below.screen) else { break }
            observer?.met(linked.screen)
            layers.append(Layer(screen: linked.screen, arrival: linked.style == .modal ? .presented : .pushed))
        }
        return layers
    }

    /// Tells each screen that appeared since it was last asked that it appeared, outside any render,
    /// as SwiftUI calls `.onAppear`: a screen the state shows that the host has not told yet (the
    /// root first, when the session starts), and a screen uncovered again, whose screen pushed over
    /// it is gone. A presented screen does not cover the one beneath it, as a sheet does not. A
    /// screen's parts appear when they are made, and again with the screen when it is uncovered.
    /// Returns whether it told any.
    @discardableResult
    func appearNewScreens() -> Bool {
        var appearing = screens.takeNewScreens()
        let layers = visibleLayers()
        appearing += screens.takeNewScreens()
        if !rootAppeared {
            rootAppeared = true
            appearing.insert(root, at: 0)
        }
        let nowCovered = Set(
            layers.indices.dropLast().filter { layers[$0 + 1].arrival == .pushed }.map {
                ObjectIdentifier(layers[$0].screen)
            })
        let uncovered = layers.map(\.screen).filter {
            covered.contains(ObjectIdentifier($0)) && !nowCovered.contains(ObjectIdentifier($0))
        }
        appearing += uncovered.flatMap { [$0] + screens.parts(of: $0).map(\.screen) }
        covered = nowCovered
        for screen in appearing { screen.onAppear() }
        return !appearing.isEmpty
    }

    /// Tells the screen under the top one that the user went back from, or cancelled, the top one.
    func goBack(from layers: [Layer]) {
        guard layers.count > 1 else { return }
        screens.dismissLinkedScreen(above: layers[layers.count - 2].screen)
    }

    /// Tells the observer which screens left and arrived since the last report.
    func reportChanges() {
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
}
