@_spi(Hosting) import FeatureRuntime
@_spi(Hosting) import CoreInterfaces
import Testing
import FeatureTesting
import TestSupport

/// A collection of children, as TCA's `forEach` runs one (`reduce(_:each:id:action:embed:)`): each
/// row's work is its own, keyed to its id, ended when the row is removed or another takes its
/// place; a late result of a removed row never lands on the row after it; an action for an id
/// that is not there is reported. Every wait is bounded in the main actor's turns.
@MainActor
struct CollectionOfChildrenTests {
    let monitor = EffectMonitor()
    let gate = CancelledWorkTests.Latch()

    func makeStore(_ ids: [String] = []) -> Store<Rows.State, Rows.Action> {
        EffectMonitor.$current.withValue(monitor) {
            Store(
                initialState: Rows.State(rows: ids.map { Rows.Row(id: $0) }), reducer: Rows(gate: { await gate.wait() })
            )
        }
    }

    func settles() async -> Bool {
        await TurnBound().race { [monitor] in await monitor.idle() }
    }

    @Test func aRemovedRowsWorkEndsAndTheOthersGoesOn() async {
        let store = makeStore(["1", "2"])
        store.send(.row(id: "1", .waitLong))
        store.send(.row(id: "2", .waitLong))
        store.send(.remove("1"))
        _ = await TurnBound(turns: 20).until { monitor.running < 2 }
        #expect(monitor.running == 1, "the removed row's work ended, and only it")
        store.send(.remove("2"))
        #expect(await settles())
    }

    /// The removed row's load answers late, after its cancellation (it waited for something that
    /// ignores it): it lands nowhere, not on the row now first.
    @Test func aRemovedRowsLateResultLandsNowhere() async {
        let store = makeStore(["1", "2"])
        store.send(.row(id: "1", .loadAfterGate))
        store.send(.remove("1"))
        gate.open()
        #expect(await settles())
        #expect(store.state.rows == [Rows.Row(id: "2")], "the late result landed on another row")
    }

    @Test func aRowReplacedByAnotherInOneTransitionLosesItsWork() async {
        let store = makeStore(["1"])
        store.send(.row(id: "1", .waitLong))
        store.send(.replaceAll(with: ["2"]))
        #expect(await settles(), "the first row's work went on under the second")
    }

    @Test func anActionForAnIdThatIsNotThereIsReported() {
        var reports: [String] = []
        monitor.absentChild = { reports.append($0) }
        let store = makeStore(["1"])
        store.send(.row(id: "9", .increment))
        #expect(store.state.rows == [Rows.Row(id: "1")])
        #expect(reports.count == 1)
        #expect(reports.first?.contains("its element 9 is absent") == true, "\(reports)")
    }

    /// "é" as one code point and as two are two ids, though Swift's `==` calls them equal.
    @Test func idsCompareByCodePoints() {
        var reports: [String] = []
        monitor.absentChild = { reports.append($0) }
        let store = makeStore(["\u{E9}"])
        store.send(.row(id: "e\u{301}", .increment))
        #expect(store.state.rows.map(\.count) == [0])
        #expect(reports.count == 1)
        store.send(.row(id: "\u{E9}", .increment))
        #expect(store.state.rows.map(\.count) == [1])
    }
}

/// Rows, each with work of its own.
struct Rows: Reducer {
    struct State: Equatable {
        var rows: [Row]
    }

    struct Row: Equatable, Identifiable {
        let id: String
        var count = 0
    }

    enum Action: Equatable, Sendable {
        case remove(String)
        case replaceAll(with: [String])
        case row(id: String, RowAction)
    }

    enum RowAction: Equatable, Sendable {
        case waitLong
        case loadAfterGate
        case increment
    }

    /// What ``RowAction/loadAfterGate`` waits for first, whether cancelled or not.
    let gate: @MainActor @Sendable () async -> Void

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case let .remove(id):
            state.rows.removeAll { $0.id == id }
            return .none
        case let .replaceAll(ids):
            state.rows = ids.map { Row(id: $0) }
            return .none
        case let .row(id, action):
            return RowFeature(gate: gate).reduce(&state, each: \.rows, id: id, action: action) { .row(id: id, $0) }
        }
    }
}

struct RowFeature: Reducer {
    let gate: @MainActor @Sendable () async -> Void

    func reduce(into state: inout Rows.Row, action: Rows.RowAction) -> Effect<Rows.RowAction> {
        switch action {
        case .waitLong:
            return .run { _ in try await Task.sleep(for: .seconds(3600)) }
        case .loadAfterGate:
            return .run { [gate] send in
                await gate()
                await send(.increment)
            }
        case .increment:
            state.count += 1
            return .none
        }
    }
}
