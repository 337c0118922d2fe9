import Foundation
import IsolationCheck
import Testing

/// With no policy file, every target is held to what it declares: each test writes a fixture that
/// breaks, or seems to break, exactly one part of that rule, and checks the finding, its kind and
/// its advice. These run the source checks only; `CheckIsolationTests` covers the build check.
@Suite(.drivesSwiftPM)
struct ZeroConfigurationTests {
    static let sourceChecks = ["--checks", "manifest,imports,unused"]

    /// The fixture with no policy.
    static var unconfigured: FixturePackage {
        var fixture = FixturePackage()
        fixture.policy = nil
        return fixture
    }

    /// The fixture with no policy, depending on the package at `shelf`, Alpha declaring its Books.
    static func alphaUsingBooks(from shelf: URL) -> FixturePackage {
        var fixture = unconfigured
        fixture.packageDependencies = [".package(path: \"\(shelf.path)\")"]
        fixture.alphaDependencies = ["Core", ".product(name: \"Books\", package: \"\(shelf.lastPathComponent)\")"]
        return fixture
    }

    /// Parses the JSON report's findings.
    func findings(_ result: CheckIsolation) throws -> [Finding] {
        struct Report: Decodable { let violations: [Finding] }
        return try JSONDecoder().decode(Report.self, from: Data(result.output.utf8)).violations
    }

    @Test func aPackageWithNoPolicyIsCheckedAndPasses() throws {
        let result = CheckIsolation.run(on: try Self.unconfigured.write(), Self.sourceChecks)
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(result.output == "check-isolation: no errors or warnings in 5 targets (manifest, imports, unused)\n")
    }

