/// Everything a feature module offers the App, declared once: its name, its home menu entry, its
/// deep-link routes, the destinations it provides and the destinations it needs from others, the
/// points on its screens where others add parts, and the parts it adds to others' screens.
///
/// Each feature module exposes one plugin value; the App lists the plugins and composes its home
/// menu, routes, help, stand-ins, listings and ``NavigationRegistry`` from them, so adding a
/// module means listing its plugin once.
public struct ModulePlugin {
    /// One entry on the App's home menu.
    public struct HomeEntry: Sendable {
        /// The text of the menu choice, for example `Assets`.
        public let label: String
        /// What choosing it pushes onto the home stack.
        public let opens: NavigationDestination

        /// An entry labelled `label` that opens `opens`.
        public init(label: String, opens: NavigationDestination) {
            self.label = label
            self.opens = opens
        }
    }

    /// The module's name, as shown in listings, traces and errors, and as `--module` selects it
    /// (for example `Assets`).
    public let name: String
    /// The module's entry on the home menu, if it has one.
    public let home: HomeEntry?
    /// The deep-link routes the module answers (`walkthrough --open`).
    public let routes: [DeepLink]
    /// The destinations the module provides.
    public let destinations: [DestinationProvider]
    /// The destinations the module's screens ask other modules for. The registry refuses to start
    /// unless each has a provider; run alone (`--module`), the App stands in for each.
    public let needs: [NavigationDestination]
    /// The points on the module's screens where other modules add parts. The registry refuses a
    /// part for a point no module declares.
    public let points: [PartPoint]
    /// The parts the module adds to other modules' screens (or its own).
    public let parts: [PartProvider]

    /// Creates the plugin of the module `name`.
    public init(
        name: String,
        home: HomeEntry? = nil,
        routes: [DeepLink] = [],
        destinations: [DestinationProvider],
        needs: [NavigationDestination] = [],
        points: [PartPoint] = [],
        parts: [PartProvider] = []
    ) {
        self.name = name
        self.home = home
        self.routes = routes
        self.destinations = destinations
        self.needs = needs
        self.points = points.map(\.kind)
        self.parts = parts
    }

    /// Every destination the module names, with who names it: each of its needs (the module), its
    /// home entry, and each step of each route. The registry checks each has a provider.
    var named: [(destination: NavigationDestination, by: String)] {
        needs.map { ($0.kind, name) }
            + (home.map { [($0.opens.kind, "home entry of \(name)")] } ?? [])
            + routes.flatMap { route in route.opens.map { ($0.kind, "route '\(route.path)' of \(name)") } }
    }

    /// Every destination the module names but does not provide, once each, told apart as the
    /// registry tells them (name and result type). Run alone, these are what the App stands in for.
    package var unprovided: [NavigationDestination] {
        let provided = Set(destinations.map(\.destination))
        var seen: Set<NavigationDestination> = []
        return named.map(\.destination).filter { !provided.contains($0) && seen.insert($0).inserted }
    }
}
