@_spi(Hosting) import FeatureRuntime
@_spi(Hosting) import CoreInterfaces

/// Opening a deep link (`--open`) as the user's choices would: each step from the top screen, once
/// the screen before has loaded.
extension TerminalHost {
    /// What opening the next step of a deep link did.
    enum RouteProgress {
        /// No step is left, or the screens' work has not ended yet (the host is told when it does).
        case waiting
        /// A step was opened: its screen is to be printed.
        case opened
        /// No screen could open the step (``unreachableStep``).
        case unreachable
    }

    /// Stacks the screens of a deep link, typed as `route`, by opening each of `destinations` from
    /// the top screen, each once the screen before has loaded. Piped, it does so before the
    /// session reads its first line, so a piped session prints the same screens at any latency,
    /// and returns the first destination no screen could open, or `nil` when every step was taken.
    /// At a terminal it returns at once: the session shows each screen as it loads, opens the next
    /// step when the load ends, and takes `b` and `q` meanwhile (any line ends the route); a step
    /// no screen can open ends the session with ``unreachableStep`` set.
    package func open(_ destinations: [NavigationDestination], route: String) async -> NavigationDestination? {
        await EffectMonitor.$current.withValue(effects) {
            await settle(waitingForWork: !console.isTerminal)
            observer?.user(.deepLink(route), on: shown)
            guard !console.isTerminal else {
                routeSteps = destinations
                return nil
            }
            for destination in destinations where stopRequest == nil {
                guard let top = visibleLayers().last, top.screen.open(destination) else { return destination }
                await settle(waitingForWork: true)
            }
            return nil
        }
    }

    /// At a terminal, opens the next step of the deep link once the screens' work has ended; until
    /// it has, has the host told when it ends (``Event/workEnded``).
    func openNextRouteStep() -> RouteProgress {
        guard let step = routeSteps.first else { return .waiting }
        guard effects.isIdle else {
            if !watchingForRoute {
                watchingForRoute = true
                Task { [effects, changes] in
                    await effects.idle()
                    changes.yield(.workEnded)
                }
            }
            return .waiting
        }
        routeSteps.removeFirst()
        guard let top = visibleLayers().last, top.screen.open(step) else {
            routeSteps = []
            unreachableStep = step
            return .unreachable
        }
        return .opened
    }
}
