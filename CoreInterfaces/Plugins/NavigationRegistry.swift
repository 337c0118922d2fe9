/// The navigation factory made from the modules' plugins: every destination, its one provider,
/// checked when it is made, so a missing or doubled provider is found at start-up, never later.
@MainActor
public struct NavigationRegistry: NavigationFactory {
    /// One destination and the module that provides it.
    public struct Entry {
        /// The providing module's name.
        public let module: String
        /// The destination's provider.
        public let provider: DestinationProvider
    }

    private let table: ProviderTable<NavigationDestination.Kind, DestinationProvider>

    /// Composes `plugins`, failing unless every destination has exactly one provider.
    public init(plugins: [ModulePlugin]) throws(RegistryError) {
        let entries = plugins.flatMap { plugin in
            plugin.destinations.map { (owner: plugin.name, key: $0.kind, provider: $0) }
        }
        do {
            table = try ProviderTable(required: NavigationDestination.Kind.allCases, entries: entries)
        } catch {
            throw RegistryError(missing: error.missing, duplicated: error.duplicated)
        }
    }

    /// Makes the screen for `destination` with the provider registered for it. `init` guarantees
    /// every destination has one; should that ever not hold, the user sees a notice, not a crash.
    public func makeScreen(
        for destination: NavigationDestination,
        onResult: @escaping @MainActor (any NavigationResult) -> Void
    ) -> any Screen {
        guard let entry = entry(for: destination.kind) else {
            return TextScreen(title: "Unavailable", lines: ["No module provides \(destination.kind.rawValue)."])
        }
        return entry.provider.make(destination, onResult)
    }

    /// The presentation the provider of `destination` declared (`.push` for one with no provider).
    public func presentation(of destination: NavigationDestination) -> Presentation {
        entry(for: destination.kind)?.provider.presentation ?? .push
    }

    /// The module and provider registered for `kind`; `init` refuses to make a registry in which
    /// any kind has none.
    public func entry(for kind: NavigationDestination.Kind) -> Entry? {
        table.lookup(kind).map { Entry(module: $0.owner, provider: $0.provider) }
    }
}
