@testable import AppCore
@testable import DataFile
import AssetsInterface
import CoreInterfaces
import FeatureRuntime
import IssuesInterface

// A made-up module a team might add, kept whole in this file: it adds a part to both details (who
// owns the asset or issue shown, with `Assign owner`), offers its own picker of owners, and keeps
// each assignment as a record of its own in the data file. It edits no file of Assets, Issues or
// the App: the tests add its plugin to the App's list (`PartsTests`).

/// An owner, as the module's picker hands one back.
struct FixtureOwner: NavigationResult, Equatable {
    static let examples = [FixtureOwner(id: "kim", label: "Kim"), FixtureOwner(id: "sam", label: "Sam")]
    let id: String
    let label: String
}

extension PickerDestination where Result == FixtureOwner {
    static var fixtureOwnersPicker: Self { Self("fixtureOwnersPicker") }
}

/// Where the module reads and keeps owners; the App implements it over the data file's records.
protocol FixtureOwnersRepository: Sendable {
    func owner(of key: String) async throws -> String?
    func assign(_ owner: FixtureOwner, to key: String) async throws
}

/// The App's side: the module's records, asked for by its name.
extension Backend: FixtureOwnersRepository {
    func owner(of key: String) async throws -> String? {
        try await call("FixtureOwners")
        return await data.records(of: "FixtureOwners").first { $0.key.isExactly(key) }?.value(of: "owner")
    }

    func assign(_ owner: FixtureOwner, to key: String) async throws {
        await save(
            .record(module: "FixtureOwners", key: key, fields: [.init(name: "owner", value: owner.label)]),
            "FixtureOwners")
    }
}

/// The part: who owns the item shown, loaded when it appears, changed through the picker.
struct FixtureOwnerPart: Reducer {
    struct State: Equatable {
        let key: String
        var owner: String?
        var isLoading = true
        var failure: String?
        var destination = Presented<Destination>()
    }

    enum Destination: Equatable, Sendable { case picker }

    enum Action: Equatable, Sendable {
        case onAppear
        case loaded(String?)
        case failed(String)
        case assignTapped
        case picker(PresentationAction<FixtureOwner>)
    }

    let repository: any FixtureOwnersRepository

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .onAppear:
            return .run { [repository, key = state.key] send in
                await send(.loaded(try await repository.owner(of: key)))
            } catch: { error, send in
                await send(.failed("The owner could not be loaded: \(error)"))
            }
        case let .loaded(owner):
            state.owner = owner
            state.isLoading = false
            return .none
        case let .failed(line):
            state.isLoading = false
            state.failure = line
            return .none
        case .assignTapped:
            state.destination.present(.picker)
            return .none
        case let .picker(picked):
            guard let owner = state.destination.take(picked) else { return .none }
            state.owner = owner.label
            // The data layer's from here on: saved even if the screen leaves first.
            return .run { [repository, key = state.key] _ in
                try await repository.assign(owner, to: key)
            } catch: { error, send in
                await send(.failed("The owner could not be saved: \(error)"))
            }
        }
    }
}

@MainActor
final class FixtureOwnerPartScreen: Screen {
    let store: Store<FixtureOwnerPart.State, FixtureOwnerPart.Action>

    init(key: String, repository: any FixtureOwnersRepository) {
        store = Store(initialState: FixtureOwnerPart.State(key: key), reducer: FixtureOwnerPart(repository: repository))
    }

    var content: ScreenContent {
        let state = store.state
        let owner = state.isLoading ? "loading…" : state.owner ?? "none"
        return ScreenContent(
            title: "Owner", lines: ["Owner: \(owner)"] + (state.failure.map { [$0] } ?? []),
            choices: state.isLoading ? [] : [store.choice("Assign owner", sending: .assignTapped)])
    }

    var links: [ScreenLink] {
        [
            store.pickerLink(
                .fixtureOwnersPicker, presented: \.destination, as: .picker, action: FixtureOwnerPart.Action.picker)
        ]
    }

    func onAppear() { store.send(.onAppear) }

    func refresh() async { await store.send(.onAppear).finish() }
}

/// The module's picker: every owner it knows.
@MainActor
final class FixtureOwnersPickerScreen: Screen {
    let onResult: @MainActor (FixtureOwner) -> Void

    init(onResult: @escaping @MainActor (FixtureOwner) -> Void) {
        self.onResult = onResult
    }

    var content: ScreenContent {
        ScreenContent(
            title: "Pick an owner",
            choices: FixtureOwner.examples.map { owner in Choice(owner.label) { [onResult] in onResult(owner) } })
    }

    var links: [ScreenLink] { [] }
    func onAppear() {}
    func refresh() async {}
}

extension ModulePlugin {
    /// The made-up module's plugin: its picker, and its part on both details (keys say which kind
    /// of item each record is for, so an asset and an issue of one ID stay apart).
    @MainActor
    static func fixtureOwners(repository: any FixtureOwnersRepository) -> ModulePlugin {
        ModulePlugin(
            name: "FixtureOwners",
            destinations: [.picker(.fixtureOwnersPicker) { onResult in FixtureOwnersPickerScreen(onResult: onResult) }],
            needs: [.picker(.fixtureOwnersPicker)],
            parts: [
                PartProvider(.assetDetail) { id in FixtureOwnerPartScreen(key: "asset " + id, repository: repository) },
                PartProvider(.issueDetail) { id in FixtureOwnerPartScreen(key: "issue " + id, repository: repository) },
            ]
        )
    }
}
