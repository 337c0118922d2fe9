import Foundation
import IsolationCheck
import Testing

/// A check writes only under its scratch folder (`.build-isolation`): SwiftPM's resolution,
/// `Package.resolved` included, is kept there, so a fresh clone gets no `Package.resolved` and a
/// tracked one is never rewritten, even where SwiftPM would rewrite it.
@Suite(.drivesSwiftPM)
struct WriteLocationTests {
    /// The fixture, depending on swift-log from the machine's package mirror, Alpha importing it.
    var fixture: FixturePackage {
        var fixture = ZeroConfigurationTests.unconfigured
        fixture.packageDependencies = [#".package(url: "https://github.com/apple/swift-log", exact: "1.16.2")"#]
        fixture.alphaDependencies = ["Core", #".product(name: "Logging", package: "swift-log")"#]
        fixture.alphaSource = ["import Core", "import Logging", "", "public let alpha = core", "let log = Logger.self"]
        return fixture
    }

    @Test func resolutionIsKeptInTheScratchFolderAndATrackedFileIsNeverRewritten() throws {
        let package = try fixture.write()
        defer { try? FileManager.default.removeItem(at: package) }
        let root = package.appendingPathComponent("Package.resolved")
        let kept = package.appendingPathComponent(
            ".build-isolation/resolution.xcworkspace/xcshareddata/swiftpm/Package.resolved")

        let fresh = CheckIsolation.runKeeping(package, ZeroConfigurationTests.sourceChecks)
        #expect(fresh.status == 0, "\(fresh.output)\(fresh.errors)")
        #expect(!FileManager.default.fileExists(atPath: root.path), "a fresh clone gets no Package.resolved")
        let resolved = try String(contentsOf: kept, encoding: .utf8)
        #expect(resolved.contains("\"version\" : \"1.16.2\""), "\(resolved)")

        // A Package.resolved whose origin hash no longer matches the manifest: SwiftPM rewrites it
        // when it resolves in the package root.
        let stale = resolved.replacingOccurrences(
            of: #""originHash" : "[0-9a-f]+""#, with: #""originHash" : "0000""#, options: .regularExpression)
        #expect(stale != resolved, "the fixture's resolution has an origin hash to make stale")
        try Data(stale.utf8).write(to: root)
        let again = CheckIsolation.runKeeping(package, ZeroConfigurationTests.sourceChecks)
        #expect(again.status == 0, "\(again.output)\(again.errors)")
        #expect(try String(contentsOf: root, encoding: .utf8) == stale, "the package's own file is left as it was")
        let entries = try FileManager.default.contentsOfDirectory(atPath: package.path).sorted()
        #expect(
            entries == [".build-isolation", "Package.resolved", "Package.swift", "Sources"],
            "nothing else is written in the package")
    }
}
