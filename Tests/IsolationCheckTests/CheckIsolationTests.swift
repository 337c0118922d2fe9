import Foundation
import IsolationCheck
import Testing

/// `check-isolation` must pass a clean package and fail, naming the place as
/// `path:line:column: error: message`, on each kind of violation. Each test writes a fixture
/// package that breaks exactly one rule.
@Suite(.drivesSwiftPM)
struct CheckIsolationTests {
    @Test func aCleanPackagePassesEveryCheck() throws {
        let result = CheckIsolation.run(on: try FixturePackage().write())
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(result.diagnostics.isEmpty)
        #expect(
            result.output == "check-isolation: no errors or warnings in 5 targets (manifest, imports, unused, build)\n")
    }

    @Test func aForbiddenImportIsReportedWhereItStands() throws {
        var fixture = FixturePackage()
        fixture.alphaSource.insert("import Beta", at: 1)
        let result = CheckIsolation.run(on: try fixture.write(), ["--checks", "manifest,imports"])
        #expect(result.status == 1)
        #expect(
            result.diagnostics == [
                "Sources/Alpha/Alpha.swift:2:8: error: Alpha imports Beta, which the policy does not allow (Alpha may depend on Core, Util)"
            ])
        #expect(result.summary == "check-isolation: 1 error, 0 warnings in 1 of 5 targets")
    }

    @Test func everySpellingOfAnImportIsSeen() throws {
        var fixture = FixturePackage()
        fixture.alphaSource += [
            "@testable import Beta", "public import struct Beta.Thing", "// import Beta", "/* import Beta */",
            "let x = 1; import Beta", "@available(*, deprecated) @_exported  import  Beta",
        ]
        // The text shows the mistake once; the JSON report keeps every site.
        let result = CheckIsolation.run(on: try fixture.write(), ["--checks", "imports", "--format", "json"])
        struct Report: Decodable { let violations: [Finding] }
        let sites = try JSONDecoder().decode(Report.self, from: Data(result.output.utf8)).violations
        #expect(
            sites.map { "\($0.file):\($0.line):\($0.column)" } == [
                "Sources/Alpha/Alpha.swift:4:18", "Sources/Alpha/Alpha.swift:5:22", "Sources/Alpha/Alpha.swift:8:19",
                "Sources/Alpha/Alpha.swift:9:47",
            ])
        #expect(
            Set(sites.map(\.message)) == [
                "Alpha imports Beta, which the policy does not allow (Alpha may depend on Core, Util)"
            ])
    }

    @Test func aForbiddenManifestDependencyPointsAtItInPackageSwift() throws {
        var fixture = FixturePackage()
        fixture.alphaDependencies.append("Beta")
        let package = try fixture.write()
        defer { try? FileManager.default.removeItem(at: package) }
        let result = CheckIsolation.runKeeping(package, ["--checks", "manifest,imports"])
        #expect(result.status == 1)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.hasPrefix("Package.swift:"))
        #expect(
            diagnostic.hasSuffix(
                ": error: Alpha depends on target Beta, which the policy does not allow (Alpha may depend on Core, Util)"
            ))
        // The line and column name the very text `"Beta"` in Alpha's declaration.
        let parts = diagnostic.split(separator: ":")
        let line = try #require(Int(parts[1]))
        let column = try #require(Int(parts[2]))
        let manifest = try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
        let text = manifest.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
        #expect(text.contains("name: \"Alpha\""))
        #expect(text.dropFirst(column - 1).hasPrefix("\"Beta\""))
    }

    @Test func anImportThatResolvesOnlyThroughADependencyIsAViolation() throws {
        // Alpha depends on Core, Core on Util; Alpha imports Util, which it never declares.
        var fixture = FixturePackage()
        fixture.coreDependencies = ["Util"]
        fixture.alphaSource.insert("import Util", at: 1)
        let result = CheckIsolation.run(on: try fixture.write())
        #expect(result.status == 1)
        // Core declares Util and never imports it: a warning, at the dependency in Package.swift.
        #expect(
            result.diagnostics == [
                "Package.swift:11:46: warning: Core declares \"Util\" but none of its files imports Util",
                "Sources/Alpha/Alpha.swift:2:8: error: Alpha imports Util but does not declare it in Package.swift (it resolves only through Core)",
            ])
        #expect(result.notes.last == "Sources/Alpha/Alpha.swift:2:8: note: add .target(name: \"Util\") to Alpha")
    }

    @Test func theBuildCheckAloneCatchesAnUndeclaredImport() throws {
        var fixture = FixturePackage()
        fixture.alphaSource.insert("import Util", at: 1)
        // Util is allowed but not declared. A whole-package build can pass when Util happens to be
        // built first; the build check type-checks Alpha seeing only Core.
        let result = CheckIsolation.run(on: try fixture.write(), ["--checks", "build"])
        #expect(result.status == 1, "\(result.errors)")
        #expect(
            result.diagnostics == [
                "Sources/Alpha/Alpha.swift:2:8: error: Alpha imports Util but does not declare it in Package.swift"
            ])
    }

    @Test func aPathPatternCoversEveryTargetUnderIt() throws {
        var fixture = FixturePackage()
        fixture.policy = "Core: Util\nSources/*a: Core, Util"
        fixture.alphaSource.insert("import Beta", at: 1)
        let result = CheckIsolation.run(on: try fixture.write(), ["--checks", "manifest,imports"])
        #expect(result.status == 1)
        #expect(result.diagnostics.count == 1)
        #expect(result.summary == "check-isolation: 1 error, 0 warnings in 1 of 5 targets")
    }

    @Test(arguments: [
        ("Core:\nModules/*: Core", "isolation-policy.txt:2: the pattern 'Modules/*' matches no target's path"),
        ("Core:\nGamma: Core", "isolation-policy.txt:2: the package has no target Gamma"),
        ("Core:\nCore: Util", "isolation-policy.txt:2: target Core is already covered by another line"),
        (
            "Core Util",
            "isolation-policy.txt:1: expected 'Target: Dependency, ...' or 'link-only Target: Dependency, ...', got 'Core Util'"
        ),
    ])
    func aPolicyThatCannotBeUsedIsAUsageError(policy: String, message: String) throws {
        var fixture = FixturePackage()
        fixture.policy = policy
        let package = try fixture.write()
        let result = CheckIsolation.run(on: package, ["--checks", "manifest"])
        #expect(result.status == 2)
        #expect(result.errors == "check-isolation: \(package.path)/\(message)\n")
    }

    @Test(arguments: [
        (
            ["--checks", "lint"],
            "check-isolation: unknown check 'lint'; choose from manifest, imports, unused, build\n"
        ),
        (["--format", "xml"], "check-isolation: unknown format 'xml'; choose text, json, github or sarif\n"),
        (["--policy"], "check-isolation: --policy needs a value\n"),
        (["--frobnicate"], "check-isolation: unknown argument '--frobnicate'; see check-isolation --help\n"),
        (["--graph=yes"], "check-isolation: --graph takes no value\n"),
    ])
    func aBadCommandLineIsAUsageError(arguments: [String], message: String) {
        let result = CheckIsolation.runKeeping(FileManager.default.temporaryDirectory, arguments)
        #expect(result.status == 2)
        #expect(result.errors == message)
    }

    @Test func aPackageThatCannotBeReadIsAUsageError() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-package-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let result = CheckIsolation.run(on: empty, ["--checks", "manifest"])
        #expect(result.status == 2)
        #expect(
            result.errors.hasPrefix("check-isolation: \(empty.path) is not a package root: it has no Package.swift"))
        #expect(result.errors.split(separator: "\n").count == 1)
    }

    @Test func theJSONReportListsEveryViolationWithItsPlace() throws {
        var fixture = FixturePackage()
        fixture.alphaDependencies.append("Beta")
        fixture.alphaSource.insert("import Beta", at: 1)
        let result = CheckIsolation.run(on: try fixture.write(), ["--checks", "manifest,imports", "--format", "json"])
        #expect(result.status == 1)
        struct Report: Decodable {
            let checks: [String]
            let targets: [String]
            let violations: [Finding]
        }
        let report = try JSONDecoder().decode(Report.self, from: Data(result.output.utf8))
        #expect(report.checks == ["manifest", "imports"])
        #expect(report.targets == ["Alpha", "Beta", "Core", "Main", "Util"])
        #expect(report.violations.map(\.check) == ["manifest", "imports"])
        #expect(report.violations.allSatisfy { $0.target == "Alpha" && $0.dependency == "Beta" })
        #expect(
            report.violations.last
                == Finding(
                    check: "imports", kind: .forbidden, target: "Alpha", dependency: "Beta",
                    file: "Sources/Alpha/Alpha.swift", line: 2, column: 8,
                    message: "Alpha imports Beta, which the policy does not allow (Alpha may depend on Core, Util)",
                    advice: "remove the import, or allow Beta for Alpha in the policy if the architecture should change"
                ))
    }

    @Test func theGraphMarksForbiddenEdges() throws {
        var fixture = FixturePackage()
        fixture.alphaDependencies.append("Beta")
        let result = CheckIsolation.run(on: try fixture.write(), ["--graph"])
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "graph TD")
        #expect(lines.contains("    Alpha -->|forbidden| Beta"))
        #expect(lines.contains("    Alpha --> Core"))
        #expect(lines.contains("    Main --> Util"))
        #expect(lines.last == "    linkStyle 0 stroke:#d00,stroke-width:2px")
    }
}

