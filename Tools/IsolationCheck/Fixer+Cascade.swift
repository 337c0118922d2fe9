/// What `--fix`'s own additions leave unused: a dependency a target used only for a module it
/// re-exports (NIOFoundationCompat's NIO, for NIOCore) is unused once the module is declared itself,
/// and goes in the same fix, so the check after it finds nothing `--fix` could have done.
extension Fixer {
    /// The condition a new entry for `finding`'s module needs in its target, from its imports.
    func neededCondition(for finding: Finding) -> DependencyCondition {
        let sites = (scan.imports[finding.target] ?? []).map(\.found).filter { $0.module == finding.dependency }
        return DependencyCondition.needed(by: sites, traits: graph.root.traits, graphModules: Set(graph.origins.keys))
    }

    /// The dependency `finding`'s fix declares, as the graph would read it from the fixed manifest.
    func declaration(for finding: Finding) -> PackageGraph.Dependency? {
        guard let origin = graph.origins[finding.dependency], let (entry, _) = rule.addition(declaring: origin) else {
            return nil
        }
        let platforms: Set<String>? =
            if case let .when(platforms, _) = neededCondition(for: finding) { platforms } else { nil }
        return switch entry {
        case let .target(name): PackageGraph.Dependency(kind: .target, name: name, platforms: platforms)
        case let .product(name, _):
            PackageGraph.Dependency(kind: .product, name: name, package: origin.package, platforms: platforms)
        }
    }

    /// The `unused` findings of the targets `declared` adds to (by target name), with those
    /// additions made: each a dependency the additions leave unused.
    func unused(after declared: [String: [PackageGraph.Dependency]], manifest: String) -> [Finding] {
        guard !declared.isEmpty else { return [] }
        var fixed = graph
        for (target, dependencies) in declared { fixed.root.targets[target]?.dependencies += dependencies }
        let rule = DependencyRule(graph: fixed, allowed: rule.allowed, linkOnly: rule.linkOnly)
        return rule.unusedFindings(scan, manifest: manifest).filter { declared[$0.target] != nil }
    }
}
