import Foundation

/// Reads a ``PackageGraph`` from SwiftPM's own answers, building nothing: what each target
/// compiles and declares (with conditions), the resolved packages, and their products.
///
/// It writes only under `scratch`, where each SwiftPM query has a folder of its own so that none
/// waits for another's lock; once the package is resolved, it needs no network.
public struct PackageLoader: Sendable {
    /// The package's root folder.
    public var root: URL
    /// Where SwiftPM may write: never the package's own `.build`, which a running `swift build`
    /// or `swift package` may hold.
    public var scratch: URL
    /// The `swift` command.
    public var swift: String

    /// Creates a loader for the package at `root`.
    public init(root: URL, scratch: URL, swift: String) {
        self.root = root
        self.scratch = scratch
        self.swift = swift
    }

    /// Reads the graph, or says in one line why it cannot.
    public func load() throws(CheckError) -> PackageGraph {
        try Self.requirePackageRoot(root)
        let resolution = try Self.resolutionArguments(root: root, scratch: scratch)
        let commands: [[String]] = [
            ["--scratch-path", scratch.appendingPathComponent("describe").path, "describe", "--type", "json"],
            ["--scratch-path", scratch.appendingPathComponent("manifest").path, "dump-package"],
            ["--scratch-path", scratch.path] + resolution + ["show-dependencies", "--format", "json"],
        ]
        let results = Subprocess.runAll(commands.map { (swift, ["package", "--package-path", root.path] + $0) })
        for result in results where result.status != 0 {
            throw CheckError(
                "cannot read the package at \(root.path): \(Self.reason(result.output + result.errors) ?? "exit status \(result.status)")"
            )
        }
        guard let description = JSONTree.parse(results[0].output),
            let manifest = JSONTree.parse(results[1].output),
            let resolved = JSONTree.parse(results[2].output)
        else { throw CheckError("cannot read the package at \(root.path): swift package printed something unexpected") }

        // Every resolved package, by identity, from the dependency tree.
        var resolvedPackages: [String: (name: String, url: String, version: String, path: String)] = [:]
        var pending = resolved["dependencies"]?.array ?? []
        while let next = pending.popLast() {
            guard let identity = next["identity"]?.string, resolvedPackages[identity] == nil else { continue }
            resolvedPackages[identity] = (
                next["name"]?.string ?? identity, next["url"]?.string ?? "", next["version"]?.string ?? "",
                next["path"]?.string ?? ""
            )
            pending += next["dependencies"]?.array ?? []
        }
        let manifests = readManifests(
            of: resolvedPackages.sorted { $0.key < $1.key }.map { ($0.key, $0.value.version, $0.value.path) })
        var names: [String: String] = [:]
        for (identity, package) in resolvedPackages {
            names[package.name.lowercased()] = identity
            names[identity] = identity
        }

        // Which package provides each product, for dependencies named by name alone.
        var products: [String: String] = [:]
        for (identity, dump) in manifests.sorted(by: { $0.key > $1.key }) {
            for product in dump["products"]?.array ?? [] {
                if let name = product["name"]?.string { products[name] = identity }
            }
        }
        var packages: [PackageGraph.Package] = []
        for (identity, package) in resolvedPackages.sorted(by: { $0.key < $1.key }) {
            guard let dump = manifests[identity] else {
                throw CheckError("cannot read the manifest of \(identity) at \(package.path)")
            }
            var made = Self.package(
                identity: identity, url: package.url, dump: dump, description: nil, names: names,
                graphProducts: products)
            made.version = package.version
            for name in Set(made.products.filter { $0.type == "library" }.flatMap(\.targets)) {
                guard let target = made.targets[name] else { continue }
                made.targets[name]?.reexports = Self.reexports(
                    in: URL(fileURLWithPath: package.path).appendingPathComponent(target.path))
            }
            packages.append(made)
        }
        let rootIdentity = resolved["identity"]?.string ?? root.lastPathComponent.lowercased()
        var rootPackage = Self.package(
            identity: rootIdentity, url: root.path, dump: manifest, description: description, names: names,
            graphProducts: products)
        // The package's own targets re-export too: declaring one declares what it re-exports whole.
        for (name, target) in rootPackage.targets where target.isModule {
            rootPackage.targets[name]?.reexports = Self.reexports(
                inFiles: target.sources.map { root.appendingPathComponent($0) })
        }
        var graph = PackageGraph(root: rootPackage, packages: packages)
        let version = Subprocess.run(swift, ["--version"]).output
        graph.manifestFile = Self.manifestInUse(in: root, swiftVersion: Self.version(in: version))
        return graph
    }

