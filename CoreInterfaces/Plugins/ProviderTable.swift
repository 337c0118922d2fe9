/// One provider for each of a required set of keys, checked when made: the validation and lookup
/// behind ``NavigationRegistry``, independent of the key type so that its cost can be measured
/// with any number of keys (the benchmarks use thousands of synthetic ones).
@_spi(Benchmarks)
public struct ProviderTable<Key: Hashable & Comparable & Sendable, Provider> {
    /// Why a table cannot be made: keys with no provider, and keys with more than one (with the
    /// owners of each).
    public struct Problem: Error, Equatable {
        /// Required keys nobody provides, sorted.
        public let missing: [Key]
        /// Keys provided more than once, with the owners that provide them.
        public let duplicated: [Key: [String]]
    }

    private let providers: [Key: (owner: String, provider: Provider)]

    /// Makes a table from `entries` (owner, key, provider), requiring exactly one provider for
    /// each of `required`.
    public init(required: [Key], entries: [(owner: String, key: Key, provider: Provider)]) throws(Problem) {
        var providers: [Key: (owner: String, provider: Provider)] = [:]
        var duplicated: [Key: [String]] = [:]
        providers.reserveCapacity(required.count)
        for entry in entries {
            if let existing = providers[entry.key] {
                duplicated[entry.key, default: [existing.owner]].append(entry.owner)
            } else {
                providers[entry.key] = (entry.owner, entry.provider)
            }
        }
        let missing = required.filter { providers[$0] == nil }.sorted()
        guard missing.isEmpty, duplicated.isEmpty else {
            throw Problem(missing: missing, duplicated: duplicated)
        }
        self.providers = providers
    }

    /// The owner and provider for `key`, if the table has one.
    public func lookup(_ key: Key) -> (owner: String, provider: Provider)? {
        providers[key]
    }

    /// Every key in the table.
    public var keys: Dictionary<Key, (owner: String, provider: Provider)>.Keys {
        providers.keys
    }
}
