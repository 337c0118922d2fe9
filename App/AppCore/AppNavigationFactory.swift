@_spi(Hosting) import CoreInterfaces
import NavigationTools

/// The App's navigation factory: the modules' plugins composed into one checked registry.
/// Feature modules see it only as `any NavigationFactory`. When it has an event sink (`--trace`,
/// `--explain`, tests), it notes which destination and module each screen it makes came from, and
/// reports the results they hand back, so navigation is traced without any module's help.
@MainActor
public struct AppNavigationFactory: NavigationFactory {
    /// The registry every request goes through.
    public let registry: NavigationRegistry
    private let events: NavigationEventSink?
    /// The screens made while someone listens, with where each came from.
    let made = MadeScreens()

    /// Composes `plugins`, failing with every problem the registry finds in them (see
    /// ``RegistryError``).
    /// With `events`, every result is reported to it.
    public init(plugins: [ModulePlugin], events: NavigationEventSink? = nil) throws(RegistryError) {
        registry = try NavigationRegistry(plugins: plugins)
        self.events = events
    }

    /// Makes the screen with the registry; while someone listens, notes where it came from and
    /// reports each result it hands back.
    public func makeScreen(
        for destination: NavigationDestination,
        onResult: @escaping @MainActor (any NavigationResult) -> Void
    ) -> any Screen {
        guard let events else {
            return registry.makeScreen(for: destination, onResult: onResult)
        }
        let module = registry.entry(for: destination)?.module ?? "none"
        let maker = Maker()
        made.startMaking()
        let screen = registry.makeScreen(for: destination) { result in
            events(
                NavigationEvent(
                    event: .result, destination: destination, module: module,
                    title: maker.screen?.content.title ?? "",
                    resultType: destination.resultName, resultID: result.id,
                    screen: maker.screen.map(NavigationEvent.typeName)
                ))
            onResult(result)
        }
        maker.screen = screen
        made.record(screen, origin: MadeScreens.Origin(destination: destination, point: nil, module: module))
        return screen
    }

    /// The parts the modules add at `point`; while someone listens, notes where each came from and
    /// what it made, and reports it (a ``NavigationEvent/Kind/part`` event).
    public func makeParts(at point: PartPoint) -> [Part] {
        guard let events else { return registry.makeParts(at: point) }
        return registry.parts.compactMap { declared in
            made.startMaking()
            guard let part = registry.makePart(declared, at: point) else { return nil }
            made.record(part.screen, origin: MadeScreens.Origin(destination: nil, point: point, module: part.module))
            events(
                NavigationEvent(
                    event: .part, module: part.module, title: part.screen.content.title,
                    screen: NavigationEvent.typeName(of: part.screen), point: point.description))
            return part
        }
    }

    /// The presentation the destination's provider declared.
    public func presentationStyle(of destination: NavigationDestination) -> PresentationStyle {
        registry.presentationStyle(of: destination)
    }
}

/// The screen being made, for the result events its closure reports later; weak, so the
/// screen's own closure does not keep it alive.
@MainActor
private final class Maker {
    weak var screen: (any Screen)?
}
