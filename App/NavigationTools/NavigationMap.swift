@_spi(Hosting) import FeatureRuntime
@_spi(Hosting) import CoreInterfaces

/// The navigation as one picture: every destination with the module that provides it, every link
/// a screen declares, the home menu and the deep-link routes, as a Mermaid flowchart
/// (`walkthrough --map`).
///
/// It is drawn from what runs, never by hand: the destinations, home entries and routes come from
/// the plugins, and the links from the screens the registry makes over the sample data, so a link
/// no screen declares cannot appear and a declared one cannot be missing. A screen's own pushes
/// (a list pushing its detail) are found by choosing each of its choices, as a user would.
/// Destinations are told apart as the registry tells them: two with one name and different result
/// types are two nodes.
@MainActor
package enum NavigationMap {
    /// One arrow of the map, between two nodes.
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
            /// A module's part, to the point it goes to.
            case part
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
            case .part: "\(from) -.->|part| \(to)"
            }
        }
    }

    /// The map of `plugins` as a Mermaid flowchart, drawn from the screens they make.
    package static func mermaid(plugins: [ModulePlugin]) async throws(RegistryError) -> String {
        let registry = try NavigationRegistry(plugins: plugins)
        let nodes = nodes(registry.destinations)
        let work = EffectMonitor()
        let arrows = await EffectMonitor.$current.withValue(work) {
            await Self.edges(
                registry: registry, nodes: nodes, ids: Self.itemIDs(registry: registry, loading: work), loading: work)
        }
        var lines = ["flowchart LR", "    home((Home))"]
        for module in registry.modules {
            let destinations = registry.destinations.filter { registry.entry(for: $0)?.module == module }
            let points = registry.points.filter { $0.module == module }.map(\.value)
            let parts = registry.parts.filter { $0.module == module }.map(\.value.point)
            guard !destinations.isEmpty || !points.isEmpty || !parts.isEmpty else { continue }
            lines.append("    subgraph \(identifier(module))[\"\(module)\"]")
            for destination in destinations {
                let result = destination.resultName.map { " → \($0)" } ?? ""
                lines.append("        \(nodes[destination] ?? "")[\"\(destination.name)\(result)\"]")
            }
            for point in points {
                lines.append("        \(pointNode(point)){{\"point \(point.name)\"}}")
            }
            for point in parts {
                lines.append("        \(partNode(module, point))[\"part at \(point.name)\"]")
            }
            lines.append("    end")
        }
        for (index, route) in registry.routes.enumerated() {
            lines.append("    route\(index)>\"--open \(route.value.path)\"]")
        }
        var partArrows = registry.parts.map {
            Edge(from: partNode($0.module, $0.value.point), to: pointNode($0.value.point), kind: .part)
        }
        // What each part asks for through the factory (its picker), as a screen's links are drawn.
        for part in registry.parts {
            for asked in asks(ofPart: part.module, at: part.value.point, registry: registry) {
                let kind: Edge.Kind =
                    if let result = asked.resultName { .picker(result: result) } else { .pushAcross }
                partArrows.append(
                    Edge(
                        from: partNode(part.module, part.value.point), to: nodes[asked.kind] ?? identifier(asked.name),
                        kind: kind))
            }
        }
        lines += (arrows + partArrows.sorted()).map { "    " + $0.mermaid }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What `module`'s part at `point` asks the factory for through its links, whatever its state,
    /// each once.
    @MainActor
    package static func asks(
        ofPart module: String, at point: PartPoint, registry: NavigationRegistry
    ) -> [NavigationDestination] {
        var seen: Set<NavigationDestination> = []
        return registry.makeParts(at: point.with(id: "")).filter { $0.module == module }
            .flatMap { $0.screen.links.compactMap(\.asks) }.filter { seen.insert($0).inserted }
    }

    /// Each destination's node: its name as an identifier; where two destinations would share one,
    /// the type each hands back too, then a number, so every destination has a node of its own.
    /// The node of the point `point`, apart from every destination's.
    static func pointNode(_ point: PartPoint) -> String {
        "point_" + identifier(point.name)
    }

    /// The node of `module`'s part at `point`.
    static func partNode(_ module: String, _ point: PartPoint) -> String {
        "part_" + identifier(module) + "_" + identifier(point.name)
    }

    static func nodes(_ destinations: [NavigationDestination]) -> [NavigationDestination: String] {
        let byName = Dictionary(grouping: destinations) { identifier($0.name) }
        var nodes: [NavigationDestination: String] = [:]
        var taken: Set<String> = []
        for destination in destinations {
            var node = identifier(destination.name)
            if byName[node, default: []].count > 1 { node += "_" + identifier(destination.resultName ?? "screen") }
            let base = node
            var number = 1
            while !taken.insert(node).inserted {
                number += 1
                node = "\(base)\(number)"
            }
            nodes[destination] = node
        }
        return nodes
    }

    /// Every arrow: home entries, routes (to the last destination each opens), and each link of each
    /// screen the registry makes, items opened with `ids`, each read once what it loads has arrived
    /// (`work`).
    private static func edges(
        registry: NavigationRegistry, nodes: [NavigationDestination: String], ids: [NavigationDestination: String],
        loading work: EffectMonitor
    ) async -> [Edge] {
        func node(_ destination: NavigationDestination) -> String {
            nodes[destination.kind] ?? identifier(destination.name)
        }
        var edges: Set<Edge> = []
        for entry in registry.homeEntries {
            edges.insert(Edge(from: "home", to: node(entry.value.opens), kind: .home))
        }
        for (index, route) in registry.routes.enumerated() {
            if let last = route.value.opens.last {
                edges.insert(Edge(from: "route\(index)", to: node(last), kind: .route))
            }
        }
        // Which destination a screen type stands for, to name the screens a screen pushes itself.
        var destinationOfType: [ObjectIdentifier: NavigationDestination] = [:]
        for destination in registry.destinations {
            destinationOfType[screenType(of: make(destination, registry: registry, ids: ids))] = destination
        }
        for destination in registry.destinations {
            let module = registry.entry(for: destination)?.module
            // Links through the factory: what each asks for, whatever the state.
            let screen = make(destination, registry: registry, ids: ids)
            await work.idle()
            for asked in screen.links.compactMap(\.asks) {
                let kind: Edge.Kind =
                    if let result = asked.resultName {
                        .picker(result: result)
                    } else {
                        registry.entry(for: asked)?.module == module ? .push : .pushAcross
                    }
                edges.insert(Edge(from: node(destination), to: node(asked), kind: kind))
            }
            // Pushes of the module's own screens, as a user makes them.
            for (_, pushed) in await pushes(from: destination, registry: registry, ids: ids, loading: work) {
                guard let target = destinationOfType[screenType(of: pushed)], target != destination else { continue }
                let across = registry.entry(for: target)?.module != module
                edges.insert(Edge(from: node(destination), to: node(target), kind: across ? .pushAcross : .push))
            }
        }
        return edges.sorted()
    }

    /// An item's ID for each destination that shows one, found as a user finds it: by making each
    /// choice of every screen that needs no ID, and keeping the ID a pushed screen was opened with
    /// for the destination that makes a screen of the same type from it. A destination no screen
    /// pushes gets no ID.
    package static func itemIDs(registry: NavigationRegistry) async -> [NavigationDestination: String] {
        let work = EffectMonitor()
        return await EffectMonitor.$current.withValue(work) { await itemIDs(registry: registry, loading: work) }
    }

    /// ``itemIDs(registry:)``, each screen read once what it loads has arrived (`work`).
    private static func itemIDs(
        registry: NavigationRegistry, loading work: EffectMonitor
    ) async -> [NavigationDestination: String] {
        let showingOne = registry.destinations.filter { $0.item != nil }
        var ids: [NavigationDestination: String] = [:]
        for destination in registry.destinations where destination.item == nil {
            for (screen, pushed) in await pushes(from: destination, registry: registry, ids: [:], loading: work) {
                let pushedType = screenType(of: pushed)
                for case let .item(item)? in screen.links.map(\.shown) {
                    guard let id = item.base as? String else { continue }
                    for target in showingOne
                    where ids[target] == nil
                        && screenType(of: registry.makeScreen(for: target.with(id: id))) == pushedType
                    {
                        ids[target] = id
                    }
                }
            }
        }
        return ids
    }

    /// Each choice of `destination`'s screen made on a fresh screen, once what it loads has
    /// arrived, as a user would: the screen it was made on and the screen it pushed, for each
    /// choice that pushed one.
    private static func pushes(
        from destination: NavigationDestination, registry: NavigationRegistry, ids: [NavigationDestination: String],
        loading work: EffectMonitor
    ) async -> [(screen: any Screen, pushed: any Screen)] {
        var found: [(screen: any Screen, pushed: any Screen)] = []
        let first = make(destination, registry: registry, ids: ids)
        await work.idle()
        for index in first.content.choices.indices {
            let screen = make(destination, registry: registry, ids: ids)
            await work.idle()
            let choices = screen.content.choices
            guard choices.indices.contains(index) else { continue }
            choices[index].select()
            let shown = ShownScreens(environment: ScreenEnvironment(navigationFactory: registry))
            if let linked = shown.linkedScreen(above: screen), linked.style == .push {
                found.append((screen, linked.screen))
            }
        }
        return found
    }

    /// The screen for `destination`, showing its item from `ids` when it shows one, shown as a host
    /// shows it: told it appeared, so that it loads.
    private static func make(
        _ destination: NavigationDestination, registry: NavigationRegistry, ids: [NavigationDestination: String]
    ) -> any Screen {
        let screen =
            destination.item == nil
            ? registry.makeScreen(for: destination)
            : registry.makeScreen(for: destination.with(id: ids[destination] ?? ""))
        screen.onAppear()
        return screen
    }

    /// `screen`'s type itself, not its name: how a pushed screen is matched to the destination
    /// whose screens are of that type. Two modules may each have a `DetailScreen`; their types are
    /// two, where their bare names (`String(describing:)` drops the module) would be one.
    private static func screenType(of screen: any Screen) -> ObjectIdentifier {
        ObjectIdentifier(type(of: screen))
    }

    /// `text` as a Mermaid node identifier: letters and digits only.
    private static func identifier(_ text: String) -> String {
        String(
            text.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }.map(Character.init))
    }
}
