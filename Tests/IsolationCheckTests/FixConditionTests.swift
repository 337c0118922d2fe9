import Foundation
import IsolationCheck
import Testing

/// `--fix` declares an import compiled only under a condition with the `condition:` its imports
/// have: platforms for `#if os(…)` and for `#if canImport` of a module only some platforms have,
/// traits for a trait's flag; it never widens a platform list the maintainer wrote, advising a
/// guard instead; and it leaves, saying why, an import under `canImport` of a module SwiftPM
/// itself provides, where no condition can be worked out.
@Suite(.drivesSwiftPM)
struct FixConditionTests {
    /// The fixture with Alpha's source `source` and no policy.
    func fixture(_ source: [String]) -> FixturePackage {
        var fixture = ZeroConfigurationTests.unconfigured
        fixture.alphaSource = source
        return fixture
    }

    /// Fixes `fixture` (written with `manifest` instead of its own, when given) with the imports
    /// check, and returns the result and Alpha's line of the manifest afterwards.
    func fix(_ fixture: FixturePackage, manifest: ((String) -> String)? = nil) throws -> (CheckIsolation, String) {
        let (result, _, alpha) = try fixWhole(fixture, manifest: manifest)
        return (result, alpha)
    }

    /// As ``fix(_:manifest:)``, with the whole manifest afterwards too.
    func fixWhole(
        _ fixture: FixturePackage, manifest: ((String) -> String)? = nil
    ) throws -> (CheckIsolation, String, String) {
        let package = try fixture.write()
        defer { try? FileManager.default.removeItem(at: package) }
        let file = package.appendingPathComponent("Package.swift")
        if let manifest {
            try manifest(try String(contentsOf: file, encoding: .utf8)).write(
                to: file, atomically: true, encoding: .utf8)
        }
        let result = CheckIsolation.runKeeping(package, ["--checks", "imports", "--fix"])
        let after = try String(contentsOf: file, encoding: .utf8)
        let alpha = after.split(separator: "\n").first { $0.contains(#".target(name: "Alpha""#) }.map(String.init) ?? ""
        return (result, after, alpha)
    }

    @Test func anImportUnderOSIsDeclaredOnThatPlatform() throws {
        let (result, alpha) = try fix(
            fixture(["import Core", "#if os(iOS)", "import Util", "#endif", "public let alpha = core"]))
        #expect(
            alpha
                == #"        .target(name: "Alpha", dependencies: ["Core", .target(name: "Util", condition: .when(platforms: [.iOS]))]),"#,
            "\(result.output)")
        #expect(
            result.output.contains(
                "check-isolation: fixed Alpha: declared Util (.target(name: \"Util\", condition: .when(platforms: [.iOS])))\n"
            ), "\(result.output)")
        #expect(result.status == 0, "checked again, clean: \(result.output)")
    }

