/// The navigation factory made from the modules' plugins: every destination with its one
/// provider, every home entry and every route, checked when it is made, so a missing or doubled
/// provider, or a route that leads nowhere or clashes with another, is found at start-up.
@MainActor
public struct NavigationRegistry: NavigationFactory {
    /// One destination and the module that provides it.
    public struct Entry {
        /// The providing module's name.
        public let module: String
        /// The destination's provider.
        public let provider: DestinationProvider
    }

    /// Something a module declared, with the module's name.
    public struct Declared<Value> {
        /// The declaring module's name.
        public let module: String
        /// What it declared.
        public let value: Value
    }

    private let table: ProviderTable<NavigationDestination, DestinationProvider>
    /// The modules' names, in the order of the plugins.
    public let modules: [String]
    /// The home menu entries, in the order of the plugins.
    public let homeEntries: [Declared<ModulePlugin.HomeEntry>]
    /// Every route, in the order of the plugins and of each plugin's routes.
    public let routes: [Declared<DeepLink>]
    /// Every point where parts go, in the order of the plugins.
    public let points: [Declared<PartPoint>]
    /// Every part, in the order of the plugins: the order the host shows them in at a point.
    public let parts: [Declared<PartProvider>]

    /// Composes `plugins`, failing with every problem found (``RegistryError/problems(in:)``).
    public init(plugins: [ModulePlugin]) throws(RegistryError) {
        let problems = RegistryError.problems(in: plugins)
        guard problems.isEmpty else { throw RegistryError(problems: problems) }
        let entries = plugins.flatMap { plugin in
            plugin.destinations.map { (owner: plugin.name, key: $0.destination, provider: $0) }
        }
        do {
            table = try ProviderTable(required: [], entries: entries)
        } catch {
            // `problems(in:)` has already refused doubled providers, the table's only complaint.
            throw RegistryError(
                problems: error.duplicated.keys.sorted().map { .duplicated($0, modules: error.duplicated[$0] ?? []) })
        }
        modules = plugins.map(\.name)
        homeEntries = plugins.compactMap { plugin in plugin.home.map { Declared(module: plugin.name, value: $0) } }
        routes = plugins.flatMap { plugin in plugin.routes.map { Declared(module: plugin.name, value: $0) } }
        points = plugins.flatMap { plugin in plugin.points.map { Declared(module: plugin.name, value: $0) } }
        parts = plugins.flatMap { plugin in plugin.parts.map { Declared(module: plugin.name, value: $0) } }
    }

    /// Makes the screen for `destination` with the provider registered for it. A destination no
    /// plugin declared gets a notice, not a crash.
    public func makeScreen(
        for destination: NavigationDestination,
        onResult: @escaping @MainActor (any NavigationResult) -> Void
    ) -> any Screen {
        guard let entry = entry(for: destination) else {
            return TextScreen(title: "Unavailable", lines: ["No module provides \(destination.name)."])
        }
        return entry.provider.make(destination, onResult)
    }

    /// The presentation the provider of `destination` declared (`.push` for one with no provider).
    public func presentationStyle(of destination: NavigationDestination) -> PresentationStyle {
        entry(for: destination)?.provider.style ?? .push
    }

    /// Makes every part added at `point`, for the item it names, in the order of the plugins.
    /// A point without an item gets none.
    public func makeParts(at point: PartPoint) -> [Part] {
        parts.compactMap { makePart($0, at: point) }
    }

    /// The part `declared` makes for the item `point` names, or `nil` when it goes to another
    /// point or `point` names no item: one of ``makeParts(at:)``'s, for a factory that notes what
    /// each part made (the App's leak check).
    @_spi(Hosting)
    public func makePart(_ declared: Declared<PartProvider>, at point: PartPoint) -> Part? {
        guard let id = point.id, declared.value.point == point.kind else { return nil }
        return Part(module: declared.module, screen: declared.value.make(id))
    }

    /// The module and provider registered for `destination`'s kind, if any.
    public func entry(for destination: NavigationDestination) -> Entry? {
        guard let found = table.lookup(destination.kind) else { return nil }
        return Entry(module: found.owner, provider: found.provider)
    }

    /// Every destination provided, sorted by name.
    public var destinations: [NavigationDestination] {
        table.keys.sorted()
    }

    /// The destinations the route `text` opens, or `nil` when no route matches it. At most one
    /// route can match: `init` refuses routes that match the same links.
    public func destinations(forRoute text: String) -> [NavigationDestination]? {
        routes.lazy.compactMap { $0.value.destinations(for: text) }.first
    }
}