    @Test func anImportOfAnotherPackagesProductItDoesNotDeclareNamesTheProductToAdd() throws {
        let shelf = try ShelfPackage.write()
        defer { try? FileManager.default.removeItem(at: shelf) }
        var fixture = Self.alphaUsingBooks(from: shelf)
        fixture.alphaSource = ["import Books", "import Core", "", "public let alpha = core + books"]
        fixture.files["Sources/Beta/Beta.swift"] = "import Books\nimport Core\n\npublic let beta = core + books"
        let result = CheckIsolation.run(on: try fixture.write(), Self.sourceChecks + ["--format", "json"])
        #expect(result.status == 1, "\(result.errors)")
        let found = try findings(result)
        #expect(found.count == 1)
        #expect(found.first?.kind == .undeclared)
        #expect(found.first?.target == "Beta")
        #expect(found.first?.message == "Beta imports Books but does not declare it in Package.swift")
        #expect(
            found.first?.advice
                == "add .product(name: \"Books\", package: \"\(shelf.lastPathComponent.lowercased())\") to Beta")
    }

    @Test func aModuleNoProductExposesIsUndeclaredWithNoProductToAdd() throws {
        let shelf = try ShelfPackage.write()
        defer { try? FileManager.default.removeItem(at: shelf) }
        var fixture = Self.alphaUsingBooks(from: shelf)
        fixture.alphaSource = [
            "import Books", "import Core", "import Glue", "", "public let alpha = core + books + glue",
        ]
        let result = CheckIsolation.run(on: try fixture.write(), Self.sourceChecks + ["--format", "json"])
        #expect(result.status == 1, "\(result.errors)")
        let found = try findings(result)
        #expect(found.map(\.kind) == [.undeclared])
        #expect(
            found.first?.message
                == "Alpha imports Glue but does not declare it in Package.swift (it resolves only through Books)")
        #expect(
            found.first?.advice
                == "no product of \(shelf.lastPathComponent.lowercased()) exposes Glue, so there is none to add: import a module that one of its products exposes instead"
        )
    }

    @Test func anUnusedDependencyIsAWarningThatFailsOnlyWhenStrict() throws {
        var fixture = Self.unconfigured
        fixture.alphaDependencies = ["Core", "Util"]
        let package = try fixture.write()
        defer { try? FileManager.default.removeItem(at: package) }
        let relaxed = CheckIsolation.runKeeping(package, Self.sourceChecks)
        #expect(relaxed.status == 0)
        #expect(
            relaxed.diagnostics == [
                "Package.swift:13:55: warning: Alpha declares \"Util\" but none of its files imports Util"
            ])
        #expect(relaxed.summary == "check-isolation: 0 errors, 1 warning in 1 of 5 targets")
        let strict = CheckIsolation.runKeeping(package, Self.sourceChecks + ["--strict"])
        #expect(strict.status == 1)
        #expect(
            strict.diagnostics == [
                "Package.swift:13:55: error: Alpha declares \"Util\" but none of its files imports Util"
            ])
    }

    @Test func aLinkOnlyDependencyIsNeverUnused() throws {
        var fixture = Self.unconfigured
        fixture.alphaDependencies = ["Core", "Util"]
        fixture.policy = "link-only Alpha: Util"
        let result = CheckIsolation.run(on: try fixture.write(), Self.sourceChecks)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.diagnostics.isEmpty)
    }

    @Test func anImportUnderOSIsSatisfiedByADependencyForThatPlatform() throws {
        var fixture = Self.unconfigured
        fixture.alphaDependencies = ["Core", ".target(name: \"Util\", condition: .when(platforms: [.linux]))"]
        fixture.alphaSource = ["import Core", "#if os(Linux)", "import Util", "#endif", "public let alpha = core"]
        let clean = CheckIsolation.run(on: try fixture.write(), Self.sourceChecks)
        #expect(clean.status == 0, "\(clean.output)")

        fixture.alphaSource = ["import Core", "#if os(macOS)", "import Util", "#endif", "public let alpha = core"]
        let broken = CheckIsolation.run(on: try fixture.write(), Self.sourceChecks)
        #expect(broken.status == 1)
        #expect(
            broken.diagnostics == [
                "Sources/Alpha/Alpha.swift:3:8: error: Alpha imports Util on macos, but declares \"Util\" only on linux"
            ])

        // Declared for Linux, imported with no guard: undeclared everywhere else, each platform named.
        fixture.alphaSource = ["import Core", "import Util", "public let alpha = core"]
        let unguarded = CheckIsolation.run(on: try fixture.write(), Self.sourceChecks)
        #expect(
            unguarded.diagnostics == [
                "Sources/Alpha/Alpha.swift:2:8: error: Alpha imports Util on android, freebsd, ios, maccatalyst, macos, openbsd, tvos, visionos, wasi, watchos, windows, but declares \"Util\" only on linux"
            ])

        // Compiled everywhere but Windows, declared for Linux and macOS only: undeclared on the rest.
        fixture.alphaDependencies = ["Core", ".target(name: \"Util\", condition: .when(platforms: [.linux, .macOS]))"]
        fixture.alphaSource = ["import Core", "#if !os(Windows)", "import Util", "#endif", "public let alpha = core"]
        let partly = CheckIsolation.run(on: try fixture.write(), Self.sourceChecks)
        #expect(
            partly.diagnostics == [
                "Sources/Alpha/Alpha.swift:3:8: error: Alpha imports Util on android, freebsd, ios, maccatalyst, openbsd, tvos, visionos, wasi, watchos, but declares \"Util\" only on linux, macos"
            ])
    }

    @Test func importsInStringsCommentsAndFalseBranchesAreNotFindings() throws {
        var fixture = Self.unconfigured
        fixture.alphaSource = [
            "import Core", "let a = \"\"\"", "import Util", "\"\"\"", "let b = #\"import Beta\"#",
            "/* /* */ import Beta */", "#if false", "import Beta", "#endif", "public let alpha = core",
        ]
        let result = CheckIsolation.run(on: try fixture.write(), Self.sourceChecks)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func aSourceFileWithCRLFLineEndingsIsReadLineByLine() throws {
        var fixture = Self.unconfigured
        fixture.files["Sources/Alpha/Evil.swift"] = "// x\r\nimport Beta\r\n"
        let result = CheckIsolation.run(on: try fixture.write(), Self.sourceChecks)
        #expect(result.status == 1)
        #expect(
            result.diagnostics == [
                "Sources/Alpha/Evil.swift:2:8: error: Alpha imports Beta but does not declare it in Package.swift"
            ])
    }

    @Test func aPolicyWithCRLFLineEndingsCoversEveryLine() throws {
        var fixture = FixturePackage()
        fixture.policy = "\u{FEFF}Core: Util\r\nAlpha: Core\r\nBeta: Core\r\n"
        fixture.alphaDependencies = ["Core", "Util"]
        fixture.alphaSource = ["import Core", "import Util", "public let alpha = core + util"]
        let result = CheckIsolation.run(on: try fixture.write(), ["--checks", "manifest"])
        #expect(result.status == 1)
        #expect(result.diagnostics.count == 1)
        #expect(
            result.diagnostics.first?.hasSuffix(
                "error: Alpha depends on target Util, which the policy does not allow (Alpha may depend on Core)")
                == true)
    }

    @Test func theFilesScannedAreTheOnesSwiftPMCompiles() throws {
        // Alpha's folder is a symbolic link, and it excludes one file that breaks the rule.
        var fixture = Self.unconfigured
        fixture.alphaSettings = ", path: \"Linked/Alpha\", exclude: [\"Old.swift\"]"
        let package = try fixture.write()
        defer { try? FileManager.default.removeItem(at: package) }
        let real = package.appendingPathComponent("Elsewhere")
        try FileManager.default.moveItem(at: package.appendingPathComponent("Sources/Alpha"), to: real)
        try "import Beta\n".write(to: real.appendingPathComponent("Old.swift"), atomically: true, encoding: .utf8)
        try "import Util\n".write(to: real.appendingPathComponent("New.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(
            at: package.appendingPathComponent("Linked"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: package.appendingPathComponent("Linked/Alpha"), withDestinationURL: real)
        let result = CheckIsolation.runKeeping(package, Self.sourceChecks)
        #expect(result.status == 1)
        #expect(
            result.diagnostics == [
                "Linked/Alpha/New.swift:1:8: error: Alpha imports Util but does not declare it in Package.swift"
            ])
    }

    @Test func aFolderInsideAPackageIsNotItsRoot() throws {
        let package = try Self.unconfigured.write()
        defer { try? FileManager.default.removeItem(at: package) }
        let inside = package.appendingPathComponent("Sources")
        let result = CheckIsolation.runKeeping(inside, Self.sourceChecks)
        #expect(result.status == 2)
        #expect(
            result.errors
                == "check-isolation: \(inside.path) is not a package root: it has no Package.swift (the package root is \(package.path))\n"
        )
    }

    @Test func anIgnoreCommentNeedsAReason() throws {
        var fixture = Self.unconfigured
        fixture.alphaSource = [
            "import Core", "import Beta // check-isolation:ignore",
            "import Util // check-isolation:ignore moving to Core", "public let alpha = core",
        ]
        let result = CheckIsolation.run(on: try fixture.write(), Self.sourceChecks)
        #expect(result.status == 1)
        #expect(
            result.diagnostics == [
                "Sources/Alpha/Alpha.swift:2:8: error: Alpha imports Beta but does not declare it in Package.swift",
                "Sources/Alpha/Alpha.swift:2:8: error: check-isolation:ignore gives no reason, so it silences nothing",
            ])
    }

    @Test func aBaselineAcceptsTodaysFindingsAndNamesTheOnesThatAreGone() throws {
        var fixture = Self.unconfigured
        fixture.alphaSource = ["import Core", "import Beta", "import Util", "public let alpha = core"]
        let package = try fixture.write()
        defer { try? FileManager.default.removeItem(at: package) }
        let baseline = package.appendingPathComponent("isolation-baseline.txt").path

        let written = CheckIsolation.runKeeping(package, Self.sourceChecks + ["--write-baseline", baseline])
        #expect(written.status == 0, "\(written.errors)")
        let text = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(
            text.split(separator: "\n").filter { !$0.hasPrefix("#") } == [
                "undeclared\tAlpha\tBeta\tSources/Alpha/Alpha.swift",
                "undeclared\tAlpha\tUtil\tSources/Alpha/Alpha.swift",
            ])

        // Moving the imports down a line changes no entry; one more import is new.
        fixture.alphaSource = ["import Core", "", "import Beta", "import Util", "public let alpha = core"]
        try fixture.write(to: package)
        #expect(CheckIsolation.runKeeping(package, Self.sourceChecks + ["--baseline", baseline]).status == 0)
        fixture.files["Sources/Alpha/More.swift"] = "import Beta"
        try fixture.write(to: package)
        let grown = CheckIsolation.runKeeping(package, Self.sourceChecks + ["--baseline", baseline])
        #expect(grown.status == 1)
        #expect(
            grown.diagnostics == [
                "Sources/Alpha/More.swift:1:8: error: Alpha imports Beta but does not declare it in Package.swift"
            ])
        #expect(grown.summary == "check-isolation: 1 error, 0 warnings in 1 of 5 targets; 2 accepted by the baseline")

        // Fixing one leaves its entry stale: it is named so the baseline only shrinks.
        fixture.files = [:]
        try FileManager.default.removeItem(at: package.appendingPathComponent("Sources/Alpha/More.swift"))
        fixture.alphaSource = ["import Core", "import Beta", "public let alpha = core"]
        try fixture.write(to: package)
        let shrunk = CheckIsolation.runKeeping(package, Self.sourceChecks + ["--baseline", baseline])
        #expect(shrunk.status == 0)
        #expect(
            shrunk.output.contains(
                "check-isolation: no longer occurs, delete from the baseline: undeclared Alpha Util Sources/Alpha/Alpha.swift\n"
            ))
    }

    @Test func sarifOutputIsAValidSARIF210Log() throws {
        var fixture = Self.unconfigured
        fixture.alphaDependencies = ["Core", "Util"]
        fixture.alphaSource = ["import Core", "import Beta", "public let alpha = core"]
        let result = CheckIsolation.run(on: try fixture.write(), Self.sourceChecks + ["--format", "sarif"])
        #expect(result.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.hasSuffix("sarif-2.1.0.json") == true)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "check-isolation")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        #expect(ruleIDs == ["undeclared", "unused", "forbidden", "suppression", "unbuilt"])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 2)
        for item in results {
            let ruleID = try #require(item["ruleId"] as? String)
            #expect(item["ruleIndex"] as? Int == ruleIDs.firstIndex(of: ruleID))
            #expect(["error", "warning"].contains(item["level"] as? String))
            #expect(((item["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let location = try #require(
                (item["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let artifact = try #require(location["artifactLocation"] as? [String: Any])
            #expect(artifact["uriBaseId"] as? String == "SRCROOT")
            #expect((artifact["uri"] as? String)?.hasPrefix("/") == false)
            let region = try #require(location["region"] as? [String: Any])
            #expect((region["startLine"] as? Int ?? 0) >= 1 && (region["startColumn"] as? Int ?? 0) >= 1)
        }
        #expect(results.map { $0["ruleId"] as? String } == ["unused", "undeclared"])
        let base = try #require((run["originalUriBaseIds"] as? [String: Any])?["SRCROOT"] as? [String: Any])
        #expect((base["uri"] as? String)?.hasPrefix("file:///") == true)
    }

    @Test func githubOutputIsOneAnnotationPerFinding() throws {
        var fixture = Self.unconfigured
        fixture.alphaSource = ["import Core", "import Beta", "public let alpha = core"]
        let result = CheckIsolation.run(on: try fixture.write(), Self.sourceChecks + ["--format", "github"])
        #expect(result.status == 1)
        #expect(
            result.output == "::error file=Sources/Alpha/Alpha.swift,line=2,col=8,title=check-isolation%3A undeclared::"
                + "Alpha imports Beta but does not declare it in Package.swift%0Aadd .target(name: \"Beta\") to Alpha\n"
        )
        #expect(result.errors == "check-isolation: 1 error, 0 warnings in 1 of 5 targets\n")
    }
}

