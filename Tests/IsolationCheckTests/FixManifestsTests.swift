import Foundation
import IsolationCheck
import Testing

/// A package with several manifests (jwt-kit 5.8.0 has `Package.swift` and
/// `Package@swift-6.4.swift`): `--fix` makes its edits in every one that declares the target,
/// each proven to load, and names those it could not edit, with why.
@Suite(.drivesSwiftPM)
struct FixManifestsTests {
    /// The fixture: Alpha imports Util without declaring it.
    var fixture: FixturePackage {
        var fixture = ZeroConfigurationTests.unconfigured
        fixture.alphaSource = ["import Core", "import Util", "", "public let alpha = core + util"]
        return fixture
    }

    func text(_ file: String, in package: URL) throws -> String {
        try String(contentsOf: package.appendingPathComponent(file), encoding: .utf8)
    }

    /// Writes the fixture with a `Package@swift-6.4.swift` too, for toolchains 6.4 and later (which
    /// this one is not: it is loaded here with its tools lowered); returns the package and both texts.
    func writeWithNewerManifest() throws -> (package: URL, plain: String, newer: String) {
        let package = try fixture.write()
        let plain = try text("Package.swift", in: package)
        let newer = plain.replacingOccurrences(
            of: "// swift-tools-version: 6.1", with: "// swift-tools-version: 6.4\n// For Swift 6.4.")
        try newer.write(
            to: package.appendingPathComponent("Package@swift-6.4.swift"), atomically: true, encoding: .utf8)
        return (package, plain, newer)
    }

    @Test func theSameEditIsMadeInEveryManifestThatDeclaresTheTarget() throws {
        let (package, plain, newer) = try writeWithNewerManifest()
        defer { try? FileManager.default.removeItem(at: package) }
        // For Swift 5.10, Alpha's dependencies are a variable: nothing literal to edit.
        let older = plain.replacingOccurrences(
            of: "// swift-tools-version: 6.1",
            with: "// swift-tools-version: 5.10\nlet alphaNeeds: [Target.Dependency] = [\"Core\"]"
        )
        .replacingOccurrences(
            of: #".target(name: "Alpha", dependencies: ["Core"])"#,
            with: #".target(name: "Alpha", dependencies: alphaNeeds)"#)
        try older.write(
            to: package.appendingPathComponent("Package@swift-5.10.swift"), atomically: true, encoding: .utf8)

        let result = CheckIsolation.runKeeping(package, ["--checks", "imports", "--fix"])
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        let declared = { (text: String) in
            text.replacingOccurrences(
                of: #".target(name: "Alpha", dependencies: ["Core"])"#,
                with: #".target(name: "Alpha", dependencies: ["Core", "Util"])"#)
        }
        #expect(try text("Package.swift", in: package) == declared(plain))
        #expect(try text("Package@swift-6.4.swift", in: package) == declared(newer))
        #expect(try text("Package@swift-5.10.swift", in: package) == older)
        #expect(
            result.output.contains(
                "check-isolation: Package@swift-5.10.swift: not made there: Alpha: declared Util, since Alpha's dependencies there are `alphaNeeds`, not a list written in its declaration (--fix does not edit what other targets may share)\n"
            ), "\(result.output)")
        #expect(
            result.output.contains("check-isolation: wrote Package.swift, Package@swift-6.4.swift; checking again\n"),
            "\(result.output)")
    }

    @Test func aDryRunPrintsADiffForEachManifest() throws {
        let (package, _, newer) = try writeWithNewerManifest()
        defer { try? FileManager.default.removeItem(at: package) }
        let result = CheckIsolation.runKeeping(package, ["--checks", "imports", "--fix", "--dry-run"])
        #expect(result.output.contains("--- a/Package.swift\n+++ b/Package.swift\n"))
        #expect(
            result.output.contains("--- a/Package@swift-6.4.swift\n+++ b/Package@swift-6.4.swift\n"), "\(result.output)"
        )
        #expect(try text("Package@swift-6.4.swift", in: package) == newer)
    }
}
