/// The interface rule, held with no configuration: where a package gives a module an interface
/// target, named as the module with `Interface` after it (`Issues` and `IssuesInterface`), the
/// module's implementation is known only to targets that are neither: a module reaches another
/// through its interface, and an interface names only interfaces. So a package that adopts the
/// shape gets the rule by naming its targets, with no policy line of its own.
struct InterfaceRule {
    /// The root package's targets, by name.
    let targets: [String: PackageGraph.Target]

    init(graph: PackageGraph) {
        targets = graph.root.targets
    }

    /// The interface of `name` when `name` is an implementation: a library target whose sibling
    /// `<name>Interface` is one too.
    func interface(of name: String) -> String? {
        let interface = name + "Interface"
        guard Self.isLibrary(targets[name]), Self.isLibrary(targets[interface]) else { return nil }
        return interface
    }

    /// The implementation whose interface `name` is, when it is one.
    func implementation(ofInterface name: String) -> String? {
        guard name.hasSuffix("Interface") else { return nil }
        let implementation = String(name.dropLast("Interface".count))
        return interface(of: implementation) == name ? implementation : nil
    }

    /// What is wrong with `target` depending on the root target `dependency`, if anything: an
    /// implementation or an interface depending on a module's implementation.
    func judge(
        _ target: PackageGraph.Target, dependingOn dependency: String, verb: String = "depends on"
    ) -> (message: String, advice: String)? {
        guard let interface = interface(of: dependency), dependency != target.name else { return nil }
        if interface == target.name {
            return (
                "\(target.name) \(verb) \(dependency), its own implementation: an interface names only interfaces",
                "remove \(dependency) from \(target.name); move what it needs into \(interface), or leave it in \(dependency)"
            )
        }
        if self.interface(of: target.name) != nil {
            return (
                "\(target.name) \(verb) \(dependency), another module's implementation: a module reaches another only through its interface",
                "depend on \(interface) instead, and ask for what \(dependency) makes through the factory the interface declares"
            )
        }
        if implementation(ofInterface: target.name) != nil {
            return (
                "\(target.name) \(verb) \(dependency), a module's implementation: an interface names only interfaces",
                "depend on \(interface) instead"
            )
        }
        return nil
    }

    /// The `manifest` check's part: every dependency in `Package.swift` the rule refuses.
    func manifestFindings(manifest: String, file: String) -> [Finding] {
        var findings: [Finding] = []
        for target in targets.values.sorted(by: { $0.name < $1.name }) {
            for dependency in target.dependencies where dependency.kind == .target {
                guard let verdict = judge(target, dependingOn: dependency.name) else { continue }
                let place = ManifestCheck.location(of: dependency.name, inTarget: target.name, manifest: manifest)
                findings.append(
                    Finding(
                        check: "manifest", kind: .forbidden, target: target.name, dependency: dependency.name,
                        file: file, line: place.line, column: place.column,
                        message: verdict.message, advice: verdict.advice))
            }
        }
        return findings
    }

    private static func isLibrary(_ target: PackageGraph.Target?) -> Bool {
        target?.type == "regular"
    }
}
