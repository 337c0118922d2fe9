import Foundation
import IsolationCheck
import Testing

/// A target of the package itself that re-exports a module whole (`@_exported import Core`) declares
/// it for every target that declares it, as a product's targets do for other packages; a
/// declaration re-export (`@_exported import var Core.core`) provides that declaration only.
@Suite(.drivesSwiftPM)
struct OwnReexportTests {
    /// The fixture: Beta re-exports Core with `export`; Alpha declares only Beta and imports both.
    func fixture(beta export: String) -> FixturePackage {
        var fixture = ZeroConfigurationTests.unconfigured
        fixture.alphaDependencies = ["Beta"]
        fixture.alphaSource = ["import Beta", "import Core", "", "public let alpha = core + beta"]
        fixture.files["Sources/Beta/Beta.swift"] = "\(export)\n\npublic let beta = core + 2"
        return fixture
    }

    @Test func aTargetThatReexportsAModuleWholeDeclaresIt() throws {
        let package = try fixture(beta: "@_exported import Core").write()
        defer { try? FileManager.default.removeItem(at: package) }
        let result = CheckIsolation.runKeeping(package, ZeroConfigurationTests.sourceChecks)
        #expect(result.status == 0, "\(result.output)\(result.errors)")

        let fixed = CheckIsolation.runKeeping(package, ZeroConfigurationTests.sourceChecks + ["--fix"])
        #expect(fixed.output.contains("check-isolation: nothing to fix"), "\(fixed.output)")
        #expect(
            try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
                .contains(#".target(name: "Alpha", dependencies: ["Beta"])"#), "no dependency nobody needs")
    }

    @Test func aDeclarationReexportDeclaresNoModule() throws {
        let package = try fixture(beta: "@_exported import var Core.core\nimport Core").write()
        defer { try? FileManager.default.removeItem(at: package) }
        let result = CheckIsolation.run(on: package, ZeroConfigurationTests.sourceChecks)
        #expect(result.status == 1)
        #expect(
            result.diagnostics.contains {
                $0.hasSuffix(
                    "error: Alpha imports Core but does not declare it in Package.swift (it resolves only through Beta)"
                )
            }, "\(result.output)")
    }

    /// A module a dependency re-exports uses it only where nothing else declares that module: with
    /// Core declared too, importing Core does not use Beta; with Beta alone, it does.
    @Test(arguments: [(["Beta", "Core"], true), (["Beta"], false)])
    func aReexportUsesItsDependencyOnlyWhereNothingElseDeclaresTheModule(declared: [String], unused: Bool) throws {
        var fixture = fixture(beta: "@_exported import Core")
        fixture.alphaDependencies = declared
        fixture.alphaSource = ["import Core", "", "public let alpha = core"]
        let package = try fixture.write()
        defer { try? FileManager.default.removeItem(at: package) }
        let result = CheckIsolation.run(on: package, ZeroConfigurationTests.sourceChecks)
        #expect(
            result.diagnostics.contains {
                $0.hasSuffix("warning: Alpha declares \"Beta\" but none of its files imports Beta")
            } == unused, "\(result.output)")
    }

    /// A module declared only through a re-export on some platforms is declared itself by `--fix`,
    /// as a new entry is: the maintainer's platform list is not touched.
    @Test func aModuleReexportedOnFewerPlatformsIsDeclaredItself() throws {
        var fixture = fixture(beta: "@_exported import Core")
        fixture.alphaDependencies = [#".target(name: "Beta", condition: .when(platforms: [.linux]))"#]
        fixture.alphaSource = ["import Core", "", "public let alpha = core"]
        let package = try fixture.write()
        defer { try? FileManager.default.removeItem(at: package) }
        let check = CheckIsolation.runKeeping(package, ["--checks", "imports"])
        #expect(
            check.diagnostics.contains {
                $0.contains("error: Alpha imports Core on ")
                    && $0.hasSuffix(#"but declares it only through "Beta", on linux"#)
            }, "\(check.output)")
        #expect(check.notes.contains { $0.hasSuffix("note: add .target(name: \"Core\") to Alpha") }, "\(check.output)")

        let fixed = CheckIsolation.runKeeping(package, ["--checks", "imports", "--fix"])
        #expect(fixed.status == 0, "\(fixed.output)")
        let manifest = try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(
            manifest.contains(
                "                .target(name: \"Beta\", condition: .when(platforms: [.linux])),\n                .target(name: \"Core\"),\n"
            ), "\(manifest)")
    }

    /// With the `unused` check, what declaring the module itself leaves unused goes in the same
    /// fix: Alpha used Beta only for the Core it re-exports.
    @Test func whatADeclarationLeavesUnusedGoesInTheSameFix() throws {
        var fixture = fixture(beta: "@_exported import Core")
        fixture.alphaDependencies = [#".target(name: "Beta", condition: .when(platforms: [.linux]))"#]
        fixture.alphaSource = ["import Core", "", "public let alpha = core"]
        let package = try fixture.write()
        defer { try? FileManager.default.removeItem(at: package) }
        let fixed = CheckIsolation.runKeeping(package, ["--checks", "imports,unused", "--fix"])
        #expect(fixed.status == 0, "\(fixed.output)")
        #expect(fixed.output.contains("check-isolation: fixed Alpha: removed Beta, which none of its files imports\n"))
        #expect(fixed.output.contains("no errors or warnings"), "\(fixed.output)")
        let manifest = try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(
            manifest.contains("            dependencies: [\n                .target(name: \"Core\"),\n            ]\n"),
            "\(manifest)")
    }
}
