/// The sources of module k's implementation: its features, screens and plugin.
extension ScaleGenerator {
    func moduleFiles(_ k: Int) -> [(String, String)] {
        let j = next(k)
        return [
            (
                "ListFeature",
                imports(k) + """

                    struct ListFeature: Reducer {
                        struct State: Equatable {
                            var items: [Item\(k)UIModel] = []
                            var detail: DetailFeature.State?
                        }

                        enum Action: Equatable, Sendable {
                            case onAppear
                            case loaded([Item\(k)UIModel])
                            case tapped(Item\(k)UIModel)
                            case detail(DetailFeature.Action)
                            case detailDismissed
                        }

                        func reduce(into state: inout State, action: Action) -> Effect<Action> {
                            switch action {
                            case .onAppear:
                                return .send(.loaded(Item\(k)UIModel.examples))
                            case let .loaded(items):
                                state.items = items
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

                    @MainActor
                    final class ListScreen: Screen {
                        private let store: Store<ListFeature.State, ListFeature.Action>

                        init(store: Store<ListFeature.State, ListFeature.Action>) {
                            self.store = store
                        }

                        func onAppear() {
                            store.send(.onAppear)
                        }

                        var content: ScreenContent {
                            ScreenContent(title: "Module \(k)", choices: store.choices(for: store.state.items, label: \\.name) { .tapped($0) })
                        }

                        var links: [ScreenLink] {
                            [store.pushLink(item: { $0.detail?.item.id }, dismiss: .detailDismissed, open: openDetail) { [store] _ in
                                store.scope(state: \\.detail, action: ListFeature.Action.detail).map(DetailScreen.init)
                            }]
                        }

                        /// Its items are canned: nothing to read again.
                        func refresh() async {}

                        private func openDetail(_ destination: NavigationDestination) -> Bool {
                            guard destination.isKind(of: .module\(k)Detail),
                                  let item = store.state.items.first(where: { $0.id == destination.id })
                            else { return false }
                            store.send(.tapped(item))
                            return true
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

                        enum Action: Equatable, Sendable {
                            case pickTapped
                            case picked(Item\(j)UIModel, from: PresentationID)
                            case pickerDismissed(PresentationID)
                        }

                        func reduce(into state: inout State, action: Action) -> Effect<Action> {
                            switch action {
                            case .pickTapped:
                                state.destination.present(.picker)
                                return .none
                            case let .picked(item, presentation):
                                guard state.destination.isCurrent(presentation) else { return .none }
                                state.picked = item
                                state.destination.dismiss()
                                return .none
                            case let .pickerDismissed(presentation):
                                guard state.destination.isCurrent(presentation) else { return .none }
                                state.destination.dismiss()
                                return .none
                            }
                        }
                    }

                    """
            ),
            (
                "DetailScreen",
                imports(k, picks: true) + """

                    @MainActor
                    final class DetailScreen: Screen {
                        /// What this screen asks other modules for.
                        static let needs: [NavigationDestination] = [.picker(.module\(j)Picker)]

                        private let store: Store<DetailFeature.State, DetailFeature.Action>

                        init(store: Store<DetailFeature.State, DetailFeature.Action>) {
                            self.store = store
                        }

                        var content: ScreenContent {
                            let state = store.state
                            return ScreenContent(
                                title: state.item.name,
                                lines: ["ID: \\(state.item.id)", "Picked: " + (state.picked?.name ?? "none")],
                                choices: [store.choice("Pick from module \(j)", sending: .pickTapped)]
                            )
                        }

                        var links: [ScreenLink] {
                            [store.pickerLink(.module\(j)Picker, presented: \\.destination, as: .picker, onResult: DetailFeature.Action.picked, dismiss: DetailFeature.Action.pickerDismissed)]
                        }

                        /// It loads nothing.
                        func onAppear() {}

                        /// Its item is canned: nothing to read again.
                        func refresh() async {}
                    }

                    """
            ),
            (
                "PickerFeature",
                imports(k) + """

                    struct PickerFeature: Reducer {
                        struct State: Equatable {
                            var items: [Item\(k)UIModel] = []
                            var picked: Item\(k)UIModel?
                        }

                        enum Action: Equatable, Sendable {
                            case onAppear
                            case loaded([Item\(k)UIModel])
                            case itemPicked(Item\(k)UIModel)
                        }

                        let onResult: @MainActor (Item\(k)UIModel) -> Void

                        func reduce(into state: inout State, action: Action) -> Effect<Action> {
                            switch action {
                            case .onAppear:
                                return .send(.loaded(Item\(k)UIModel.examples))
                            case let .loaded(items):
                                state.items = items
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

                    @MainActor
                    final class PickerScreen: Screen {
                        private let store: Store<PickerFeature.State, PickerFeature.Action>

                        init(store: Store<PickerFeature.State, PickerFeature.Action>) {
                            self.store = store
                        }

                        func onAppear() {
                            store.send(.onAppear)
                        }

                        var content: ScreenContent {
                            ScreenContent(title: "Pick from module \(k)", choices: store.choices(for: store.state.items, label: \\.name) { .itemPicked($0) })
                        }

                        /// A pick ends the picker: it leads nowhere.
                        var links: [ScreenLink] { [] }

                        /// Its items are canned: nothing to read again.
                        func refresh() async {}
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
                                    .screen(.module\(k)List, style: .push) {
                                        ListScreen(store: Store(initialState: ListFeature.State(), reducer: ListFeature()))
                                    },
                                    .detail(.module\(k)Detail, style: .push) { id in
                                        guard let item = Item\(k)UIModel.examples.first(where: { $0.id == id }) else {
                                            return TextScreen(title: "Not found", lines: ["No item \\(id)."])
                                        }
                                        return DetailScreen(store: Store(initialState: DetailFeature.State(item: item), reducer: DetailFeature()))
                                    },
                                    .picker(.module\(k)Picker) { onResult in
                                        PickerScreen(store: Store(initialState: PickerFeature.State(), reducer: PickerFeature(onResult: onResult)))
                                    },
                                ],
                                needs: DetailScreen.needs
                            )
                        }
                    }

                    """
            ),
        ]
    }
}
