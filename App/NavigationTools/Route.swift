import CoreInterfaces

/// A deep link resolved against the plugins' routes: the destinations a user would pass through
/// to reach a screen, in order. `TerminalHost.open(_:route:)` replays them through the same screens and
/// actions a user's choices go through.
package struct Route: Equatable {
    /// The route as typed, for messages.
    package let text: String
    /// The destinations to open, one after another, from the home screen.
    package let destinations: [NavigationDestination]

    /// The route `text` among `registry`'s routes, or an error listing the routes there are.
    @MainActor
    package static func resolve(_ text: String, in registry: NavigationRegistry) -> Result<Route, RouteError> {
        guard let destinations = registry.destinations(forRoute: text) else {
            let known = grammar(of: registry)
            return .failure(RouteError("unknown route '\(VisibleText.make(text, limit: 200))'; routes are \(known)"))
        }
        return .success(Route(text: text, destinations: destinations))
    }

    /// Every route of `registry`, for messages and `--help`: `assets, assets/ID, …`.
    @MainActor
    static func grammar(of registry: NavigationRegistry) -> String {
        let paths = registry.routes.map(\.value.path)
        return paths.isEmpty ? "none" : paths.joined(separator: ", ")
    }
}

/// A route that cannot be followed, in one line.
package struct RouteError: Error, Equatable {
    package let message: String

    init(_ message: String) {
        self.message = message
    }

    /// The error for a step the screens could not take.
    package static func unreachable(_ destination: NavigationDestination, in route: Route) -> RouteError {
        let reason =
            if let item = destination.item, let id = destination.id {
                "there is no \(item) with ID \(VisibleText.make(id, limit: 200))"
            } else {
                "\(destination.name) cannot be opened here"
            }
        return RouteError("cannot open route '\(VisibleText.make(route.text, limit: 200))': \(reason)")
    }
}
