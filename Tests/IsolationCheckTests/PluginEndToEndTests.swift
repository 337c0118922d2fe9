import Foundation
import Testing

/// The way another team runs the checker: a package that depends on this one by path runs
/// `swift package check-isolation`, with no permission flag, on its own targets, with its own
/// policy. It passes when clean, writes nothing in the package, and fails naming
/// `file:line:column` for an undeclared import, an import that resolves only through a
/// dependency, and a forbidden manifest dependency.
@Suite(.drivesSwiftPM)
struct PluginEndToEndTests {
    /// Runs `swift package … check-isolation` in `package` and returns its exit status and output.
    func checkIsolation(in package: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swift", "package", "--package-path", package.path, "check-isolation",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func anotherPackageRunsTheCommandPluginOnItsOwnTargets() throws {
        var fixture = FixturePackage()
        fixture.dependsOn = FixturePackage.repositoryRoot
        let package = try fixture.write()
        defer { try? FileManager.default.removeItem(at: package) }

        let clean = try checkIsolation(in: package)
        #expect(clean.status == 0, "\(clean.output)")
        #expect(
            clean.output.contains(
                "check-isolation: no errors or warnings in 5 targets (manifest, imports, unused, build)"))
        let written = try FileManager.default.contentsOfDirectory(atPath: package.path).filter {
            !$0.hasPrefix(".build") || $0 == ".build-isolation"
        }
        #expect(
            !written.contains(".build-isolation"), "the check writes nothing in the package but SwiftPM's own .build")

        // Break three rules at once: Alpha declares Beta, which its policy forbids; Alpha and Beta
        // import Util, which only Core declares.
        fixture.alphaDependencies.append("Beta")
        fixture.coreDependencies = ["Util"]
        fixture.alphaSource.insert("import Util", at: 1)
        fixture.policy = "Core: Util\nAlpha: Core, Util\nBeta: Core, Util"
        try fixture.write(to: package)
        let beta = package.appendingPathComponent("Sources/Beta/Beta.swift")
        try "import Core\nimport Util\n\npublic let beta = core + util\n".write(
            to: beta, atomically: true, encoding: .utf8)

        let broken = try checkIsolation(in: package)
        #expect(broken.status != 0)
        let diagnostics = broken.output.split(separator: "\n").map(String.init).filter {
            $0.contains(": error: ") && !$0.hasPrefix("error:")
        }
        #expect(
            diagnostics.contains {
                $0.hasPrefix("Package.swift:14:55:")
                    && $0.hasSuffix(
                        "error: Alpha depends on target Beta, which the policy does not allow (Alpha may depend on Core, Util)"
                    )
            })
        #expect(
            diagnostics.contains(
                "Sources/Alpha/Alpha.swift:2:8: error: Alpha imports Util but does not declare it in Package.swift (it resolves only through Beta and Core)"
            ))
        #expect(
            diagnostics.contains(
                "Sources/Beta/Beta.swift:2:8: error: Beta imports Util but does not declare it in Package.swift (it resolves only through Core)"
            ))
        #expect(broken.output.contains("Plugin ended with exit code 1"))
    }
}
