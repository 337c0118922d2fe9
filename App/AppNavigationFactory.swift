import Assets
import CoreInterfaces
import Issues

/// The App's navigation factory: the modules' plugins composed into one checked registry.
/// Feature modules see it only as `any NavigationFactory`.
@MainActor
struct AppNavigationFactory: NavigationFactory {
    /// The registry every request goes through.
    let registry: NavigationRegistry

    /// Composes `plugins`, failing with every destination that has no provider or more than one.
    init(plugins: [ModulePlugin]) throws(RegistryError) {
        registry = try NavigationRegistry(plugins: plugins)
    }

    /// The plugins of every feature module, over the App's one data store. Adding a module adds a line here.
    static func plugins(data: InMemoryDataStore) -> [ModulePlugin] {
        [
            .assets(repository: data),
            .issues(repository: data),
        ]
    }

    func makeScreen(
        for destination: NavigationDestination,
        onResult: @escaping @MainActor (any NavigationResult) -> Void
    ) -> any Screen {
        registry.makeScreen(for: destination, onResult: onResult)
    }

    func presentation(of destination: NavigationDestination) -> Presentation {
        registry.presentation(of: destination)
    }
}
