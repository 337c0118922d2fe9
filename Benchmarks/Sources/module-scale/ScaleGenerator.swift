import Foundation

/// Writes a package with `modules` synthetic feature modules in this project's shape: CoreInterfaces
/// (the real runtime, screen contract and plugin types, copied from this repository), N modules each
/// with a list, a detail, a picker and a plugin, module k's detail picking from module k+1 through the
/// factory, and an App composing the plugins into a registry and printing the home menu.
struct ScaleGenerator {
    /// Where each module's contract (its result model and destinations) is declared.
    enum Shape: String, CaseIterable {
        /// Every module's contract in CoreInterfaces: the shape this project has.
        case shared
        /// One small interface target per module, which its clients depend on.
        case interfaces
    }

    let shape: Shape
    let modules: Int
    /// This repository's CoreInterfaces folder.
    let coreInterfaces: URL

    func next(_ k: Int) -> Int { k % modules + 1 }

    func write(to root: URL) throws {
        try? FileManager.default.removeItem(at: root)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try copyCoreInterfaces(to: root.appendingPathComponent("CoreInterfaces"))
        for k in 1...modules {
            let contractFolder = shape == .shared ? "CoreInterfaces/Contracts" : "Interfaces/Module\(k)Interface"
            try write(contract(k), to: "\(contractFolder)/Module\(k)Contract.swift", in: root)
            for (name, text) in moduleFiles(k) {
                try write(text, to: "Modules/Module\(k)/\(name).swift", in: root)
            }
        }
        try write(app(), to: "App/main.swift", in: root)
        try write(manifest(), to: "Package.swift", in: root)
        try write(policy(), to: "isolation-policy.txt", in: root)
    }

