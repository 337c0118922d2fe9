import AppCore
import Assets
import AssetsInterface
import CoreInterfaces
import FeatureRuntime

/// Made-up modules that each add a part to the asset's detail, for what parts cost: each part
/// loads the asset through the Assets repository when it appears, and shows a line and a choice.
enum BenchParts {
    /// The App's plugins over `backend` that add no part, and `count` made-up modules adding one each.
    @MainActor
    static func plugins(_ backend: Backend, parts count: Int) -> [ModulePlugin] {
        // The App's modules that add no part of their own, then `count` that add one each.
        AppNavigationFactory.plugins(data: backend).filter { $0.parts.isEmpty }
            + (0..<count).map { $0 + 1 }.map { number in
                ModulePlugin(
                    name: "BenchPart\(number)", destinations: [],
                    parts: [
                        PartProvider(.assetDetail) { id in PartScreen(number: number, id: id, repository: backend) }
                    ]
                )
            }
    }
}

/// A part's logic: the asset's name, loaded when the part appears, and a mark the user toggles.
struct PartFeature: Reducer {
    struct State: Equatable {
        let id: String
        var name: String?
        var marked = false
    }

    enum Action: Equatable, Sendable {
        case onAppear
        case loaded(String?)
        case markTapped
    }

    let repository: any AssetsRepository

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .onAppear:
            return .run { [repository, id = state.id] send in
                await send(.loaded(try await repository.asset(id: id)?.name))
            } catch: { _, _ in
            }
        case let .loaded(name):
            state.name = name
            return .none
        case .markTapped:
            state.marked.toggle()
            return .none
        }
    }
}

/// A part's screen: one line and one choice.
@MainActor
final class PartScreen: Screen {
    let number: Int
    let store: Store<PartFeature.State, PartFeature.Action>

    init(number: Int, id: String, repository: any AssetsRepository) {
        self.number = number
        store = Store(initialState: PartFeature.State(id: id), reducer: PartFeature(repository: repository))
    }

    var content: ScreenContent {
        let state = store.state
        return ScreenContent(
            title: "Part \(number)", lines: ["Part \(number): \(state.name ?? "loading…")\(state.marked ? " *" : "")"],
            choices: [store.choice("Mark \(number)", sending: .markTapped)])
    }

    var links: [ScreenLink] { [] }

    func onAppear() {
        store.send(.onAppear)
    }

    func refresh() async {
        await store.send(.onAppear).finish()
    }
}
