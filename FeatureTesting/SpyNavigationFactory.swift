@_spi(Hosting) import CoreInterfaces

/// A ``NavigationFactory`` for testing one module alone: it records every destination asked
/// for and returns a ``SpyScreen`` that can play back a result, so no other module is needed.
@MainActor
public final class SpyNavigationFactory: NavigationFactory {
    /// Every destination asked for, in order.
    public private(set) var requests: [NavigationDestination] = []
    /// Every screen made, in order.
    public private(set) var screens: [SpyScreen] = []
    /// How a destination is shown when a test says so; otherwise a picker (a destination that hands
    /// back a result) is modal and anything else is pushed. The spy names no module's destination.
    public var styles: [NavigationDestination: PresentationStyle] = [:]

    /// Creates a factory that has made nothing yet.
    public init() {}

    /// Records the request and returns a ``SpyScreen`` holding `onResult`.
    public func makeScreen(
        for destination: NavigationDestination,
        onResult: @escaping @MainActor (any NavigationResult) -> Void
    ) -> any Screen {
        requests.append(destination)
        let screen = SpyScreen(destination: destination, onResult: onResult)
        screens.append(screen)
        return screen
    }

    /// The style set in ``styles``, or `.modal` for a picker and `.push` otherwise.
    public func presentationStyle(of destination: NavigationDestination) -> PresentationStyle {
        styles[destination.kind] ?? (destination.result == nil ? .push : .modal)
    }

    /// No part: a module's tests see only its own screens, whatever parts other modules add.
    public func makeParts(at point: PartPoint) -> [Part] {
        []
    }

    /// The screens linked screens show, made in an environment carrying this factory, as a host
    /// keeps them: the same each time, so the screens a test's screens show stay the same while
    /// their state does.
    package private(set) lazy var shown = ShownScreens(environment: ScreenEnvironment(navigationFactory: self))
}

/// The stand-in screen a ``SpyNavigationFactory`` returns: it shows nothing and delivers
/// whatever result a test gives it.
@MainActor
public final class SpyScreen: Screen {
    /// The destination it stands in for.
    public let destination: NavigationDestination
    private let onResult: (any NavigationResult) -> Void

    init(destination: NavigationDestination, onResult: @escaping @MainActor (any NavigationResult) -> Void) {
        self.destination = destination
        self.onResult = onResult
    }

    /// A title naming the destination; no choices.
    public var content: ScreenContent {
        ScreenContent(title: "Spy \(destination)")
    }

    /// Plays back `result` as if the real screen had produced it.
    public func deliver(_ result: any NavigationResult) {
        onResult(result)
    }

    /// It leads nowhere.
    public var links: [ScreenLink] { [] }

    /// It loads nothing.
    public func onAppear() {}

    /// It shows no data.
    public func refresh() async {}
}