/// The source checks on this very package as SwiftPM reads it (`manifest`, `imports`, `unused`),
/// in the SwiftPM tier; `ThisPackagesImportsTests` judges its imports in plain `swift test`.
@Suite(.drivesSwiftPM)
struct ThisPackageTests {
    @Test func everyModuleOfThisPackageKeepsToThePolicy() {
        let result = CheckIsolation.runKeeping(
            FixturePackage.repositoryRoot, ["--checks", "manifest,imports,unused", "--strict"])
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(result.output.hasPrefix("check-isolation: no errors or warnings in "))
    }
}

/// The `check-isolation` executable itself: output it cannot write ends it with status 74 and no
/// crash report, as `walkthrough` does.
@Suite(.drivesSwiftPM)
struct CheckIsolationToolTests {
    /// The executable, built beside the tests.
    static var executable: URL? {
        [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL.deletingLastPathComponent(),
        ]
        .map { $0.appendingPathComponent("CheckIsolationTool") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs `script` in bash with `TOOL` naming the executable.
    func shell(_ script: String) throws -> (status: Int32, errors: String) {
        let executable = try #require(Self.executable, "no CheckIsolationTool next to the tests")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        process.environment = ["TOOL": executable.path, "PATH": "/usr/bin:/bin"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test(arguments: [
        ("\"$TOOL\" --help > /dev/full", Int32(74)),
        ("\"$TOOL\" --help >&-", 74),
        ("\"$TOOL\" --help", 0),
    ])
    func outputThatCannotBeWrittenEndsTheToolQuietly(script: String, status: Int32) throws {
        let result = try shell(script)
        #expect(result.status == status, "\(script)")
        #expect(result.errors.isEmpty, "\(result.errors)")
    }

    @Test func aPipeNobodyReadsEndsTheToolQuietly() throws {
        // The reading end is closed before the tool starts: its first write fails with EPIPE.
        let executable = try #require(Self.executable, "no CheckIsolationTool next to the tests")
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--help"]
        let output = Pipe()
        try output.fileHandleForReading.close()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        try output.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 74)
    }
}