    /// The modules the Swift files under `folder` re-export whole with `@_exported import M` (or
    /// `M.Sub`). A declaration re-export (`@_exported import struct M.T`) provides that declaration
    /// only, never the module: a target that imports `M` must still declare it.
    static func reexports(in folder: URL) -> Set<String> {
        guard let files = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        let swiftFiles = files.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        return reexports(inFiles: swiftFiles.map { folder.appendingPathComponent($0) })
    }

    /// The modules `files` re-export whole, as ``reexports(in:)`` reads them.
    static func reexports(inFiles files: [URL]) -> Set<String> {
        var modules: Set<String> = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            let bytes = [UInt8](data)
            // Most files re-export nothing: lex only those that say so.
            guard String(decoding: bytes, as: UTF8.self).contains("@_exported") else { continue }
            let tokens = SwiftLexer.lex(bytes).tokens
            for index in tokens.indices.dropLast(2)
            where tokens[index].text == "@" && tokens[index + 1].text == "_exported"
                && tokens[index + 2].text == "import"
            {
                // `@_exported import M`: the name after `import`, up to its dot. A declaration kind
                // there (`@_exported import struct M.T`) re-exports one declaration, not `M`.
                guard index + 3 < tokens.count, tokens[index + 3].kind == .identifier,
                    !ImportScanner.declarationKinds.contains(tokens[index + 3].text)
                else { continue }
                let name = tokens[index + 3]
                modules.insert(name.text)
            }
        }
        return modules
    }

    /// Fails unless `root` holds a `Package.swift`, naming the package root above it if there is one.
    static func requirePackageRoot(_ root: URL) throws(CheckError) {
        let fileManager = FileManager.default
        var isFolder: ObjCBool = false
        guard fileManager.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw CheckError("\(root.path) is not a folder")
        }
        guard !fileManager.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else { return }
        var above = root.deletingLastPathComponent()
        while above.path != "/" {
            if fileManager.fileExists(atPath: above.appendingPathComponent("Package.swift").path) {
                throw CheckError(
                    "\(root.path) is not a package root: it has no Package.swift (the package root is \(above.path))")
            }
            above = above.deletingLastPathComponent()
        }
        throw CheckError("\(root.path) is not a package root: it has no Package.swift")
    }

    /// Each dependency's `dump-package`, read side by side; one at a released version is kept
    /// under `scratch` and read from there next time.
    private func readManifests(of packages: [(identity: String, version: String, path: String)]) -> [String: JSONTree] {
        let cache = scratch.appendingPathComponent("manifests")
        try? FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        var manifests: [String: JSONTree] = [:]
        var missing: [(identity: String, version: String, path: String)] = []
        for package in packages {
            let released =
                !package.version.isEmpty && package.version != "unspecified" && !package.version.contains("/")
            let cached = cache.appendingPathComponent("\(package.identity)@\(package.version).json")
            if released, let data = FileManager.default.contents(atPath: cached.path),
                let tree = JSONTree.parse(String(decoding: data, as: UTF8.self))
            {
                manifests[package.identity] = tree
            } else {
                missing.append(package)
            }
        }
        let results = Subprocess.runAll(
            missing.map { package in
                (
                    swift,
                    [
                        "package", "--package-path", package.path, "--scratch-path",
                        scratch.appendingPathComponent("dependencies/\(package.identity)").path, "dump-package",
                    ]
                )
            })
        for (package, result) in zip(missing, results) where result.status == 0 {
            guard let tree = JSONTree.parse(result.output) else { continue }
            manifests[package.identity] = tree
            if !package.version.isEmpty, package.version != "unspecified" {
                try? Data(result.output.utf8).write(
                    to: cache.appendingPathComponent("\(package.identity)@\(package.version).json"), options: .atomic)
            }
        }
        return manifests
    }

    /// A package from its `dump-package` (and, for the root, `describe`, which knows the files
    /// SwiftPM compiles). `names` maps what `package:` may say to identities; `graphProducts`
    /// maps a product name to the package that provides it, for dependencies named by name alone.
    static func package(
        identity: String, url: String, dump: JSONTree, description: JSONTree?,
        names: [String: String], graphProducts: [String: String]
    ) -> PackageGraph.Package {
        var described: [String: JSONTree] = [:]
        for target in description?["targets"]?.array ?? [] {
            if let name = target["name"]?.string { described[name] = target }
        }
        // The packages this one depends on, and what `package:` may call each.
        var ownNames: [String: String] = [:]
        var dependencies: [String] = []
        for dependency in dump["dependencies"]?.array ?? [] {
            for (_, details) in dependency.members {
                guard let identity = details[0]?["identity"]?.string else { continue }
                dependencies.append(identity)
                ownNames[identity] = identity
                if let name = details[0]?["nameForTargetDependencyResolutionOnly"]?.string {
                    ownNames[name.lowercased()] = identity
                }
            }
        }
        let targetNames = Set((dump["targets"]?.array ?? []).compactMap { $0["name"]?.string })
        let products = (dump["products"]?.array ?? []).compactMap { product -> PackageGraph.Product? in
            guard let name = product["name"]?.string else { return nil }
            let type = product["type"]?.members.first?.key ?? "library"
            return PackageGraph.Product(name: name, type: type, targets: product["targets"]?.strings ?? [])
        }
        let targets = (dump["targets"]?.array ?? []).compactMap { target -> PackageGraph.Target? in
            guard let name = target["name"]?.string, let type = target["type"]?.string else { return nil }
            let about = described[name]
            let folder = type == "test" ? "Tests" : (type == "plugin" ? "Plugins" : "Sources")
            let path = about?["path"]?.string ?? target["path"]?.string ?? "\(folder)/\(name)"
            let files = about?["sources"]?.strings ?? []
            let sources = files.filter { $0.hasSuffix(".swift") }.map { "\(path)/\($0)" }
            // SwiftPM says `ClangTarget`; a target of sources none of which is Swift is one too.
            let isCFamily = about?["module_type"]?.string == "ClangTarget" || (!files.isEmpty && sources.isEmpty)
            let declared = (target["dependencies"]?.array ?? []).compactMap { entry -> PackageGraph.Dependency? in
                guard let (kind, details) = entry.members.first, let dependencyName = details[0]?.string else {
                    return nil
                }
                let conditionIndex = kind == "product" ? 3 : 1
                let platforms = details[conditionIndex]?["platformNames"].map { Set($0.strings) }.flatMap {
                    $0.isEmpty ? nil : $0
                }
                switch kind {
                case "product":
                    let spelledPackage = details[1]?.string
                    let written = spelledPackage?.lowercased()
                    let provider = written.flatMap { ownNames[$0] ?? names[$0] } ?? written
                    return PackageGraph.Dependency(
                        kind: .product, name: dependencyName, package: provider, platforms: platforms,
                        written: spelledPackage.map { ".product(name: \"\(dependencyName)\", package: \"\($0)\")" }
                    )
                case "byName" where !targetNames.contains(dependencyName):
                    // A product named by name alone, echoed as the manifest writes it.
                    return PackageGraph.Dependency(
                        kind: .product, name: dependencyName, package: graphProducts[dependencyName],
                        platforms: platforms, written: "\"\(dependencyName)\""
                    )
                default:
                    return PackageGraph.Dependency(kind: .target, name: dependencyName, platforms: platforms)
                }
            }
            return PackageGraph.Target(
                name: name, module: about?["c99name"]?.string, type: type, path: path, sources: sources,
                dependencies: declared, isCFamily: isCFamily
            )
        }
        var made = PackageGraph.Package(
            identity: identity, url: url, targets: targets, products: products, dependencies: dependencies)
        made.traits = Set((dump["traits"]?.array ?? []).compactMap { $0["name"]?.string }.filter { $0 != "default" })
        return made
    }
}

