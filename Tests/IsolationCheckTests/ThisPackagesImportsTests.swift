import Foundation
import Testing

@testable import IsolationCheck

/// The README's test command proves isolation. Every import in this package's sources is judged by
/// the checker's own rules (the dependency rule, the interface rule and `isolation-policy.txt`),
/// with the targets read from `Package.swift` as written (``LiteralManifest``), no SwiftPM run, in
/// about a second. A finding fails the test with its file, line and fix. The full check, SwiftPM's
/// own reading of the package and the manifest checks included, is
/// `swift package check-isolation`, which `.ci/run` runs.
struct ThisPackagesImportsTests {
    /// Every import finding in the package at `root`, as `file:line:column: message; fix: advice`.
    static func findings(in root: URL) throws -> [String] {
        let graph = try LiteralManifest.graph(of: root)
        let policy = try Policy.read(root.appendingPathComponent("isolation-policy.txt").path)
        let resolved = try policy.resolve(against: graph)
        let rule = DependencyRule(graph: graph, allowed: resolved.allowed, linkOnly: resolved.linkOnly)
        let scan = SourceScan.scan(graph, root: root)
        return rule.importFindings(scan).map {
            "\($0.file):\($0.line):\($0.column): \($0.message); fix: \($0.advice)"
        }
    }

    @Test func noTargetImportsWhatItMayNot() throws {
        let root = FixturePackage.repositoryRoot
        let graph = try LiteralManifest.graph(of: root)
        // Read as written, the manifest gives every target and every target its files.
        #expect(graph.root.targets["Assets"]?.sources.contains("Modules/Assets/Sources/AssetsPlugin.swift") == true)
        #expect(graph.root.targets.values.filter { $0.sources.isEmpty }.map(\.name).sorted() == [])
        // Each finding is reported at the import itself, so an editor shows it on that line.
        for finding in try Self.findings(in: root) {
            let place = finding.split(separator: ":", maxSplits: 3).map(String.init)
            let location =
                place.count == 4 && Int(place[1]) != nil && Int(place[2]) != nil
                ? SourceLocation(
                    fileID: place[0], filePath: root.appendingPathComponent(place[0]).path, line: Int(place[1]) ?? 1,
                    column: Int(place[2]) ?? 1)
                : SourceLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
            Issue.record("\(finding)", sourceLocation: location)
        }
    }

    @Test func aPlantedImportOfAnotherModulesImplementationIsNamedWithItsLineAndFix() throws {
        let root = FixturePackage.repositoryRoot
        let copy = FixturePackage.temporaryFolder("imports-copy")
        defer { try? FileManager.default.removeItem(at: copy) }
        // The manifest, the policy and every Swift file a target compiles: all the check reads.
        let graph = try LiteralManifest.graph(of: root)
        for file in ["Package.swift", "isolation-policy.txt"] + graph.root.targets.values.flatMap(\.sources) {
            let target = copy.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: root.appendingPathComponent(file), to: target)
        }
        #expect(try Self.findings(in: copy) == [], "the copy is as isolated as the package")

        let planted = "Modules/Assets/Sources/AssetsPlugin.swift"
        let source = try String(contentsOf: copy.appendingPathComponent(planted), encoding: .utf8)
        try ("import Issues\n" + source).write(
            to: copy.appendingPathComponent(planted), atomically: true, encoding: .utf8)
        let findings = try Self.findings(in: copy)
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.hasPrefix("\(planted):1:8: Assets imports Issues"), "\(finding)")
        #expect(finding.contains("; fix: "), "\(finding)")
    }

    @Test func aManifestTheReaderCannotTakeIsSaidNotGuessed() {
        let computed = Array(
            """
            let core = ["Core"]
            let package = Package(name: "P", targets: [
                .target(name: "Core", path: "Core"),
                .target(name: "App", dependencies: core, path: "App"),
                .target(name: "Feature", dependencies: [.product(name: "X", package: "x")], path: "Feature"),
            ])
            """.utf8)
        #expect(throws: LiteralManifest.Unreadable.self) { try LiteralManifest.targets(in: computed) }
        let literal = Array(
            """
            let package = Package(name: "P", products: [.plugin(name: "Check", targets: ["CheckPlugin"])], targets: [
                .target(name: "Core", path: "Core"),
                .testTarget(name: "CoreTests", dependencies: ["Core"], path: "Tests/CoreTests", exclude: ["Data"]),
                .plugin(name: "CheckPlugin", capability: .buildTool(), path: "Plugins/CheckPlugin"),
            ])
            """.utf8)
        let targets = (try? LiteralManifest.targets(in: literal)) ?? []
        #expect(targets.map(\.name) == ["Core", "CoreTests", "CheckPlugin"], "a product is not a target")
        #expect(targets.map(\.type) == ["regular", "test", "plugin"])
        #expect(targets.map { $0.dependencies.map(\.name) } == [[], ["Core"], []])
        #expect(targets.map(\.path) == ["Core", "Tests/CoreTests", "Plugins/CheckPlugin"])
    }
}
