/// A package and every package it resolves to, as far as isolation is concerned: each target's
/// module, sources and declared dependencies (with their platform conditions), and each
/// dependency's products and the modules they expose. ``PackageLoader`` reads it from SwiftPM.
public struct PackageGraph: Sendable {
    /// One declared dependency of a target: another target of its package, or a product of
    /// another package, on some platforms or all.
    public struct Dependency: Sendable, Equatable {
        /// Whether it names a target of the same package or a product of another.
        public enum Kind: String, Sendable { case target, product }
        /// Target or product.
        public var kind: Kind
        /// The target's or product's name.
        public var name: String
        /// For a product, the identity of the package that provides it.
        public var package: String?
        /// The platforms it applies to (SwiftPM's names), or nil for every platform.
        public var platforms: Set<String>?
        /// How `Package.swift` writes it, when that differs from ``spelled``'s form: `"Books"` for a
        /// product named by name alone, or the `package:` as the manifest spells it.
        public var written: String?

        /// Creates a dependency.
        public init(
            kind: Kind, name: String, package: String? = nil, platforms: Set<String>? = nil, written: String? = nil
        ) {
            self.kind = kind
            self.name = name
            self.package = package
            self.platforms = platforms
            self.written = written
        }

        /// How `Package.swift` spells it: `"Core"` or `.product(name: "Atomics", package: "swift-atomics")`,
        /// in the manifest's own words.
        public var spelled: String {
            if let written { return written }
            switch kind {
            case .target: return "\"\(name)\""
            case .product: return ".product(name: \"\(name)\", package: \"\(package ?? "?")\")"
            }
        }
    }

    /// One target.
    public struct Target: Sendable, Equatable {
        /// The target's name.
        public var name: String
        /// The name its module is imported by (the name, made a valid identifier).
        public var module: String
        /// `regular`, `executable`, `test`, `plugin`, `macro`, `system`, `binary`, `snippet`.
        public var type: String
        /// Its folder, relative to its package's root.
        public var path: String
        /// The Swift files SwiftPM compiles for it, relative to the package root (root package only).
        public var sources: [String]
        /// What it declares in `Package.swift`.
        public var dependencies: [Dependency]
        /// Whether it is a C-family target, which uses its dependencies through `#include`, not `import`.
        public var isCFamily: Bool
        /// The modules its files re-export (`@_exported import M`): a product of it provides them
        /// too, as swift-service-context's `ServiceContextModule` provides the module of that name.
        public var reexports: Set<String> = []

        /// Creates a target.
        public init(
            name: String, module: String? = nil, type: String, path: String, sources: [String] = [],
            dependencies: [Dependency] = [],
            isCFamily: Bool = false
        ) {
            self.name = name
            self.module = module ?? PackageGraph.moduleName(of: name)
            self.type = type
            self.path = path
            self.sources = sources
            self.dependencies = dependencies
            self.isCFamily = isCFamily
        }

        /// Whether other targets can import it: not a test, plugin or snippet.
        public var isModule: Bool { !["test", "plugin", "snippet"].contains(type) }
    }

    /// One product of a package.
    public struct Product: Sendable, Equatable {
        /// The product's name.
        public var name: String
        /// `library`, `executable`, `plugin`, `macro`, ...
        public var type: String
        /// The targets it is made of.
        public var targets: [String]

        /// Creates a product.
        public init(name: String, type: String, targets: [String]) {
            self.name = name
            self.type = type
            self.targets = targets
        }
    }

    /// One package: the root, or one it resolves to.
    public struct Package: Sendable, Equatable {
        /// The identity SwiftPM gives it (`swift-collections`), which `package:` names.
        public var identity: String
        /// Where it comes from, for advice (`https://github.com/apple/swift-collections.git`).
        public var url: String
        /// The version it resolved to (`1.8.2`), or empty for the root and for a branch or path.
        public var version = ""
        /// Its targets, by name.
        public var targets: [String: Target]
        /// Its products.
        public var products: [Product]
        /// The identities of the packages it depends on directly.
        public var dependencies: [String]
        /// The traits it declares (`traits: [.trait(name: "OTLPHTTP")]`), whose names its sources
        /// test as flags (`#if OTLPHTTP`).
        public var traits: Set<String> = []

        /// Creates a package.
        public init(
            identity: String, url: String = "", targets: [Target], products: [Product] = [], dependencies: [String] = []
        ) {
            self.identity = identity
            self.url = url
            self.targets = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            self.products = products
            self.dependencies = dependencies
        }

