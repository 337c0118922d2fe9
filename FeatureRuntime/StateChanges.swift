import Observation

/// What Observation tracks of a store: its state, as one observable property. A host that reads a
/// store's state inside `withObservationTracking` hears of the next change through it, as SwiftUI
/// redraws a view; the store announces a change only when its state is no longer equal to what it
/// was, as TCA skips a value that did not change.
///
/// Not generic, so its key path is made once per program (`stateKeyPath`). A generic store's own
/// key path (`\RootStore<R>.state`) is built again, by looking its types up by name, each time the
/// expression runs (Docs/Performance.md, the send path).
@MainActor
@usableFromInline
final class StateChanges: Observable {
    @usableFromInline let registrar = ObservationRegistrar()

    @usableFromInline
    nonisolated init() {}

    /// Stands for the store's state; it holds nothing itself.
    @usableFromInline var state: Void { () }

    /// The key path of ``state``, made once: a key path literal is made again each time it runs.
    @usableFromInline static let stateKeyPath = \StateChanges.state

    /// Tells Observation that the state was read.
    @inlinable
    func read() {
        registrar.access(self, keyPath: Self.stateKeyPath)
    }

    /// Tells Observation that the state has changed.
    @inlinable
    func announce() {
        registrar.willSet(self, keyPath: Self.stateKeyPath)
        registrar.didSet(self, keyPath: Self.stateKeyPath)
    }
}
