@_spi(Tracing) import FeatureRuntime
import CoreInterfaces

/// Checks that every screen that leaves (popped, dismissed, cancelled), every part let go with its
/// screen, and every store made with either, is released once the turn has settled: the run-time
/// counterpart of the leak tests.
///
/// Stores report themselves when made (``StoreObservation``); ``SessionObserver``, told by the host
/// when it asks a screen for its child and what it met, attaches the stores made meanwhile to that
/// screen, and hands each departing screen or part to ``depart(_:with:event:)`` with the stores the
/// factory made with it (``MadeScreens``).
@MainActor
package final class LeakWatch {
    private struct Departure {
        let objects: [WeakObject]
        let event: NavigationEvent
    }

    private var made = StoresMade()
    private var storesByScreen: [ObjectIdentifier: [WeakObject]] = [:]
    private var departures: [Departure] = []

    package init() {}

    /// A store was made.
    package func storeMade(_ store: AnyObject) {
        made.add(store)
    }

    /// Forgets the stores made so far; called before the host asks a screen for its child.
    package func startWatching() {
        made.mark()
    }

    /// `screen` was just met: the stores made since ``startWatching()`` belong to it, if it is new.
    package func met(_ screen: any Screen) {
        let id = ObjectIdentifier(screen)
        let stores = made.take()
        if storesByScreen[id] == nil { storesByScreen[id] = stores }
    }

    /// `screen` left: it, the stores made with it and `stores` are checked at the next ``check()``.
    package func depart(_ screen: any Screen, with stores: [WeakObject], event: NavigationEvent) {
        let objects =
            [WeakObject(screen)] + (storesByScreen.removeValue(forKey: ObjectIdentifier(screen)) ?? []) + stores
        departures.append(Departure(objects: objects, event: event))
    }

    /// Whether anything is waiting to be checked.
    package var isWaiting: Bool { !departures.isEmpty }

    /// The `leak` events for every departed screen still alive, or with a store still alive.
    package func check() -> [NavigationEvent] {
        defer { departures.removeAll() }
        return departures.filter { departure in departure.objects.contains { $0.object != nil } }.map { departure in
            let left = departure.event
            return NavigationEvent(
                event: .leak, destination: left.destination, module: left.module, title: left.title,
                screen: left.screen,
                point: left.point)
        }
    }
}
