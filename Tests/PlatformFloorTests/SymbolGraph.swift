import Foundation

/// The parts of a symbol graph file (what `swift-symbolgraph-extract` writes for a module) the
/// check reads: each public declaration's USR, name, kind and availability, and which declaration
/// is a member of which. The compiler writes the availability from the module itself, with the
/// `@available(SwiftStdlib 6.2, *)` kind of macro already expanded to versions.
struct SymbolGraph: Decodable, Sendable {
    /// The module the file's symbols extend: the module itself, or for `Foundation@Swift` the
    /// module whose types Foundation's extensions extend.
    struct Module: Decodable, Sendable {
        var name: String
    }

    /// A declaration's identity: `precise` is its USR, as the AST dump names what it references.
    struct Identifier: Decodable, Sendable {
        var precise: String
    }

    /// A declaration's kind, such as `swift.struct` or `swift.method`.
    struct Kind: Decodable, Sendable {
        var identifier: String
    }

    /// A version as a symbol graph writes it.
    struct Version: Decodable, Sendable {
        var major: Int
        var minor: Int?
        var patch: Int?

        var osVersion: OSVersion { OSVersion(major, minor ?? 0, patch ?? 0) }
    }

    /// One platform's part of a declaration's availability.
    struct AvailabilityEntry: Decodable, Sendable {
        var domain: String?
        var introduced: Version?
        var obsoleted: Version?
        var isUnconditionallyUnavailable: Bool?
    }

    /// Where an extension member is declared: the constraints of its extension, if any.
    struct Extension: Decodable, Sendable {
        var constraints: [Constraint]?
    }

    /// One generic constraint of an extension (`where Self: SignedInteger`); only its presence is read.
    struct Constraint: Decodable, Sendable {
        var kind: String?
    }

    /// One public declaration.
    struct Symbol: Decodable, Sendable {
        var identifier: Identifier
        var kind: Kind
        var pathComponents: [String]
        var availability: [AvailabilityEntry]?
        /// Set on a member declared in an extension.
        var swiftExtension: Extension?

        /// Its own availability on the floor's platforms, the enclosing types' left out.
        var ownAvailability: Availability {
            var result = Availability()
            for entry in availability ?? [] {
                guard let platform = entry.domain.flatMap(Platform.init(rawValue:)) else { continue }
                let statement = PlatformAvailability(
                    introduced: entry.introduced?.osVersion,
                    obsoleted: entry.obsoleted?.osVersion,
                    unavailable: entry.isUnconditionallyUnavailable ?? false
                )
                result.platforms[platform] = result.platforms[platform].map { $0.stricter(statement) } ?? statement
            }
            return result
        }
    }

    /// A relationship between two declarations, by USR: `memberOf` says `source` is a member of
    /// `target`; `defaultImplementationOf` says `source`, in a protocol extension, implements the
    /// requirement `target`.
    struct Relationship: Decodable, Sendable {
        var kind: String
        var source: String
        var target: String
    }

    var module: Module
    var symbols: [Symbol]
    var relationships: [Relationship]

    /// The graph in a file's `data`.
    static func read(_ data: Data, file: String) throws(FloorCheckError) -> SymbolGraph {
        do {
            return try JSONDecoder().decode(SymbolGraph.self, from: data)
        } catch {
            throw FloorCheckError("cannot read the symbol graph \(file): \(error)")
        }
    }
}