        /// How a manifest names it in `.product(name:package:)`: the last part of its URL or path as
        /// written there (`OpenAPIKit`), or the identity when that part is not it.
        public var spelling: String {
            let last = url.split(separator: "/").last.map(String.init) ?? identity
            let name = last.hasSuffix(".git") ? String(last.dropLast(4)) : last
            return name.lowercased() == identity ? name : identity
        }
    }

    /// Where a module comes from: a package and one of its targets.
    public struct Origin: Sendable, Equatable {
        /// The package's identity.
        public var package: String
        /// The target whose module it is.
        public var target: String
    }

    /// The package being checked.
    public var root: Package
    /// Every package it resolves to, by identity.
    public var packages: [String: Package]
    /// Where each module in the graph comes from, by module name.
    public let origins: [String: Origin]
    /// The root's manifest SwiftPM reads: `Package.swift`, or a version-specific
    /// `Package@swift-6.0.swift` that SwiftPM prefers; findings in the manifest point there.
    public var manifestFile = "Package.swift"

    /// Creates the graph of `root` and the packages it resolves to.
    public init(root: Package, packages: [Package] = []) {
        self.root = root
        self.packages = Dictionary(packages.map { ($0.identity, $0) }, uniquingKeysWith: { first, _ in first })
        var origins: [String: Origin] = [:]
        for package in [root] + packages.sorted(by: { $0.identity < $1.identity }) {
            for target in package.targets.values.sorted(by: { $0.name < $1.name }) where target.isModule {
                if origins[target.module] == nil {
                    origins[target.module] = Origin(package: package.identity, target: target.name)
                }
            }
        }
        self.origins = origins
    }

    /// The package with `identity`, the root included.
    public func package(_ identity: String) -> Package? {
        identity == root.identity ? root : packages[identity]
    }

    /// The modules a dependency of a target in `package` names itself: the target's module, or
    /// the modules of the product's targets, with what each re-exports whole unless
    /// `includingReexports` is false.
    public func ownModules(
        of dependency: Dependency, in package: Package, includingReexports: Bool = true
    ) -> Set<String> {
        let targets: [Target]
        switch dependency.kind {
        case .target:
            targets = package.targets[dependency.name].map { [$0] } ?? []
        case .product:
            guard let provider = dependency.package.flatMap(self.package),
                let product = provider.products.first(where: { $0.name == dependency.name })
            else { return [] }
            targets = product.targets.compactMap { provider.targets[$0] }
        }
        var modules: Set<String> = []
        for target in targets {
            modules.insert(target.module)
            if includingReexports { modules.formUnion(target.reexports) }
        }
        return modules
    }

    /// Every module a dependency of a target in `package` makes importable: its own modules and
    /// everything they depend on, in any package.
    public func reachableModules(through dependency: Dependency, in package: Package) -> Set<String> {
        var reached: Set<String> = []
        var visited: Set<String> = []
        var pending: [(Dependency, String)] = [(dependency, package.identity)]
        while let (next, identity) = pending.popLast() {
            guard let owner = self.package(identity) else { continue }
            let names: [String]
            let targetsPackage: Package
            switch next.kind {
            case .target:
                names = [next.name]
                targetsPackage = owner
            case .product:
                guard let provider = next.package.flatMap(self.package),
                    let product = provider.products.first(where: { $0.name == next.name })
                else { continue }
                names = product.targets
                targetsPackage = provider
            }
            for name in names {
                guard visited.insert("\(targetsPackage.identity)/\(name)").inserted,
                    let target = targetsPackage.targets[name]
                else { continue }
                reached.insert(target.module)
                pending += target.dependencies.map { ($0, targetsPackage.identity) }
            }
        }
        return reached
    }

    /// The products of `origin`'s package whose own targets include its target, best first: the
    /// one named like the module, then the smallest.
    public func products(exposing origin: Origin) -> [Product] {
        guard let package = package(origin.package) else { return [] }
        return package.products
            .filter { $0.type == "library" && $0.targets.contains(origin.target) }
            .sorted {
                ($0.name == origin.target ? 0 : 1, $0.targets.count, $0.name) < (
                    $1.name == origin.target ? 0 : 1, $1.targets.count, $1.name
                )
            }
    }

    /// The module name SwiftPM gives a target: its name with every character that cannot stand in
    /// an identifier replaced by `_`, and `_` before a leading digit.
    public static func moduleName(of name: String) -> String {
        var module = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            module.append(
                scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) ? scalar : "_")
        }
        if let first = module.first, ("0"..."9").contains(first) { module.insert("_", at: module.startIndex) }
        return String(module)
    }
}
