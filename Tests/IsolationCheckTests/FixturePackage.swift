import Foundation

/// A small Swift package written to a temporary directory, shaped like a modular app:
/// `Core`, two features `Alpha` and `Beta`, a helper `Util`, and an executable `Main` that
/// depends on all of them. Each test breaks one rule in it.
struct FixturePackage {
    /// Alpha's declared dependencies.
    var alphaDependencies = ["Core"]
    /// Core's declared dependencies.
    var coreDependencies: [String] = []
    /// Alpha's source, line by line.
    var alphaSource = ["import Core", "", "public let alpha = core + 1"]
    /// The isolation policy: Alpha may use Util, but only if it declares it.
    var policy = """
        Core: Util
        Alpha: Core, Util
        Beta: Core
        """
    /// The package this one depends on by path, to run its `check-isolation` command plugin.
    var dependsOn: URL?

    /// This repository's root, whose command plugin a fixture can depend on.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Writes the package under a new temporary directory and returns its path.
    func write() throws -> URL {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("isolation-fixture-\(UUID().uuidString)")
        try write(to: root)
        return root
    }

    /// Writes (or rewrites) the package at `root`.
    func write(to root: URL) throws {
        let quoted = { (names: [String]) in names.map { "\"\($0)\"" }.joined(separator: ", ") }
        let dependency = dependsOn.map { "\n    dependencies: [.package(path: \"\($0.path)\")]," } ?? ""
        try write("""
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
                    .target(name: "Alpha", dependencies: [\(quoted(alphaDependencies))]),
                    .target(name: "Beta", dependencies: ["Core"]),
                    .executableTarget(name: "Main", dependencies: ["Alpha", "Beta", "Util"]),
                ]
            )
            """, to: "Package.swift", in: root)
        try write(policy, to: "isolation-policy.txt", in: root)
        try write("public let core = 1", to: "Sources/Core/Core.swift", in: root)
        try write("public let util = 2", to: "Sources/Util/Util.swift", in: root)
        try write(alphaSource.joined(separator: "\n"), to: "Sources/Alpha/Alpha.swift", in: root)
        try write("import Core\n\npublic let beta = core + 2", to: "Sources/Beta/Beta.swift", in: root)
        try write("import Alpha\nimport Beta\nimport Util\n\nprint(alpha + beta + util)", to: "Sources/Main/main.swift", in: root)
    }

    private func write(_ text: String, to path: String, in root: URL) throws {
        let file = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try (text + "\n").write(to: file, atomically: true, encoding: .utf8)
    }
}
