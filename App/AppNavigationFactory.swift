import Assets
import CoreInterfaces
import Issues

/// The App's navigation factory: the modules' plugins composed into one checked registry.
/// It labels every screen it makes with its destination and module, and reports results, so
/// navigation is traced without any module's help. Feature modules see it only as `any NavigationFactory`.
@MainActor
struct AppNavigationFactory: NavigationFactory {
    /// The registry every request goes through.
    let registry: NavigationRegistry
    private let events: NavigationEventSink

    /// Composes `plugins`, failing with every destination that has no provider or more than one.
    init(plugins: [ModulePlugin], events: @escaping NavigationEventSink = { _ in }) throws(RegistryError) {
        registry = try NavigationRegistry(plugins: plugins)
        self.events = events
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
        let module = registry.entry(for: destination.kind).module
        var title = ""
        let screen = registry.makeScreen(for: destination) { [events] result in
            events(NavigationEvent(
                event: .result, destination: destination.kind.rawValue, module: module, title: title,
                resultType: type(of: result).resultType, resultID: result.id
            ))
            onResult(result)
        }
        title = screen.content.title
        return TracedScreen(screen, destination: destination, module: module)
    }

    func presentation(of destination: NavigationDestination) -> Presentation {
        registry.presentation(of: destination)
    }
}
