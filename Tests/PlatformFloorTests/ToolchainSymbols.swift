/// Every public declaration of the toolchain modules a check loaded, with its availability: by USR
/// for the declarations the sources reference, and by qualified name for the types their
/// expressions and declarations have.
struct ToolchainSymbols: Sendable {
    /// A toolchain declaration as the report names it.
    struct Declaration: Equatable, Sendable {
        /// Its path, such as `Task.immediate(name:priority:executorPreference:operation:)`.
        var name: String
        /// The module that declares it, such as `_Concurrency`.
        var module: String
        /// Its availability, its enclosing types' included.
        var availability: Availability
    }

    /// The declarations by USR.
    private(set) var byUSR: [String: Declaration] = [:]
    /// The types by qualified name, as `swift-demangle` prints them: `Synchronization.Mutex`, and
    /// `Swift.Task` for a type of `_Concurrency`, which mangles in the `Swift` namespace.
    private(set) var typesByName: [String: Declaration] = [:]

    /// The symbol kinds that are types.
    static let typeKinds: Set<String> = [
        "swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias", "swift.actor",
    ]

    /// The relationships that make a declaration part of another, whose availability it shares.
    static let enclosingKinds: Set<String> = ["memberOf", "requirementOf", "optionalRequirementOf"]

    /// The table of `graphs`, each with the module that declares its symbols. A member of a type
    /// declared in another module (Foundation's members of `String`) gets the type's
    /// availability too, which the symbol graph leaves out across modules. A protocol requirement
    /// newer than its default implementation (`FixedWidthInteger.&*`, macOS 15, implemented for
    /// every type since Swift 5 in an extension) is as available as that implementation: where the
    /// requirement is not, the compiler resolves the same call to the implementation.
    init(graphs: [(module: String, graph: SymbolGraph)]) {
        var own: [String: Declaration] = [:]
        var parent: [String: String] = [:]
        var defaults: [String: [String]] = [:]
        var unconstrained: Set<String> = []
        var typeKeys: [String: [String]] = [:]
        for (module, graph) in graphs {
            for symbol in graph.symbols {
                let usr = symbol.identifier.precise
                let path = symbol.pathComponents.joined(separator: ".")
                let declaration = Declaration(name: path, module: module, availability: symbol.ownAvailability)
                if let known = own[usr] {
                    own[usr]?.availability = known.availability.stricter(declaration.availability)
                } else {
                    own[usr] = declaration
                }
                if symbol.swiftExtension?.constraints?.isEmpty ?? true {
                    unconstrained.insert(usr)
                }
                if Self.typeKinds.contains(symbol.kind.identifier) {
                    typeKeys[usr, default: []].append(contentsOf: ["\(module).\(path)", "\(graph.module.name).\(path)"])
                }
            }
            for relationship in graph.relationships {
                if Self.enclosingKinds.contains(relationship.kind) {
                    parent[relationship.source] = relationship.target
                } else if relationship.kind == "defaultImplementationOf" {
                    defaults[relationship.target, default: []].append(relationship.source)
                }
            }
        }

        var effective: [String: Availability] = [:]
        func availability(of usr: String, depth: Int) -> Availability {
            if let known = effective[usr] { return known }
            var result = own[usr]?.availability ?? Availability()
            if depth < 32, let enclosing = parent[usr], enclosing != usr {
                result = result.stricter(availability(of: enclosing, depth: depth + 1))
            }
            effective[usr] = result
            return result
        }
        for (usr, declaration) in own {
            var resolved = declaration
            resolved.availability = availability(of: usr, depth: 0)
            // An implementation in a constrained extension (`where Self: SignedInteger`) does not
            // serve every conforming type, so only unconstrained ones loosen the requirement.
            for implementation in defaults[usr] ?? []
            where unconstrained.contains(implementation) && own[implementation] != nil {
                resolved.availability = resolved.availability.looser(availability(of: implementation, depth: 0))
            }
            byUSR[usr] = resolved
            for key in typeKeys[usr] ?? [] {
                typesByName[key] =
                    typesByName[key].map {
                        Declaration(
                            name: $0.name, module: $0.module,
                            availability: $0.availability.stricter(resolved.availability))
                    } ?? resolved
            }
        }
    }
}
