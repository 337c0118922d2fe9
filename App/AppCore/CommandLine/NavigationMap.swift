@_spi(Hosting) import CoreInterfaces

/// The navigation as one picture: every destination with the module that provides it, every link
/// a screen declares, the home menu and the deep-link routes, as a Mermaid flowchart
/// (`walkthrough --map`).
///
/// It is drawn from what runs, never by hand: the destinations, home entries and routes come from
/// the plugins, and the links from the screens the registry makes over the sample data, so a link
/// no screen declares cannot appear and a declared one cannot be missing. A screen's own pushes
/// (a list pushing its detail) are found by choosing each of its choices, as a user would.
@MainActor
enum NavigationMap {
    /// One arrow of the map.
    struct Edge: Hashable, Comparable {
        enum Kind: Hashable {
            /// Pushed by a screen of the same module.
            case push
            /// Pushed from another module's screen, through the factory.
            case pushAcross
            /// Presented as a picker that hands back `result`.
            case picker(result: String)
            /// A home menu entry.
            case home
            /// A deep-link route (`--open PATH`), drawn from the route's own node.
            case route
        }

        let from: String
        let to: String
        let kind: Kind

        static func < (lhs: Edge, rhs: Edge) -> Bool {
            (lhs.from, lhs.to, lhs.mermaid) < (rhs.from, rhs.to, rhs.mermaid)
        }

        /// The arrow as Mermaid draws it: solid within a module and from home, thick across modules,
        /// dotted for a picker and from a route.
        var mermaid: String {
            switch kind {
            case .push: "\(from) -->|push| \(to)"
            case .pushAcross: "\(from) ==>|push, across modules| \(to)"
            case let .picker(result): "\(from) -.->|picks \(result)| \(to)"
            case .home: "\(from) --> \(to)"
            case .route: "\(from) -.-> \(to)"
            }
        }
    }