/// A team that does not want to edit its manifest builds the tool and points it at the package.
@Suite(.drivesSwiftPM)
struct UntouchedPackageTests {
    @Test func theToolChecksAPackageLeavingItsFilesAsTheyWere() throws {
        let executable = try #require(CheckIsolationToolTests.executable, "no CheckIsolationTool next to the tests")
        var fixture = ZeroConfigurationTests.unconfigured
        fixture.alphaSource = ["import Core", "import Beta", "public let alpha = core"]
        let package = try fixture.write()
        defer { try? FileManager.default.removeItem(at: package) }
        let manifest = try Data(contentsOf: package.appendingPathComponent("Package.swift"))
        let before = try FileManager.default.contentsOfDirectory(atPath: package.path).sorted()

        let process = Process()
        process.executableURL = executable
        process.arguments = ["--package-path", package.path, "--checks", "manifest,imports,unused"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationStatus == 1)
        #expect(
            printed.hasPrefix(
                "Sources/Alpha/Alpha.swift:2:8: error: Alpha imports Beta but does not declare it in Package.swift\n"))
        #expect(try Data(contentsOf: package.appendingPathComponent("Package.swift")) == manifest)
        let after = try FileManager.default.contentsOfDirectory(atPath: package.path).sorted()
        #expect(Set(after).subtracting(before) == [".build-isolation"])
    }

    @Test func aHostileFileNameIsPrintedEscaped() throws {
        var fixture = ZeroConfigurationTests.unconfigured
        fixture.files["Sources/Alpha/Evil\u{202E}\u{1B}[2J.swift"] = "import Beta"
        let result = CheckIsolation.run(on: try fixture.write(), ZeroConfigurationTests.sourceChecks)
        #expect(result.status == 1)
        #expect(
            result.diagnostics == [
                "Sources/Alpha/Evil\\u{202E}\\u{1B}[2J.swift:1:8: error: Alpha imports Beta but does not declare it in Package.swift"
            ])
    }
}
