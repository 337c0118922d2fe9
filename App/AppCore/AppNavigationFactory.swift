import CoreInterfaces

/// The App's navigation factory: the modules' plugins composed into one checked registry.
/// When it has an event sink (`--trace`, tests), it labels every screen it makes with its
/// destination and module and reports results, so navigation is traced without any module's help. Feature modules see it only as `any NavigationFactory`.
@MainActor
public struct AppNavigationFactory: NavigationFactory {
    /// The registry every request goes through.
    public let registry: NavigationRegistry
    private let events: NavigationEventSink?

    /// Composes `plugins`, failing with every destination that has no provider or more than one.
    /// With `events`, every result is reported to it.
    public init(plugins: [ModulePlugin], events: NavigationEventSink? = nil) throws(RegistryError) {
        registry = try NavigationRegistry(plugins: plugins)
        self.events = events
    }

    /// Makes the screen with the registry, labelled with its destination and module, and reports
    /// each result it hands back.
    public func makeScreen(
        for destination: NavigationDestination,
        onResult: @escaping @MainActor (any NavigationResult) -> Void
    ) -> any Screen {
        guard let events else {
            // Nobody is listening: the screen goes out as made, with nothing in its way.
            return registry.makeScreen(for: destination, onResult: onResult)
        }
        let module = registry.entry(for: destination)?.module ?? "none"
        let made = MadeScreen()
        let screen = registry.makeScreen(for: destination) { result in
            events(NavigationEvent(
                event: .result, destination: destination.name, module: module,
                title: made.screen?.content.title ?? "",
                resultType: type(of: result).resultType, resultID: result.id,
                screen: made.screen.map(NavigationEvent.typeName)
            ))
            onResult(result)
        }
        let traced = TracedScreen(screen, destination: destination, module: module)
        made.screen = traced
        return traced
    }

    /// The presentation the destination's provider declared.
    public func presentation(of destination: NavigationDestination) -> Presentation {
        registry.presentation(of: destination)
    }
}

/// The screen being made, for the result events its closure reports later; weak, so the
/// screen's own closure does not keep it alive.
@MainActor
private final class MadeScreen {
    weak var screen: TracedScreen?
}
