import Foundation
import IsolationCheck
import Testing

/// When SwiftPM cannot read a package, the checker passes SwiftPM's own reason on, not the bare
/// `error: fatalError` SwiftPM ends some failures with.
@Suite(.drivesSwiftPM)
struct SwiftPMFailureTests {
    /// What the checker says of the fixture package when `swift` fails, printing `said` on
    /// standard error, and the package's path.
    func errors(whenSwiftSays said: [String]) throws -> (errors: String, status: Int32, package: String) {
        let package = try ZeroConfigurationTests.unconfigured.write()
        defer { try? FileManager.default.removeItem(at: package) }
        let fake = package.appendingPathComponent("fake-swift")
        let lines = said.map { "echo \"\($0)\" >&2" }.joined(separator: "\n")
        try "#!/bin/sh\n\(lines)\nexit 1\n".write(to: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        let result = CheckIsolation.runKeeping(package, ["--checks", "imports", "--swift", fake.path])
        return (result.errors, result.status, package.path)
    }

    /// As SwiftPM failed on a Package.resolved pinning a revision nobody serves.
    @Test func swiftPMsReasonIsPassedOnNotItsLastLine() throws {
        let (errors, status, package) = try errors(whenSwiftSays: [
            "Fetching https://example.com/swift-sdk.git",
            "error: Couldn't get the revision '0123abc' of the dependency 'eventsource': it is not in the repository",
            "error: fatalError",
        ])
        #expect(status == 2)
        #expect(
            errors
                == "check-isolation: cannot read the package at \(package): Couldn't get the revision '0123abc' of the dependency 'eventsource': it is not in the repository\n"
        )
    }

    /// SwiftPM ends some reasons with a colon and gives the rest on the lines below (git's own
    /// answer): the message keeps them, on one line.
    @Test func aReasonThatGoesOnBelowItsLineIsKeptWhole() throws {
        let (errors, status, package) = try errors(whenSwiftSays: [
            "error: Failed to clone repository https://example.com/swift-sdk.git:",
            "    Cloning into bare repository '/tmp/x'...",
            "    fatal: could not read Username for 'https://example.com': terminal prompts disabled",
        ])
        #expect(status == 2)
        #expect(
            errors
                == "check-isolation: cannot read the package at \(package): Failed to clone repository https://example.com/swift-sdk.git: Cloning into bare repository '/tmp/x'... fatal: could not read Username for 'https://example.com': terminal prompts disabled\n"
        )
    }
}

/// A package that does not build still gets the source checks' findings, and the failed build is
/// one error naming the target and the compiler's first error.
@Suite(.drivesSwiftPM)
struct UnbuildablePackageTests {
    @Test func theSourceFindingsStandAndTheFailedBuildIsOneError() throws {
        var fixture = ZeroConfigurationTests.unconfigured
        // Alpha imports Beta without declaring it; Util does not compile.
        fixture.alphaSource = ["import Core", "import Beta", "public let alpha = core"]
        fixture.files["Sources/Util/Util.swift"] = "public let util: Int = \"two\""
        let package = try fixture.write()
        defer { try? FileManager.default.removeItem(at: package) }
        let result = CheckIsolation.runKeeping(package, ["--format", "json"])
        #expect(result.status == 1, "\(result.errors)")
        struct Report: Decodable { let violations: [Finding] }
        let found = try JSONDecoder().decode(Report.self, from: Data(result.output.utf8)).violations
        #expect(
            found.contains { $0.kind == .undeclared && $0.target == "Alpha" && $0.dependency == "Beta" }, "\(found)")
        let unbuilt = try #require(found.first { $0.kind == .unbuilt }, "\(found)")
        #expect(unbuilt.target == "Util")
        #expect(unbuilt.file == "Sources/Util/Util.swift")
        #expect(
            unbuilt.message.hasPrefix(
                "Util does not build, so the build check could not judge the package: cannot convert value of type 'String'"
            ), "\(unbuilt.message)")
        #expect(found.filter { $0.kind == .unbuilt }.count == 1)
    }
}

/// The build check builds the test targets too: a package whose tests do not compile fails it.
@Suite(.drivesSwiftPM)
struct UnbuildableTestsTests {
    @Test func aTestTargetThatDoesNotCompileFailsTheBuildCheck() throws {
        var fixture = ZeroConfigurationTests.unconfigured
        fixture.files["Tests/AlphaTests/AlphaTests.swift"] = "import Alpha\n\nlet broken: Int = \"two\""
        let package = try fixture.write()
        defer { try? FileManager.default.removeItem(at: package) }
        let manifest = package.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try text.replacingOccurrences(
            of: #"        .executableTarget("#,
            with: "        .testTarget(name: \"AlphaTests\", dependencies: [\"Alpha\"]),\n        .executableTarget("
        ).write(to: manifest, atomically: true, encoding: .utf8)

        let result = CheckIsolation.runKeeping(package, ["--checks", "build", "--format", "json"])
        #expect(result.status == 1, "\(result.output)\(result.errors)")
        struct Report: Decodable { let violations: [Finding] }
        let found = try JSONDecoder().decode(Report.self, from: Data(result.output.utf8)).violations
        #expect(
            found.contains {
                $0.kind == .unbuilt && $0.target == "AlphaTests" && $0.file == "Tests/AlphaTests/AlphaTests.swift"
            },
            "\(found)")
    }
}
