/// Why a set of plugins cannot serve every destination: some have no provider, some more than one.
public struct RegistryError: Error, Equatable, CustomStringConvertible {
    /// Destinations no plugin provides.
    public let missing: [NavigationDestination.Kind]
    /// Destinations more than one plugin provides, with those plugins' names.
    public let duplicated: [NavigationDestination.Kind: [String]]

    /// Creates an error for the destinations concerned.
    public init(missing: [NavigationDestination.Kind], duplicated: [NavigationDestination.Kind: [String]]) {
        self.missing = missing
        self.duplicated = duplicated
    }

    /// One line naming every destination concerned.
    public var description: String {
        var parts: [String] = []
        if !missing.isEmpty {
            parts.append("no module provides " + missing.map(\.rawValue).joined(separator: ", "))
        }
        for kind in duplicated.keys.sorted() {
            parts.append("\(kind.rawValue) is provided by more than one module (\(duplicated[kind, default: []].joined(separator: ", ")))")
        }
        return parts.joined(separator: "; ")
    }
}
