import Foundation

/// A small Swift package written to a temporary directory, shaped like a modular app:
/// `Core`, two features `Alpha` and `Beta`, a helper `Util`, and an executable `Main` that
/// depends on all of them. Each test breaks one rule in it.
struct FixturePackage {
    /// Alpha's declared dependencies: a name (quoted for it), or an expression such as
    /// `.product(name: "Books", package: "shelf")`, written as is.
    var alphaDependencies = ["Core"]
    /// What follows Alpha's dependencies in its declaration, such as `, exclude: ["Old.swift"]`.
    var alphaSettings = ""
    /// Core's declared dependencies.
    var coreDependencies: [String] = []
    /// Alpha's source, line by line.
    var alphaSource = ["import Core", "", "public let alpha = core + 1"]
    /// The isolation policy, or nil for a package without one. Alpha may use Util, but only if it
    /// declares it.
    var policy: String? = """
        Core: Util
        Alpha: Core, Util
        Beta: Core
        """
    /// The package this one depends on by path, to run its `check-isolation` command plugin.
    var dependsOn: URL?
    /// Other packages it depends on: `.package(path: …)` expressions, written as is.
    var packageDependencies: [String] = []
    /// More files, by path relative to the package root.
    var files: [String: String] = [:]

    /// This repository's root, whose command plugin a fixture can depend on.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A new, empty temporary folder.
    static func temporaryFolder(_ prefix: String = "isolation-fixture") -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString.lowercased())")
    }

    /// Writes the package under a new temporary directory and returns its path.
    func write() throws -> URL {
        let root = Self.temporaryFolder()
        try write(to: root)
        return root
    }

    /// Writes (or rewrites) the package at `root`.
    func write(to root: URL) throws {
        let quoted = { (names: [String]) in names.map { $0.hasPrefix(".") ? $0 : "\"\($0)\"" }.joined(separator: ", ") }
        let packages = (dependsOn.map { [".package(path: \"\($0.path)\")"] } ?? []) + packageDependencies
        let dependency = packages.isEmpty ? "" : "\n    dependencies: [\(packages.joined(separator: ", "))],"
        try Self.write(
            """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "Fixture",
                products: [
                    .library(name: "Alpha", targets: ["Alpha"]),
                    .library(name: "Beta", targets: ["Beta"]),
                ],\(dependency)
                targets: [
                    .target(name: "Core", dependencies: [\(quoted(coreDependencies))]),
                    .target(name: "Util"),
                    .target(name: "Alpha", dependencies: [\(quoted(alphaDependencies))]\(alphaSettings)),
                    .target(name: "Beta", dependencies: ["Core"]),
                    .executableTarget(name: "Main", dependencies: ["Alpha", "Beta", "Util"]),
                ]
            )
            """, to: "Package.swift", in: root)
        if let policy { try Self.write(policy, to: "isolation-policy.txt", in: root) }
        try Self.write("public let core = 1", to: "Sources/Core/Core.swift", in: root)
        try Self.write("public let util = 2", to: "Sources/Util/Util.swift", in: root)
        try Self.write(alphaSource.joined(separator: "\n"), to: "Sources/Alpha/Alpha.swift", in: root)
        try Self.write("import Core\n\npublic let beta = core + 2", to: "Sources/Beta/Beta.swift", in: root)
        try Self.write(
            "import Alpha\nimport Beta\nimport Util\n\nprint(alpha + beta + util)", to: "Sources/Main/main.swift",
            in: root)
        for (path, text) in files { try Self.write(text, to: path, in: root) }
    }

    /// Writes `text` and a final newline to `path` under `root`, creating folders as needed.
    static func write(_ text: String, to path: String, in root: URL) throws {
        let file = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try (text + "\n").write(to: file, atomically: true, encoding: .utf8)
    }
}

/// A second package a fixture depends on: `Books` is its product; `Glue`, which Books uses, is a
/// target no product exposes.
enum ShelfPackage {
    /// Writes it under a new temporary directory and returns its path.
    static func write() throws -> URL {
        let root = FixturePackage.temporaryFolder("isolation-shelf")
        try FixturePackage.write(
            """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "Shelf",
                products: [.library(name: "Books", targets: ["Books"])],
                targets: [
                    .target(name: "Glue"),
                    .target(name: "Books", dependencies: ["Glue"]),
                ]
            )
            """, to: "Package.swift", in: root)
        try FixturePackage.write("public let glue = 1", to: "Sources/Glue/Glue.swift", in: root)
        try FixturePackage.write("import Glue\npublic let books = glue + 1", to: "Sources/Books/Books.swift", in: root)
        return root
    }
}
