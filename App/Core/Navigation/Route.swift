import CoreInterfaces

/// A deep link: the destinations a user would pass through to reach a screen, in order.
/// Parsing is a pure function; `TerminalHost.open(_:)` replays the destinations through the
/// same screens and actions a user's choices go through.
struct Route: Equatable {
    /// The route as typed, for messages.
    let text: String
    /// The destinations to open, one after another, from the home screen.
    let destinations: [NavigationDestination]

    /// The grammar, for messages and `--help`.
    static let grammar = "assets, assets/ID, assets/ID/link-issue, issues, issues/ID, issues/ID/link-asset"

    /// Reads `text` as `assets[/ID[/link-issue]]` or `issues[/ID[/link-asset]]`.
    static func parse(_ text: String) -> Result<Route, RouteError> {
        let segments = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let destinations = Self.destinations(segments)
        guard let destinations else {
            return .failure(RouteError("unknown route '\(text)'; routes are \(grammar)"))
        }
        return .success(Route(text: text, destinations: destinations))
    }

    private static func destinations(_ segments: [String]) -> [NavigationDestination]? {
        guard let root = segments.first, (1...3).contains(segments.count) else { return nil }
        let id = segments.count > 1 ? segments[1] : nil
        let action = segments.count > 2 ? segments[2] : nil
        if id?.isEmpty == true { return nil }
        switch (root, id, action) {
        case ("assets", nil, nil):
            return [.assetsList]
        case let ("assets", id?, nil):
            return [.assetsList, .assetDetail(id: id)]
        case let ("assets", id?, "link-issue"):
            return [.assetsList, .assetDetail(id: id), .issuesListPicker]
        case ("issues", nil, nil):
            return [.issuesList]
        case let ("issues", id?, nil):
            return [.issuesList, .issueDetail(id: id)]
        case let ("issues", id?, "link-asset"):
            return [.issuesList, .issueDetail(id: id), .assetsListPicker]
        default:
            return nil
        }
    }
}

/// A route that cannot be parsed or followed, in one line.
struct RouteError: Error, Equatable {
    let message: String

    init(_ message: String) {
        self.message = message
    }

    /// The error for a step the screens could not take.
    static func unreachable(_ destination: NavigationDestination, in route: Route) -> RouteError {
        let reason = switch destination {
        case let .assetDetail(id): "there is no asset with ID \(id)"
        case let .issueDetail(id): "there is no issue with ID \(id)"
        default: "\(destination.kind.rawValue) cannot be opened here"
        }
        return RouteError("cannot open route '\(route.text)': \(reason)")
    }
}
