@_spi(Tracing) import FeatureRuntime
import CoreInterfaces
import NavigationTools

/// Checks that every screen that leaves (popped, dismissed, cancelled), and every store made with
/// it, is released once the turn has settled: the run-time counterpart of the leak tests.
///
/// Stores report themselves when made (``StoreObservation``); ``SessionObserver``, told by the host
/// when it asks a screen for its child and what it met, attaches the stores made meanwhile to that
/// screen, and hands each departing screen to ``depart(_:event:)``.
@MainActor
final class LeakWatch {
    private struct Weak {
        weak var object: AnyObject?
    }

    private struct Departure {
        let objects: [Weak]
        let event: NavigationEvent
    }

    private var made: [Weak] = []
    private var storesByScreen: [ObjectIdentifier: [Weak]] = [:]
    private var departures: [Departure] = []

    /// A store was made.
    func storeMade(_ store: AnyObject) {
        made.append(Weak(object: store))
    }

    /// Forgets the stores made so far; called before the host asks a screen for its child.
    func startWatching() {
        made.removeAll()
    }

    /// `screen` was just met: the stores made since ``startWatching()`` belong to it, if it is new.
    func met(_ screen: any Screen) {
        let id = ObjectIdentifier(screen)
        if storesByScreen[id] == nil { storesByScreen[id] = made }
        made.removeAll()
    }

    /// `screen` left: it and its stores are checked at the next ``check()``.
    func depart(_ screen: any Screen, event: NavigationEvent) {
        let objects = [Weak(object: screen)] + (storesByScreen.removeValue(forKey: ObjectIdentifier(screen)) ?? [])
        departures.append(Departure(objects: objects, event: event))
    }

    /// Whether anything is waiting to be checked.
    var isWaiting: Bool { !departures.isEmpty }

    /// The `leak` events for every departed screen still alive, or with a store still alive.
    func check() -> [NavigationEvent] {
        defer { departures.removeAll() }
        return departures.filter { departure in departure.objects.contains { $0.object != nil } }.map { departure in
            let left = departure.event
            return NavigationEvent(
                event: .leak, destination: left.destination, module: left.module, title: left.title, screen: left.screen
            )
        }
    }
}
