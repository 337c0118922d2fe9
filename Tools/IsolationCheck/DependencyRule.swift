/// The rule every target is held to, with no configuration: it imports only modules it declares
/// itself in `Package.swift` (a target of its package, or a product of another), and it uses what
/// it declares. A policy, where there is one, narrows what each target may declare on top.
struct DependencyRule {
    /// The package and everything it resolves to.
    let graph: PackageGraph
    /// What each target the policy covers may depend on, by target name.
    let allowed: [String: Set<String>]
    /// Dependencies the policy marks as link-only, by target name: never `unused`.
    let linkOnly: [String: Set<String>]

    /// What is wrong with `target` importing `module` on `platforms`, if anything; `condition` is
    /// what a new entry for it needs (``DependencyCondition``).
    func judge(
        module: String, platforms: Set<String>, condition: DependencyCondition = .none, in target: PackageGraph.Target
    ) -> (kind: Finding.Kind, message: String, advice: String)? {
        guard module != target.module, let origin = graph.origins[module] else { return nil }
        let root = graph.root
        if origin.package == root.identity,
            let verdict = InterfaceRule(graph: graph).judge(target, dependingOn: origin.target, verb: "imports")
        {
            return (.forbidden, verdict.message, verdict.advice)
        }
        if let allowed = allowed[target.name], origin.package == root.identity, !Policy.permits(allowed, origin.target)
        {
            return (
                .forbidden,
                "\(target.name) imports \(module), which the policy does not allow (\(target.name) may depend on \(describe(allowed)))",
                "remove the import, or allow \(origin.target) for \(target.name) in the policy if the architecture should change"
            )
        }
        let declaring = target.dependencies.filter { graph.ownModules(of: $0, in: root).contains(module) }
        // Declared on every platform the importing file compiles on, not merely on one of them.
        let covered: Set<String>? =
            declaring.contains { $0.platforms == nil }
            ? nil : declaring.reduce(into: Set<String>()) { $0.formUnion($1.platforms ?? []) }
        let uncovered = covered.map { platforms.subtracting($0) } ?? []
        if !declaring.isEmpty, uncovered.isEmpty { return nil }
        if let covered {
            let only = covered.sorted().joined(separator: ", ")
            let needed = uncovered.sorted().joined(separator: ", ")
            // A platform list is the maintainer's choice of where the dependency belongs: guard the
            // import to it first; widening it is a change of behaviour only they can decide on.
            if let narrow = declaring.first(where: {
                graph.ownModules(of: $0, in: root, includingReexports: false).contains(module)
            }) {
                return (
                    .undeclared,
                    "\(target.name) imports \(module) on \(needed), but declares \(narrow.spelled) only on \(only)",
                    "guard the import with #if \(DependencyCondition.guardTest(for: covered)), or, if \(narrow.name) belongs on \(needed) too, add \(needed) to the platforms of \(target.name)'s dependency \(narrow.spelled)"
                )
            }
            // Declared only through what another dependency re-exports, on some platforms: the
            // module itself is declared as a new entry would be.
            if let through = declaring.first {
                return (
                    .undeclared,
                    "\(target.name) imports \(module) on \(needed), but declares it only through \(through.spelled), on \(only)",
                    advice(adding: origin, condition: condition, to: target)
                )
            }
        }
        let through = target.dependencies
            .filter {
                Self.overlap($0.platforms, platforms) && graph.reachableModules(through: $0, in: root).contains(module)
            }
            .map(\.name).sorted()
        let route = through.isEmpty ? "" : " (it resolves only through \(Self.list(through)))"
        return (
            .undeclared,
            "\(target.name) imports \(module) but does not declare it in Package.swift\(route)",
            advice(adding: origin, condition: condition, to: target)
        )
    }

    /// `names` in words: `A`, `A and B`, `A, B and C`.
    static func list(_ names: [String]) -> String {
        guard names.count > 1, let last = names.last else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }

    /// The edit that declares `origin`'s module for `target`, with the condition it needs.
    private func advice(
        adding origin: PackageGraph.Origin, condition: DependencyCondition, to target: PackageGraph.Target
    ) -> String {
        guard let (entry, newPackage) = addition(declaring: origin) else {
            let module = graph.package(origin.package)?.targets[origin.target]?.module ?? origin.target
            return
                "no product of \(origin.package) exposes \(module), so there is none to add: import a module that one of its products exposes instead"
        }
        let spelled = entry.spelled(condition: condition.spelled)
        if case let .unknowable(why) = condition {
            return
                "add \(spelled) to \(target.name) with the condition you mean, or guard the import on a platform or trait: \(why)"
        }
        guard let newPackage else { return "add \(spelled) to \(target.name)" }
        return
            "add .package(url: \"\(newPackage.url)\", …) to the package's dependencies, then \(spelled) to \(target.name)"
    }

