/// The sources of module k's implementation: its features, screens and plugin, in the short form
/// the reference modules are written in.
extension ScaleGenerator {
    func moduleFiles(_ k: Int) -> [(String, String)] {
        let j = next(k)
        return [
            (
                "ListFeature",
                imports(k) + """

                    struct ListFeature: Reducer {
                        struct State: Equatable {
                            var items = Loaded<[Item\(k)UIModel]>()
                            var detail: DetailFeature.State?
                        }

                        enum Action: Equatable, ScreenAction {
                            case onAppear, refresh, retryTapped
                            case loaded(Result<[Item\(k)UIModel], LoadFailure>)
                            case tapped(Item\(k)UIModel)
                            case detail(DetailFeature.Action)
                            case detailDismissed
                        }

                        func reduce(into state: inout State, action: Action) -> Effect<Action> {
                            switch action {
                            case .onAppear, .refresh, .retryTapped:
                                return .send(.loaded(.success(Item\(k)UIModel.examples)))
                            case let .loaded(outcome):
                                state.items.finish(outcome)
                                return .none
                            case let .tapped(item):
                                state.detail = DetailFeature.State(item: item)
                                return .none
                            case let .detail(action):
                                return DetailFeature().reduce(&state, child: \\.detail, action: action, embed: Action.detail)
                            case .detailDismissed:
                                state.detail = nil
                                return .none
                            }
                        }
                    }

                    """
            ),
            (
                "ListScreen",
                imports(k) + """

                    extension ListFeature: ScreenFeature {
                        static func content(_ store: StoreOf<Self>) -> ScreenContent {
                            store.content(of: store.state.items, title: "Module \(k)", noun: "items", empty: "No items.") {
                                store.choices(for: $0, label: \\.name) { .tapped($0) }
                            }
                        }

                        static func links(_ store: StoreOf<Self>) -> [ScreenLink] {
                            [store.pushLink(item: { $0.detail?.item.id }, dismiss: .detailDismissed, open: { store.open($0, as: .module\(k)Detail, among: store.state.items.value, selecting: Action.tapped) }) { _ in
                                store.scope(state: \\.detail, action: Action.detail).map(StoreScreen<DetailFeature>.init)
                            }]
                        }
                    }

                    """
            ),
            (
                "DetailFeature",
                imports(k, picks: true) + """

                    struct DetailFeature: Reducer {
                        struct State: Equatable, Identifiable {
                            var item: Item\(k)UIModel
                            var picked: Item\(j)UIModel?
                            var destination = Presented<Destination>()
                            var id: String { item.id }
                        }

                        enum Destination: Equatable, Sendable {
                            case picker
                        }

                        enum Action: Equatable, ScreenAction {
                            case onAppear, refresh, retryTapped
                            case pickTapped
                            case picker(PresentationAction<Item\(j)UIModel>)
                        }

                        func reduce(into state: inout State, action: Action) -> Effect<Action> {
                            switch action {
                            case .onAppear, .refresh, .retryTapped:
                                return .none
                            case .pickTapped:
                                state.destination.present(.picker)
                                return .none
                            case let .picker(action):
                                guard let item = state.destination.take(action) else { return .none }
                                state.picked = item
                                return .none
                            }
                        }
                    }

                    """
            ),
            (
                "DetailScreen",
                imports(k, picks: true) + """

                    extension DetailFeature: ScreenFeature {
                        /// What this screen asks other modules for.
                        static let needs: [NavigationDestination] = [.picker(.module\(j)Picker)]

                        static func content(_ store: StoreOf<Self>) -> ScreenContent {
                            let state = store.state
                            return ScreenContent(
                                title: state.item.name,
                                lines: ["ID: \\(state.item.id)", "Picked: " + (state.picked?.name ?? "none")],
                                choices: [store.choice("Pick from module \(j)", sending: .pickTapped)]
                            )
                        }

                        static func links(_ store: StoreOf<Self>) -> [ScreenLink] {
                            [store.pickerLink(.module\(j)Picker, presented: \\.destination, as: .picker, action: Action.picker)]
                        }
                    }

                    """
            ),
            (
                "PickerFeature",
                imports(k) + """

                    struct PickerFeature: Reducer {
                        struct State: Equatable {
                            var items = Loaded<[Item\(k)UIModel]>()
                            var picked: Item\(k)UIModel?
                        }

                        enum Action: Equatable, ScreenAction {
                            case onAppear, refresh, retryTapped
                            case loaded(Result<[Item\(k)UIModel], LoadFailure>)
                            case itemPicked(Item\(k)UIModel)
                        }

                        let onResult: @MainActor (Item\(k)UIModel) -> Void

                        func reduce(into state: inout State, action: Action) -> Effect<Action> {
                            switch action {
                            case .onAppear, .refresh, .retryTapped:
                                return .send(.loaded(.success(Item\(k)UIModel.examples)))
                            case let .loaded(outcome):
                                state.items.finish(outcome)
                                return .none
                            case let .itemPicked(item):
                                guard state.picked == nil else { return .none }
                                state.picked = item
                                return .handBack(item, to: onResult)
                            }
                        }
                    }

                    """
            ),
            (
                "PickerScreen",
                imports(k) + """

                    extension PickerFeature: ScreenFeature {
                        static func content(_ store: StoreOf<Self>) -> ScreenContent {
                            store.content(of: store.state.items, title: "Pick from module \(k)", noun: "items", empty: "No items.") {
                                store.choices(for: $0, label: \\.name) { .itemPicked($0) }
                            }
                        }

                        /// A pick ends the picker: it leads nowhere.
                        static func links(_ store: StoreOf<Self>) -> [ScreenLink] { [] }
                    }

                    """
            ),
            (
                "Plugin",
                imports(k) + """

                    extension ModulePlugin {
                        /// Module \(k)'s plugin.
                        @MainActor
                        public static func module\(k)() -> ModulePlugin {
                            ModulePlugin(
                                name: "Module\(k)",
                                home: HomeEntry(label: "Module \(k)", opens: .module\(k)List),
                                routes: [DeepLink("module\(k)", opens: [.module\(k)List]), DeepLink("module\(k)/ID", opens: [.module\(k)List, .module\(k)Detail])],
                                destinations: [
                                    .screen(.module\(k)List, style: .push) { StoreScreen(ListFeature(), state: .init()) },
                                    .detail(.module\(k)Detail, style: .push) { id in
                                        guard let item = Item\(k)UIModel.examples.first(where: { $0.id == id }) else {
                                            return TextScreen(title: "Not found", lines: ["No item \\(id)."])
                                        }
                                        return StoreScreen(DetailFeature(), state: .init(item: item))
                                    },
                                    .picker(.module\(k)Picker) { onResult in StoreScreen(PickerFeature(onResult: onResult), state: .init()) },
                                ],
                                needs: DetailFeature.needs
                            )
                        }
                    }

                    """
            ),
        ]
    }
}
