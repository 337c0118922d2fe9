/// Why a set of plugins does not fit together: each problem names the destinations, routes and
/// modules concerned, so the App can refuse to start with one line that says what to fix.
public struct RegistryError: Error, Equatable, CustomStringConvertible {
    /// One reason the plugins do not fit together.
    public enum Problem: Equatable, Sendable, CustomStringConvertible {
        /// A destination something needs, opens or routes to, that no module provides; `users`
        /// says who names it (for example `Assets` or `route 'assets/ID/link-issue' of Assets`).
        case unprovided(NavigationDestination, users: [String])
        /// A destination something needs whose name a module provides with another result type
        /// (a picker of another model, or a screen that hands nothing back), with that module.
        case mismatched(NavigationDestination, users: [String], provided: NavigationDestination, module: String)
        /// A destination more than one module provides, with those modules.
        case duplicated(NavigationDestination, modules: [String])
        /// Two plugins with the same module name.
        case duplicateModule(String)
        /// Two home entries with the same label, with their modules.
        case duplicateHomeLabel(String, modules: [String])
        /// A route whose declaration is wrong in itself.
        case badRoute(path: String, module: String, reason: String)
        /// Two routes that some link would match both of, with the modules that declare them.
        case routeConflict(path: String, module: String, otherPath: String, otherModule: String)
        /// A part for a point no module declares, with the module that adds it.
        case undeclaredPoint(PartPoint, module: String)
        /// A point more than one module declares, with those modules.
        case duplicatedPoint(PartPoint, modules: [String])

        /// The problem in words, naming what is concerned.
        public var description: String {
            switch self {
            case let .unprovided(destination, users):
                "no module provides \(destination.name) (needed by \(users.joined(separator: ", ")))"
            case let .mismatched(destination, users, provided, module):
                "\(destination.name) is needed as \(Self.shape(of: destination)) (by \(users.joined(separator: ", "))), but \(module) provides \(Self.shape(of: provided))"
            case let .duplicated(destination, modules):
                "\(destination.name) is provided by more than one module (\(modules.joined(separator: ", ")))"
            case let .duplicateModule(name):
                "two modules are named \(name)"
            case let .duplicateHomeLabel(label, modules):
                "the home entry '\(label)' is claimed by more than one module (\(modules.joined(separator: ", ")))"
            case let .badRoute(path, module, reason):
                "route '\(path)' of \(module) \(reason)"
            case let .routeConflict(path, module, otherPath, otherModule):
                path == otherPath
                    ? "route '\(path)' is claimed by both \(module) and \(otherModule)"
                    : "route '\(path)' of \(module) and route '\(otherPath)' of \(otherModule) match the same links"
            case let .undeclaredPoint(point, module):
                "\(module) adds a part to \(point.name), which no module declares as a point"
            case let .duplicatedPoint(point, modules):
                "the point \(point.name) is declared by more than one module (\(modules.joined(separator: ", ")))"
            }
        }

        /// What a destination hands back, in words.
        private static func shape(of destination: NavigationDestination) -> String {
            destination.resultName.map { "a picker of \($0)" } ?? "a screen that hands nothing back"
        }
    }

    /// Every problem found, in a stable order.
    public let problems: [Problem]

    /// Creates an error for `problems`.
    public init(problems: [Problem]) {
        self.problems = problems
    }

    /// One line naming every problem.
    public var description: String {
        problems.map(\.description).joined(separator: "; ")
    }

    /// Every problem with `plugins`, or none when they fit together: each module named once,
    /// each destination provided once, everything named provided, each route well formed and
    /// matching links no other route matches, each point declared once and every part's point
    /// declared.
    static func problems(in plugins: [ModulePlugin]) -> [Problem] {
        var problems: [Problem] = []
        var moduleNames: Set<String> = []
        for plugin in plugins where !moduleNames.insert(plugin.name).inserted {
            problems.append(.duplicateModule(plugin.name))
        }

        var providers: [NavigationDestination: [String]] = [:]
        for plugin in plugins {
            for provider in plugin.destinations { providers[provider.destination, default: []].append(plugin.name) }
        }
        for destination in providers.keys.sorted() {
            if let modules = providers[destination], modules.count > 1 {
                problems.append(.duplicated(destination, modules: modules))
            }
        }

        // Labels compare as a user types them: ignoring case.
        var modulesByLabel: [String: [String]] = [:]
        var labels: [String] = []
        for plugin in plugins {
            guard let label = plugin.home?.label else { continue }
            if modulesByLabel[label.lowercased()] == nil { labels.append(label) }
            modulesByLabel[label.lowercased(), default: []].append(plugin.name)
        }
        for label in labels {
            if let modules = modulesByLabel[label.lowercased()], modules.count > 1 {
                problems.append(.duplicateHomeLabel(label, modules: modules))
            }
        }

        var users: [NavigationDestination: [String]] = [:]
        for (destination, user) in plugins.flatMap(\.named) { users[destination, default: []].append(user) }
        for destination in users.keys.sorted() where providers[destination] == nil {
            var seen: Set<String> = []
            let named = (users[destination] ?? []).filter { seen.insert($0).inserted }
            // Provided under the same name with another result type: a mismatch, said as one.
            if let provided = providers.keys.sorted().first(where: {
                $0.name.isExactly(destination.name) && $0 != destination
            }) {
                problems.append(
                    .mismatched(
                        destination, users: named, provided: provided, module: providers[provided]?.first ?? "?"))
            } else {
                problems.append(.unprovided(destination, users: named))
            }
        }

        // A route is followed from the home screen, so its first step must be on the home menu.
        let homeDestinations = Set(plugins.compactMap { $0.home?.opens })
        let routes = plugins.flatMap { plugin in
            plugin.routes.map { (module: plugin.name, link: $0, segments: $0.segments) }
        }
        for (index, route) in routes.enumerated() {
            if let reason = route.link.problem {
                problems.append(.badRoute(path: route.link.path, module: route.module, reason: reason))
            } else if let first = route.link.opens.first, !homeDestinations.contains(first) {
                problems.append(
                    .badRoute(
                        path: route.link.path, module: route.module,
                        reason: "starts at \(first.name), which no home entry opens"))
            }
            for other in routes[..<index] where DeepLink.overlap(route.segments, other.segments) {
                problems.append(
                    .routeConflict(
                        path: other.link.path, module: other.module, otherPath: route.link.path,
                        otherModule: route.module))
            }
        }
        return problems + pointProblems(in: plugins)
    }

    /// Points declared twice, and parts for points nobody declares.
    private static func pointProblems(in plugins: [ModulePlugin]) -> [Problem] {
        var problems: [Problem] = []
        var declarers: [PartPoint: [String]] = [:]
        for plugin in plugins {
            for point in plugin.points { declarers[point, default: []].append(plugin.name) }
        }
        for point in declarers.keys.sorted() {
            if let modules = declarers[point], modules.count > 1 {
                problems.append(.duplicatedPoint(point, modules: modules))
            }
        }
        for plugin in plugins {
            for part in plugin.parts where declarers[part.point] == nil {
                problems.append(.undeclaredPoint(part.point, module: plugin.name))
            }
        }
        return problems
    }
}
