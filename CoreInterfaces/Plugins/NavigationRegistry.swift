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

    /// Every destination's entry.
    public let entries: [NavigationDestination.Kind: Entry]

    /// Composes `plugins`, failing unless every destination has exactly one provider.
    public init(plugins: [ModulePlugin]) throws(RegistryError) {
        var providers: [NavigationDestination.Kind: [Entry]] = [:]
        for plugin in plugins {
            for provider in plugin.destinations {
                providers[provider.kind, default: []].append(Entry(module: plugin.name, provider: provider))
            }
        }
        let missing = NavigationDestination.Kind.allCases.filter { providers[$0] == nil }.sorted()
        let duplicated = providers.filter { $0.value.count > 1 }.mapValues { $0.map(\.module) }
        guard missing.isEmpty, duplicated.isEmpty else {
            throw RegistryError(missing: missing, duplicated: duplicated)
        }
        entries = providers.compactMapValues(\.first)
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
        guard let entry = entries[kind] else {
            preconditionFailure("NavigationRegistry was validated at init; \(kind) must have a provider")
        }
        return entry
    }
}
