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
