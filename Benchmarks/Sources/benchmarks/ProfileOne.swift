import AppCore
import FeatureRuntime
import Foundation
import Swinject

/// Runs the one measurement `--only` names, `operations` times, untimed, for a profiler
/// (callgrind) to count; ends the process (status 2 for a name it does not know).
@MainActor
func profile(_ only: String, operations: Int) async -> Never {
    switch only {
    case "navigation.round-trip":
        guard let trip = try? await RoundTrip() else { exit(2) }
        for _ in 0..<operations { _ = await trip.run() }
    case "navigation.round-trip.three-parts":
        guard let trip = try? await RoundTrip(parts: 3) else { exit(2) }
        for _ in 0..<operations { _ = await trip.run() }
    case "peer.swinject.resolve":
        let container = makeSwinjectContainer()
        for _ in 0..<operations { blackHole(container.resolve(PickerFactory.self)) }
    case "peer.dependencies.read":
        let reader = DependencyReader()
        for _ in 0..<operations { blackHole(reader.makePicker()) }
    case "store.send":
        let store = Store(initialState: CounterFeature.State(), reducer: CounterFeature())
        for _ in 0..<operations { store.send(.increment) }
    case "store.send.after-1-render", "store.send.after-1000-renders":
        let store = ScopedCounter.store(afterRenders: only == "store.send.after-1-render" ? 1 : 1_000)
        for _ in 0..<operations { store.send(.increment) }
    case "navigation.round-trip.by-hand":
        guard let trip = await ByHandRoundTrip(backend: .sample()) else { exit(2) }
        for _ in 0..<operations { _ = await trip.run() }
    case "navigation.round-trip.switch-factory":
        let backend = Backend.sample()
        let trip = await RoundTrip(backend: backend, factory: SwitchFactory(data: backend))
        for _ in 0..<operations { _ = await trip.run() }
    case "peer.swinject.round-trip":
        let backend = Backend.sample()
        let trip = await RoundTrip(backend: backend, factory: SwinjectFactory(data: backend))
        for _ in 0..<operations { _ = await trip.run() }
    case "peer.dependencies.round-trip":
        let backend = Backend.sample()
        let trip = await RoundTrip(backend: backend, factory: DependenciesFactory.make(data: backend))
        for _ in 0..<operations { _ = await trip.run() }
    default:
        FileHandle.standardError.write(
            Data(
                "benchmarks: --only takes navigation.round-trip, navigation.round-trip.three-parts, peer.swinject.resolve, peer.dependencies.read, store.send, store.send.after-1-render, store.send.after-1000-renders, navigation.round-trip.by-hand, navigation.round-trip.switch-factory, peer.swinject.round-trip or peer.dependencies.round-trip\n"
                    .utf8))
        exit(2)
    }
    exit(0)
}
