import Foundation
import IsolationCheck
import Testing

/// Every line of this package's `isolation-policy.txt` holds: on a copy of the package, each
/// target a line covers imports a module of the package its line does not allow, and the checker
/// must name every one of them. A line that no longer bites (its targets gone, a pattern too
/// wide, a target allowed everything) fails here.
@Suite(.drivesSwiftPM)
struct ThisPackagesPolicyTests {
    /// The package's sources and manifest, copied to a new folder (no build products, docs or
    /// benchmarks).
    static func copyOfThisPackage() throws -> URL {
        let copy = FixturePackage.temporaryFolder("policy-copy")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        let root = FixturePackage.repositoryRoot
        for name in try FileManager.default.contentsOfDirectory(atPath: root.path)
        where !name.hasPrefix(".") && !["Benchmarks", "Docs"].contains(name) {
            try FileManager.default.copyItem(
                at: root.appendingPathComponent(name), to: copy.appendingPathComponent(name))
        }
        return copy
    }

    @Test func everyLineFailsWhenBroken() throws {
        let copy = try Self.copyOfThisPackage()
        defer { try? FileManager.default.removeItem(at: copy) }
        let scratch = FixturePackage.temporaryFolder("policy-scratch")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let graph = try PackageLoader(root: copy, scratch: scratch, swift: "swift").load()
        let policy = try Policy.read(copy.appendingPathComponent("isolation-policy.txt").path)
        let allowed = try policy.resolve(against: graph).allowed
        let modules = graph.root.targets.values.filter(\.isModule).map(\.module).sorted()

        // Each rule's targets, and for each target the module it is made to import.
        var broken: [(line: Int, target: String, file: String, module: String)] = []
        for rule in policy.rules where !rule.linkOnly {
            let covered = graph.root.targets.values.filter { target in
                rule.isPattern
                    ? fnmatch(rule.key, target.path, FNM_PATHNAME) == 0 : target.name == rule.key
            }
            #expect(!covered.isEmpty, "isolation-policy.txt:\(rule.line) covers no target")
            for target in covered.sorted(by: { $0.name < $1.name }) {
                let others = modules.filter { $0 != target.module && !Policy.permits(allowed[target.name] ?? [], $0) }
                let module = try #require(
                    others.contains("AppCore") ? "AppCore" : others.first, "\(target.name) may import every module")
                let file = target.path + "/PolicyBreak.swift"
                try Data("import \(module)\n".utf8).write(to: copy.appendingPathComponent(file))
                broken.append((rule.line, target.name, file, module))
            }
        }
        #expect(broken.count >= policy.rules.count)

        let result = CheckIsolation.runKeeping(copy, ["--checks", "imports"])
        #expect(result.status == 1)
        for (line, target, file, module) in broken {
            #expect(
                result.diagnostics.contains {
                    $0.hasPrefix("\(file):1:8: error: \(target) imports \(module), which the policy does not allow")
                },
                "isolation-policy.txt:\(line): \(target) importing \(module) was not refused:\n\(result.output)"
            )
        }
    }

    @Test func aModuleOrAnInterfaceReachingAnImplementationOrTheRuntimeIsRefused() throws {
        let copy = try Self.copyOfThisPackage()
        defer { try? FileManager.default.removeItem(at: copy) }
        let manifestURL = copy.appendingPathComponent("Package.swift")
        let manifest = try String(contentsOf: manifestURL, encoding: .utf8)
        let planted = manifest.replacingOccurrences(
            of: #"["AssetsInterface", "CoreInterfaces", "FeatureRuntime", "IssuesInterface"],"# + "\n"
                + #"            path: "Modules/Assets/Sources""#,
            with: #"["AssetsInterface", "CoreInterfaces", "FeatureRuntime", "Issues", "IssuesInterface"],"# + "\n"
                + #"            path: "Modules/Assets/Sources""#)
        try #require(planted != manifest, "Package.swift no longer declares Assets as the test expects")
        try Data(planted.utf8).write(to: manifestURL)
        let file = "Modules/Assets/Sources/PlantedIssues.swift"
        try Data("import Issues\n".utf8).write(to: copy.appendingPathComponent(file))
        let interfaceFile = "Modules/Issues/Interface/PlantedIssues.swift"
        try Data("import Issues\n".utf8).write(to: copy.appendingPathComponent(interfaceFile))
        let runtimeFile = "Modules/Assets/Interface/PlantedRuntime.swift"
        try Data("import FeatureRuntime\n".utf8).write(to: copy.appendingPathComponent(runtimeFile))

        let result = CheckIsolation.runKeeping(copy, ["--checks", "imports"])
        #expect(result.status == 1)
        let implementation = "another module's implementation: a module reaches another only through its interface"
        let manifestOnly = CheckIsolation.runKeeping(copy, ["--checks", "manifest"])
        #expect(
            manifestOnly.diagnostics.contains {
                $0.hasPrefix("Package.swift:") && $0.contains("error: Assets depends on Issues, \(implementation)")
            },
            "\(manifestOnly.output)")
        #expect(
            result.diagnostics.contains {
                $0.hasPrefix("\(file):1:8: error: Assets imports Issues, \(implementation)")
            },
            "\(result.output)")
        #expect(result.output.contains("depend on IssuesInterface instead"), "\(result.output)")
        #expect(
            result.diagnostics.contains {
                $0.hasPrefix(
                    "\(interfaceFile):1:8: error: IssuesInterface imports Issues, its own implementation: an interface names only interfaces"
                )
            }, "\(result.output)")
        #expect(
            result.diagnostics.contains {
                $0.hasPrefix(
                    "\(runtimeFile):1:8: error: AssetsInterface imports FeatureRuntime, which the policy does not allow (AssetsInterface may depend on *Interface, CoreInterfaces)"
                )
            }, "\(result.output)")
    }
}