    /// Hummingbird's HummingbirdCore imports NIOTransportServices under `#if canImport(Network)`,
    /// and a neighbour already writes that condition: the new entry copies its text.
    @Test func anImportUnderCanImportOfAPlatformModuleIsDeclaredAsTheNeighboursWriteIt() throws {
        let neighbour = ".when(platforms: [.watchOS, .macOS, .iOS, .tvOS, .visionOS, .macCatalyst])"
        var fixture = fixture(["#if canImport(Network)", "import Util", "#endif", "public let alpha = 1"])
        fixture.alphaDependencies = []
        fixture.coreDependencies = [".target(name: \"Util\", condition: \(neighbour))"]
        let (result, manifest, _) = try fixWhole(fixture)
        #expect(
            manifest.contains(
                """
                        .target(
                            name: "Alpha",
                            dependencies: [
                                .target(
                                    name: "Util", condition: \(neighbour))
                            ]
                        ),
                """), "the entry would pass 120 characters on its line, broken as swift-format breaks it: \(manifest)")
        #expect(result.status == 0, "\(result.output)")
    }

    /// swift-otel imports NIOHTTP1 in the `#else` of `#if !OTLPHTTP`, where OTLPHTTP is a trait.
    @Test func anImportUnderATraitIsDeclaredWithThatTrait() throws {
        let (result, alpha) = try fix(
            fixture([
                "import Core", "#if !Fancy", "let plain = 1", "#else", "import Util", "#endif",
                "public let alpha = core",
            ])
        ) {
            $0.replacingOccurrences(
                of: "    targets: [\n", with: "    traits: [.trait(name: \"Fancy\")],\n    targets: [\n")
        }
        #expect(
            alpha
                == #"        .target(name: "Alpha", dependencies: ["Core", .target(name: "Util", condition: .when(traits: ["Fancy"]))]),"#,
            "\(result.output)")
        #expect(result.status == 0, "\(result.output)")
    }

    /// A flag that is not one of the package's traits (`DEBUG`) is no condition a manifest can
    /// write: the import is declared everywhere, which is where a debug build compiles it.
    @Test func anImportUnderAFlagThatIsNoTraitIsDeclaredEverywhere() throws {
        let (result, alpha) = try fix(
            fixture(["import Core", "#if DEBUG", "import Util", "#endif", "public let alpha = core"]))
        #expect(alpha == #"        .target(name: "Alpha", dependencies: ["Core", "Util"]),"#, "\(result.output)")
        #expect(result.status == 0, "\(result.output)")
    }

    /// jwt-kit's tests import X509 under `#if canImport(Testing)`: Testing is the toolchain's, not
    /// the graph's, so declaring X509 changes nothing there and it is declared everywhere.
    @Test func anImportUnderCanImportOfAToolchainModuleIsDeclaredEverywhere() throws {
        let (result, alpha) = try fix(
            fixture(["import Core", "#if canImport(Testing)", "import Util", "#endif", "public let alpha = core"]))
        #expect(alpha == #"        .target(name: "Alpha", dependencies: ["Core", "Util"]),"#, "\(result.output)")
        #expect(result.status == 0, "\(result.output)")
    }

    /// An import under `#if !os(Windows)`, where the maintainer declared the dependency on a
    /// platform list: the list is theirs, so `--fix` leaves it, and both the finding and `--fix`
    /// advise guarding the import to the platforms the list names.
    @Test func aPlatformListTheMaintainerWroteIsNeverWidened() throws {
        var fixture = fixture(["#if os(Linux) || os(Windows)", "import Util", "#endif", "public let alpha = 1"])
        fixture.alphaDependencies = [".target(name: \"Util\", condition: .when(platforms: [.linux]))"]
        let (result, alpha) = try fix(fixture)
        #expect(
            alpha
                == #"        .target(name: "Alpha", dependencies: [.target(name: "Util", condition: .when(platforms: [.linux]))]),"#,
            "\(result.output)")
        #expect(
            result.output.contains(
                "check-isolation: Alpha: Util left, since \"Util\" is declared only on linux, a platform list --fix does not widen; guard the import with #if os(Linux), or widen the list by hand\n"
            ), "\(result.output)")
        #expect(result.status == 1, "\(result.output)")
        let check = CheckIsolation.run(on: try fixture.write(), ["--checks", "imports"])
        #expect(
            check.notes.contains {
                $0.hasSuffix(
                    "note: guard the import with #if os(Linux), or, if Util belongs on windows too, add windows to the platforms of Alpha's dependency \"Util\""
                )
            }, "\(check.output)")
    }

    /// `canImport(Util)` is true exactly when Util can be imported, which declaring it changes: no
    /// condition can be worked out, so the finding says why and `--fix` leaves it.
    @Test func anImportUnderCanImportOfAPackageModuleIsLeftWithWhy() throws {
        let why =
            "it is imported only under #if canImport(Util), which SwiftPM answers from what the target declares, so no condition can be worked out"
        let source = fixture(["import Core", "#if canImport(Util)", "import Util", "#endif", "public let alpha = core"])
        let (result, alpha) = try fix(source)
        #expect(alpha == #"        .target(name: "Alpha", dependencies: ["Core"]),"#)
        #expect(result.output.contains("check-isolation: Alpha: Util left, since \(why)\n"), "\(result.output)")
        #expect(result.status == 1)
        let check = CheckIsolation.run(on: try source.write(), ["--checks", "imports"])
        #expect(
            check.notes.contains {
                $0.hasSuffix(
                    "note: add .target(name: \"Util\") to Alpha with the condition you mean, or guard the import on a platform or trait: \(why)"
                )
            }, "\(check.output)")
    }
}
