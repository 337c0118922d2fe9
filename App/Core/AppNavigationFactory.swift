import CoreInterfaces

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

    /// The plugins of every feature module in ``FeatureModule``, over the App's one data store.
    static func plugins(data: InMemoryDataStore) -> [ModulePlugin] {
        FeatureModule.allCases.map { $0.plugin(data: data) }
    }

    func makeScreen(
        for destination: NavigationDestination,
        onResult: @escaping @MainActor (any NavigationResult) -> Void
    ) -> any Screen {
        let module = registry.entry(for: destination.kind).module
        let made = MadeScreen()
        let screen = registry.makeScreen(for: destination) { [events] result in
            events(NavigationEvent(
                event: .result, destination: destination.kind.rawValue, module: module, title: made.title,
                resultType: type(of: result).resultType, resultID: result.id
            ))
            onResult(result)
        }
        made.title = screen.content.title
        return TracedScreen(screen, destination: destination, module: module)
    }

    func presentation(of destination: NavigationDestination) -> Presentation {
        registry.presentation(of: destination)
    }
}

/// The title of a screen being made, for the result events its closure reports later.
@MainActor
private final class MadeScreen {
    var title = ""
}
