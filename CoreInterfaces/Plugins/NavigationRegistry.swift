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

    /// Makes the screen for `destination` with the provider registered for it.
    public func makeScreen(
        for destination: NavigationDestination,
        onResult: @escaping @MainActor (any NavigationResult) -> Void
    ) -> any Screen {
        entry(for: destination.kind).provider.make(destination, onResult)
    }

    /// The presentation the provider of `destination` declared.
    public func presentation(of destination: NavigationDestination) -> Presentation {
        entry(for: destination.kind).provider.presentation
    }

    /// The entry for `kind`. Every kind has one: `init` refuses to make a registry otherwise.
    public func entry(for kind: NavigationDestination.Kind) -> Entry {
        guard let (module, provider) = table.lookup(kind) else {
            preconditionFailure("NavigationRegistry was validated at init; \(kind) must have a provider")
        }
        return Entry(module: module, provider: provider)
    }
}