    /// The map of `plugins` as a Mermaid flowchart, drawn from the screens they make.
    static func mermaid(plugins: [ModulePlugin]) async throws(RegistryError) -> String {
        let registry = try NavigationRegistry(plugins: plugins)
        let ids = await itemIDs(registry: registry)
        let edges = await self.edges(registry: registry, ids: ids)
        var lines = ["flowchart LR", "    home((Home))"]
        for module in registry.modules {
            let destinations = registry.destinations.filter { registry.entry(for: $0)?.module == module }
            guard !destinations.isEmpty else { continue }
            lines.append("    subgraph \(identifier(module))[\"\(module)\"]")
            for destination in destinations {
                let result = destination.resultName.map { " → \($0)" } ?? ""
                lines.append("        \(destination.name)[\"\(destination.name)\(result)\"]")
            }
            lines.append("    end")
        }
        for (index, route) in registry.routes.enumerated() {
            lines.append("    route\(index)>\"--open \(route.value.path)\"]")
        }
        lines += edges.map { "    " + $0.mermaid }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every arrow: home entries, routes (to the last destination each opens), and each link of each
    /// screen the registry makes, items opened with `ids`.
    static func edges(registry: NavigationRegistry, ids: [NavigationDestination: String]) async -> [Edge] {
        let work = EffectWork()
        return await EffectWork.$current.withValue(work) { await edges(registry: registry, ids: ids, loading: work) }
    }

    private static func edges(registry: NavigationRegistry, ids: [NavigationDestination: String], loading work: EffectWork) async -> [Edge] {
        var edges: Set<Edge> = []
        for entry in registry.homeEntries {
            edges.insert(Edge(from: "home", to: entry.value.opens.name, kind: .home))
        }
        for (index, route) in registry.routes.enumerated() {
            if let last = route.value.opens.last {
                edges.insert(Edge(from: "route\(index)", to: last.name, kind: .route))
            }
        }
        // Which destination a screen type stands for, to name the screens a screen pushes itself.
        var destinationOfType: [String: NavigationDestination] = [:]
        for destination in registry.destinations {
            destinationOfType[NavigationEvent.typeName(of: make(destination, registry: registry, ids: ids))] = destination
        }
        for destination in registry.destinations {
            let module = registry.entry(for: destination)?.module
            let screen = make(destination, registry: registry, ids: ids)
            await work.idle()
            // Links through the factory: what each asks for, whatever the state.
            for asked in screen.links.compactMap(\.asks) {
                let target = asked.kind
                let kind: Edge.Kind = if let result = target.resultName {
                    .picker(result: result)
                } else {
                    registry.entry(for: target)?.module == module ? .push : .pushAcross
                }
                edges.insert(Edge(from: destination.name, to: target.name, kind: kind))
            }
            // Pushes of the module's own screens: each choice made on a fresh screen, as a user would.
            for index in screen.content.choices.indices {
                let fresh = make(destination, registry: registry, ids: ids)
                await work.idle()
                let choices = fresh.content.choices
                guard choices.indices.contains(index) else { continue }
                choices[index].select()
                let shown = ShownScreens(environment: ScreenEnvironment(navigationFactory: registry))
                guard let linked = shown.linkedScreen(above: fresh), linked.presentation == .push,
                      let pushed = destinationOfType[NavigationEvent.typeName(of: linked.screen)],
                      pushed.name != destination.name
                else { continue }
                let across = registry.entry(for: pushed)?.module != module
                edges.insert(Edge(from: destination.name, to: pushed.name, kind: across ? .pushAcross : .push))
            }
        }
        return edges.sorted()
    }

    /// The screen for `destination`, showing its item from `ids` when it shows one.
    private static func make(_ destination: NavigationDestination, registry: NavigationRegistry, ids: [NavigationDestination: String]) -> any Screen {
        guard destination.item != nil else { return registry.makeScreen(for: destination) }
        return registry.makeScreen(for: destination.with(id: ids[destination] ?? ""))
    }

    /// An item's ID for each destination that shows one, found as a user finds it: by making each
    /// choice of every screen that needs no ID, and keeping the ID a pushed screen was opened with
    /// for the destination that makes a screen of the same type from it. A destination no screen
    /// pushes gets no ID.
    static func itemIDs(registry: NavigationRegistry) async -> [NavigationDestination: String] {
        let work = EffectWork()
        return await EffectWork.$current.withValue(work) { await itemIDs(registry: registry, loading: work) }
    }

    /// ``itemIDs(registry:)``, each screen read once what it loads has arrived (`work`).
    private static func itemIDs(registry: NavigationRegistry, loading work: EffectWork) async -> [NavigationDestination: String] {
        let showingOne = registry.destinations.filter { $0.item != nil }
        var ids: [NavigationDestination: String] = [:]
        for destination in registry.destinations where destination.item == nil {
            let first = registry.makeScreen(for: destination)
            await work.idle()
            for index in first.content.choices.indices {
                let screen = registry.makeScreen(for: destination)
                await work.idle()
                let choices = screen.content.choices
                guard choices.indices.contains(index) else { continue }
                choices[index].select()
                let shown = ShownScreens(environment: ScreenEnvironment(navigationFactory: registry))
                guard let linked = shown.linkedScreen(above: screen), linked.presentation == .push else { continue }
                let pushedType = NavigationEvent.typeName(of: linked.screen)
                for case let .item(item)? in screen.links.map(\.shown) {
                    guard let id = item.base as? String else { continue }
                    for target in showingOne where ids[target] == nil
                        && NavigationEvent.typeName(of: registry.makeScreen(for: target.with(id: id))) == pushedType {
                        ids[target] = id
                    }
                }
            }
        }
        return ids
    }

    /// `text` as a Mermaid node identifier: letters and digits only.
    private static func identifier(_ text: String) -> String {
        String(text.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }.map(Character.init))
    }
}
