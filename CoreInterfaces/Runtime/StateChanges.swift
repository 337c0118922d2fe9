import Observation

/// What Observation tracks of a store: its whole state, as one observable property. A host that
/// reads a store's state inside `withObservationTracking` hears of the next change through it, as
/// SwiftUI redraws a view.
///
/// Not generic, so `\StateChanges.state` is made once per program. A generic store's own key path
/// (`\RootStore<R>.state`) is built again, by looking its types up by name, each time the
/// expression runs: about 16,000 instructions for every store made (Docs/Performance.md).
@MainActor
@usableFromInline
final class StateChanges: Observable {
    @usableFromInline let registrar = ObservationRegistrar()

    @usableFromInline
    nonisolated init() {}

    /// Stands for the store's whole state; it holds nothing itself.
    @usableFromInline var state: Void { () }

    /// Tells Observation that the state was read.
    @inlinable
    func read() {
        registrar.access(self, keyPath: \.state)
    }

    /// Changes the state through `change`, telling Observation before and after.
    @inlinable
    func change<T>(_ change: () throws -> T) rethrows -> T {
        try registrar.withMutation(of: self, keyPath: \.state, change)
    }
}