    /// The real CoreInterfaces, without this project's own modules' contracts.
    private func copyCoreInterfaces(to destination: URL) throws {
        for folder in try FileManager.default.contentsOfDirectory(atPath: coreInterfaces.path) where !["Models", "Destinations"].contains(folder) {
            try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: coreInterfaces.appendingPathComponent(folder), to: destination.appendingPathComponent(folder))
        }
    }

    private func imports(_ k: Int, picks: Bool = false) -> String {
        guard shape == .interfaces else { return "import CoreInterfaces\n" }
        return "import CoreInterfaces\nimport Module\(k)Interface\n" + (picks && next(k) != k ? "import Module\(next(k))Interface\n" : "")
    }

    func contract(_ k: Int) -> String {
        (shape == .interfaces ? "import CoreInterfaces\n\n" : "") + """
        /// Module \(k)'s item, as every module sees it.
        public struct Item\(k)UIModel: Identifiable, Hashable, NavigationResult {
            /// The name of this result kind.
            public static let resultType = "Item\(k)UIModel"
            /// Stable identifier.
            public var id: String
            /// Human name.
            public var name: String

            /// Creates an item.
            public init(id: String, name: String) {
                self.id = id
                self.name = name
            }

            /// The item's name.
            public var label: String { name }

            /// Three typical items.
            public static let examples = (1...3).map { Item\(k)UIModel(id: "M\(k)-\\($0)", name: "Item \(k).\\($0)") }
        }

        extension NavigationDestination {
            /// Module \(k)'s list.
            public static let module\(k)List = NavigationDestination("module\(k)List")
            /// Module \(k)'s detail of one item.
            public static let module\(k)Detail = NavigationDestination("module\(k)Detail", item: "item")
        }

        extension PickerDestination where Result == Item\(k)UIModel {
            /// Module \(k)'s picker.
            public static var module\(k)Picker: Self { Self("module\(k)Picker") }
        }

        """
    }

    func moduleFiles(_ k: Int) -> [(String, String)] {
        let j = next(k)
        return [
            ("ListFeature", imports(k) + """

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
                        return DetailFeature().reduce(into: &state.detail, action: action, embed: Action.detail)
                    case .detailDismissed:
                        state.detail = nil
                        return .none
                    }
                }
            }

            """),
            ("ListScreen", imports(k) + """

            @MainActor
            final class ListScreen: Screen {
                private let store: Store<ListFeature.State, ListFeature.Action>

                init(store: Store<ListFeature.State, ListFeature.Action>) {
                    self.store = store
                    store.send(.onAppear)
                }

                var content: ScreenContent {
                    ScreenContent(title: "Module \(k)", choices: store.choices(for: store.state.items, label: \\.name) { .tapped($0) })
                }

                var links: [ScreenLink] {
                    [store.push(item: { $0.detail?.item.id }, dismiss: .detailDismissed, open: openDetail) { [store] _ in
                        store.scope(state: \\.detail, action: ListFeature.Action.detail).map(DetailScreen.init)
                    }]
                }

                private func openDetail(_ destination: NavigationDestination) -> Bool {
                    guard destination.isKind(of: .module\(k)Detail),
                          let item = store.state.items.first(where: { $0.id == destination.id })
                    else { return false }
                    store.send(.tapped(item))
                    return true
                }
            }

            """),
            ("DetailFeature", imports(k, picks: true) + """

            struct DetailFeature: Reducer {
                struct State: Equatable {
                    var item: Item\(k)UIModel
                    var picked: Item\(j)UIModel?
                    var isPicking = false
                }

                enum Action: Equatable, Sendable {
                    case pickTapped
                    case picked(Item\(j)UIModel)
                    case pickerDismissed
                }

                func reduce(into state: inout State, action: Action) -> Effect<Action> {
                    switch action {
                    case .pickTapped:
                        state.isPicking = true
                        return .none
                    case let .picked(item):
                        guard state.isPicking else { return .none }
                        state.picked = item
                        state.isPicking = false
                        return .none
                    case .pickerDismissed:
                        state.isPicking = false
                        return .none
                    }
                }
            }

            """),
            ("DetailScreen", imports(k, picks: true) + """

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
                    [store.picker(.module\(j)Picker, isPresented: \\.isPicking, onResult: DetailFeature.Action.picked, dismiss: .pickerDismissed)]
                }
            }

            """),
            ("PickerFeature", imports(k) + """

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
                        return .run { [onResult] _ in onResult(item) }
                    }
                }
            }

            """),
            ("PickerScreen", imports(k) + """

            @MainActor
            final class PickerScreen: Screen {
                private let store: Store<PickerFeature.State, PickerFeature.Action>

                init(store: Store<PickerFeature.State, PickerFeature.Action>) {
                    self.store = store
                    store.send(.onAppear)
                }

                var content: ScreenContent {
                    ScreenContent(title: "Pick from module \(k)", choices: store.choices(for: store.state.items, label: \\.name) { .itemPicked($0) })
                }
            }

            """),
            ("Plugin", imports(k) + """

            extension ModulePlugin {
                /// Module \(k)'s plugin.
                @MainActor
                public static func module\(k)() -> ModulePlugin {
                    ModulePlugin(
                        name: "Module\(k)",
                        home: HomeEntry(label: "Module \(k)", opens: .module\(k)List),
                        routes: [DeepLink("module\(k)", opens: [.module\(k)List]), DeepLink("module\(k)/ID", opens: [.module\(k)List, .module\(k)Detail])],
                        destinations: [
                            .screen(.module\(k)List, presentation: .push) {
                                ListScreen(store: Store(initialState: ListFeature.State(), reducer: ListFeature()))
                            },
                            .detail(.module\(k)Detail, presentation: .push) { id in
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

            """),
        ]
    }

    func app() -> String {
        let imports = (1...modules).map { "import Module\($0)\n" }.joined()
        let plugins = (1...modules).map { "            .module\($0)(),\n" }.joined()
        return """
        #if canImport(Glibc)
        import Glibc
        #endif
        import CoreInterfaces
        \(imports)
        // The App: composes and validates every plugin into the registry, prints the home menu and the
        // first prompt, and ends with the input.
        do {
            let registry = try NavigationRegistry(plugins: [
        \(plugins)    ])
            print("Home")
            for (index, entry) in registry.homeEntries.enumerated() {
                print("\\(index + 1)) \\(entry.value.label)")
            }
            print("> ", terminator: "")
            _ = readLine()
        } catch {
            print("scale: \\(error)")
            exit(2)
        }

        """
    }

    func manifest() -> String {
        var targets = ["        .target(name: \"CoreInterfaces\", path: \"CoreInterfaces\"),"]
        for k in 1...modules {
            var dependencies = ["CoreInterfaces"]
            if shape == .interfaces {
                targets.append("        .target(name: \"Module\(k)Interface\", dependencies: [\"CoreInterfaces\"], path: \"Interfaces/Module\(k)Interface\"),")
                dependencies += Set(["Module\(k)Interface", "Module\(next(k))Interface"]).sorted()
            }
            targets.append("        .target(name: \"Module\(k)\", dependencies: [\(dependencies.map { "\"\($0)\"" }.joined(separator: ", "))], path: \"Modules/Module\(k)\"),")
        }
        let app = (["CoreInterfaces"] + (1...modules).map { "Module\($0)" }).map { "\"\($0)\"" }.joined(separator: ", ")
        targets.append("        .executableTarget(name: \"App\", dependencies: [\(app)], path: \"App\"),")
        return """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
            name: "Scale",
            targets: [
        \(targets.joined(separator: "\n"))
            ]
        )

        """
    }

    func policy() -> String {
        guard shape == .interfaces else { return "CoreInterfaces:\nModules/*: CoreInterfaces\n" }
        let modules = (1...self.modules).map { k in
            "Module\(k): " + (["CoreInterfaces"] + Set(["Module\(k)Interface", "Module\(next(k))Interface"]).sorted()).joined(separator: ", ")
        }
        return "CoreInterfaces:\nInterfaces/*: CoreInterfaces\n" + modules.joined(separator: "\n") + "\n"
    }

    private func write(_ text: String, to path: String, in root: URL) throws {
        let file = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }
}