    /// The dependency that declares `origin`'s module, and the package to add first when it is not
    /// yet one of the root's dependencies; `nil` when no product exposes the module.
    func addition(
        declaring origin: PackageGraph.Origin
    ) -> (entry: ManifestEdit.Entry, newPackage: PackageGraph.Package?)? {
        if origin.package == graph.root.identity { return (.target(origin.target), nil) }
        guard let product = graph.products(exposing: origin).first else { return nil }
        let package = graph.package(origin.package)
        let entry = ManifestEdit.Entry.product(name: product.name, package: package?.spelling ?? origin.package)
        if graph.root.dependencies.contains(origin.package) { return (entry, nil) }
        return (entry, package ?? PackageGraph.Package(identity: origin.package, url: origin.package, targets: []))
    }

    /// The `imports` check: every import of every checked target, judged.
    func importFindings(_ scan: SourceScan) -> [Finding] {
        var findings: [Finding] = []
        let graphModules = Set(graph.origins.keys)
        for target in SourceScan.checkedTargets(of: graph) {
            for located in scan.imports[target.name] ?? [] {
                let condition = DependencyCondition.needed(
                    by: [located.found], traits: graph.root.traits, graphModules: graphModules)
                guard
                    let verdict = judge(
                        module: located.found.module, platforms: located.found.platforms, condition: condition,
                        in: target)
                else { continue }
                findings.append(
                    Finding(
                        check: "imports", kind: verdict.kind, target: target.name, dependency: located.found.module,
                        file: located.file, line: located.found.line, column: located.found.column,
                        message: verdict.message, advice: verdict.advice
                    ))
            }
        }
        return findings
    }

    /// The `unused` check: every dependency a checked target declares that none of its files
    /// imports, as a warning at the dependency in `Package.swift`. Executables, plugins and macros
    /// are used without an import, and the policy may mark any dependency link-only. A C-family
    /// target uses its dependencies through `#include`, which this check does not read, so none of
    /// its dependencies is ever called unused (removing one can break its build).
    func unusedFindings(_ scan: SourceScan, manifest: String) -> [Finding] {
        var findings: [Finding] = []
        let root = graph.root
        for target in SourceScan.checkedTargets(of: graph) where !target.isCFamily {
            let imported = Set((scan.imports[target.name] ?? []).map(\.found.module))
            for dependency in target.dependencies
            where isImportable(dependency) && !(linkOnly[target.name]?.contains(dependency.name) ?? false) {
                let modules = graph.ownModules(of: dependency, in: root)
                // A module it re-exports uses it only where no other dependency declares that
                // module itself (NIOHTTP1 declares NIO, which re-exports NIOCore, and NIOCore too:
                // importing NIOCore does not use NIO).
                let own = graph.ownModules(of: dependency, in: root, includingReexports: false)
                let declaredElsewhere = target.dependencies.filter { $0 != dependency }.reduce(into: Set<String>()) {
                    $0.formUnion(graph.ownModules(of: $1, in: root, includingReexports: false))
                }
                let usedThrough = own.union(modules.subtracting(own).subtracting(declaredElsewhere))
                guard !modules.isEmpty, usedThrough.isDisjoint(with: imported) else { continue }
                let place = ManifestCheck.location(of: dependency.name, inTarget: target.name, manifest: manifest)
                // The modules its product provides, as the manifest names them: a product that
                // re-exports a module is named by that module, not by the target that exports it.
                let named = modules.filter { $0 == dependency.name }
                let module = (named.isEmpty ? modules : named).sorted().joined(separator: ", ")
                findings.append(
                    Finding(
                        check: "unused", kind: .unused, severity: .warning, target: target.name,
                        dependency: dependency.name,
                        file: graph.manifestFile, line: place.line, column: place.column,
                        message:
                            "\(target.name) declares \(dependency.spelled) but none of its files imports \(module)",
                        advice:
                            "remove \(dependency.spelled) from \(target.name)'s dependencies, or mark it link-only in the policy (link-only \(target.name): \(dependency.name))"
                    ))
            }
        }
        return findings
    }

    /// Whether a dependency is used by importing it: libraries are; executables (run by tests),
    /// plugins and macros are used without an import.
    private func isImportable(_ dependency: PackageGraph.Dependency) -> Bool {
        switch dependency.kind {
        case .target:
            guard let target = graph.root.targets[dependency.name] else { return false }
            return !["executable", "plugin", "macro", "test", "snippet"].contains(target.type)
        case .product:
            guard
                let product = dependency.package.flatMap(graph.package)?.products.first(where: {
                    $0.name == dependency.name
                })
            else { return false }
            return product.type == "library"
        }
    }

    /// Whether a dependency on `declared` platforms (nil for all) applies to any of `used`.
    static func overlap(_ declared: Set<String>?, _ used: Set<String>) -> Bool {
        declared.map { !$0.isDisjoint(with: used) } ?? true
    }
}

/// `Core, Util`, or `nothing`.
func describe(_ allowed: Set<String>) -> String {
    allowed.isEmpty ? "nothing" : allowed.sorted().joined(separator: ", ")
}