extension PackageLoader {
    /// SwiftPM's own reason in `output`, on one line: its first `error:` line that says something
    /// (SwiftPM ends some failures with a bare `error: fatalError` after the line that explains
    /// them), without the `error:` prefix, and, where it ends in a colon, the indented lines below
    /// it that finish it (git's answer under `Failed to clone repository …:`); else its last line.
    static func reason(_ output: String) -> String? {
        let lines = output.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
        for (index, line) in lines.enumerated() {
            guard let marker = line.range(of: "error: ") else { continue }
            var said = line[marker.upperBound...].trimmingCharacters(in: .whitespaces)
            if ["fatalError", "fatal error", ""].contains(said) { continue }
            if said.hasSuffix(":") {
                let below = lines[(index + 1)...].prefix { $0.first == " " || $0.first == "\t" }
                said += below.map { " " + $0.trimmingCharacters(in: .whitespaces) }.joined()
            }
            return said
        }
        return lines.last.map { $0.trimmingCharacters(in: .whitespaces) }
    }
}

extension PackageLoader {
    /// The manifest SwiftPM reads in `root` when it is `swiftVersion` (6.3.1), as SwiftPM chooses:
    /// the first of `Package@swift-6.3.1.swift`, `Package@swift-6.3.swift` and `Package@swift-6.swift`
    /// that exists; else the newest `Package@swift-X.swift` with X at most `swiftVersion`, if its
    /// `swift-tools-version` is newer than `Package.swift`'s or `Package.swift` asks for a newer
    /// toolchain than this one (swift-case-paths 1.10.0: `Package.swift` at 6.4, so SwiftPM 6.3 reads
    /// `Package@swift-6.0.swift`); else `Package.swift`. (Tried with SwiftPM 6.3.1 on each case of
    /// `ManifestLocationTests`.)
    static func manifestInUse(in root: URL, swiftVersion: [Int]) -> String {
        for count in stride(from: min(3, swiftVersion.count), through: 1, by: -1) {
            let name = "Package@swift-" + swiftVersion.prefix(count).map(String.init).joined(separator: ".") + ".swift"
            if FileManager.default.fileExists(atPath: root.appendingPathComponent(name).path) { return name }
        }
        guard !swiftVersion.isEmpty,
            let newest = versionSpecificManifests(in: root).filter({
                BuildCondition.versionIsAtLeast(swiftVersion, $0.version)
            }).last
        else { return "Package.swift" }
        let regular = toolsVersion(of: root.appendingPathComponent("Package.swift"))
        let specific = toolsVersion(of: root.appendingPathComponent(newest.file))
        let newer = !BuildCondition.versionIsAtLeast(regular, specific)
        let regularTooNew = !BuildCondition.versionIsAtLeast(swiftVersion, regular)
        return newer || regularTooNew ? newest.file : "Package.swift"
    }

