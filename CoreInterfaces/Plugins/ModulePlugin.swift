/// What a feature module offers the App: its name and the destinations it provides.
///
/// Each feature module exposes one plugin value; the App lists the plugins and makes its
/// ``NavigationRegistry`` from them. Adding a destination to a module is a change inside that module.
public struct ModulePlugin {
    /// The module's name, as shown in listings and errors (for example `Assets`).
    public let name: String
    /// The destinations the module provides.
    public let destinations: [DestinationProvider]

    /// Creates a plugin for the module `name`.
    public init(name: String, destinations: [DestinationProvider]) {
        self.name = name
        self.destinations = destinations
    }
}