    /// The `Package@swift-X.swift` files in `root`, oldest X first.
    static func versionSpecificManifests(in root: URL) -> [(file: String, version: [Int])] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        let found = files.compactMap { file -> (file: String, version: [Int])? in
            guard file.hasPrefix("Package@swift-"), file.hasSuffix(".swift") else { return nil }
            let numbers = file.dropFirst("Package@swift-".count).dropLast(".swift".count).split(separator: ".").map {
                Int($0)
            }
            guard !numbers.isEmpty, numbers.allSatisfy({ $0 != nil }) else { return nil }
            return (file, numbers.compactMap { $0 })
        }
        return found.sorted { !BuildCondition.versionIsAtLeast($0.version, $1.version) }
    }

    /// The `swift-tools-version` a manifest's first line declares; 3.1 when it declares none, as
    /// SwiftPM takes it.
    static func toolsVersion(of manifest: URL) -> [Int] {
        guard let data = FileManager.default.contents(atPath: manifest.path) else { return [3, 1] }
        return toolsVersion(declaredIn: String(decoding: data.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)) ?? [
            3, 1,
        ]
    }

    /// The version a manifest's first line declares (`// swift-tools-version:6.4`), or `nil`.
    static func toolsVersion<Line: StringProtocol>(declaredIn first: Line) -> [Int]? {
        guard let marker = first.range(of: "swift-tools-version:") else { return nil }
        let numbers = first[marker.upperBound...].drop { $0 == " " }.prefix { $0.isNumber || $0 == "." }.split(
            separator: "."
        ).compactMap { Int($0) }
        return numbers.isEmpty ? nil : numbers
    }

    /// The version `swift --version` printed (`Swift version 6.3.1 (…)`), as numbers.
    static func version(in output: String) -> [Int] {
        guard let range = output.range(of: "Swift version ") else { return [] }
        return output[range.upperBound...].prefix { $0.isNumber || $0 == "." }.split(separator: ".").compactMap {
            Int($0)
        }
    }
}
