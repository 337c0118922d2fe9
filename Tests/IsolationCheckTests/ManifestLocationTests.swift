import Foundation
@testable import IsolationCheck
import Testing

/// A dependency's finding points at that entry, in its own target's declaration: not at another
/// target's `.target(name: "X", condition: …)` entry that names the target first, as in
/// swift-crypto's manifest; a target made in a loop points at the nearest line that names it.
@Suite(.drivesSwiftPM)
struct ManifestLocationTests {
    static let manifest = """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
            name: "Crypto",
            targets: [
                .target(
                    name: "Crypto",
                    dependencies: [
                        .target(name: "CShims", condition: .when(platforms: [.linux])),
                        "CBoring",
                    ]
                ),
                .target(name: "CBoring"),
                .target(
                    name: "CShims",
                    dependencies: ["CBoring"]
                ),
            ]
        )
        for name in ["Extra"] {
            package.targets.append(.target(name: name, dependencies: ["CBoring"]))
        }
        """

    @Test func anEntryPointsIntoItsOwnTargetsDeclaration() {
        let place = ManifestCheck.location(of: "CBoring", inTarget: "CShims", manifest: Self.manifest)
        #expect(place.line == 17, "line \(place.line): not line 10, the entry in Crypto's dependencies")
        #expect(place.column == 28)
    }

    @Test func aTargetMadeInALoopPointsAtTheLineThatNamesIt() {
        let place = ManifestCheck.location(of: "CBoring", inTarget: "Extra", manifest: Self.manifest)
        #expect(place.line == 21 && place.column == 14, "\(place)")
    }

    @Test func bracketsInsideStringsAndCommentsAreNotCounted() {
        let lines = ["dependencies: [ // ] not a close", "\"]\",", "],", "name: \"X\""]
        #expect(ManifestCheck.dependencyListLines(lines) == [1, 2])
    }
}

/// When SwiftPM reads a version-specific manifest (swift-case-paths has `Package@swift-6.0.swift`,
/// read by SwiftPM 6.0), the findings point into it, and its ignore comments count.
@Suite(.drivesSwiftPM)
struct VersionSpecificManifestTests {
    @Test func findingsPointIntoTheManifestSwiftPMReads() throws {
        let fixture = FixturePackage()
        let package = try fixture.write()
        defer { try? FileManager.default.removeItem(at: package) }
        let plain = try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
        // The same package, but Alpha declares Beta, which the policy forbids; two lines lower.
        let specific =
            plain
            .replacingOccurrences(
                of: "import PackageDescription\n", with: "import PackageDescription\n\n// Read by Swift 6.\n"
            )
            .replacingOccurrences(
                of: ".target(name: \"Alpha\", dependencies: [\"Core\"]",
                with: ".target(name: \"Alpha\", dependencies: [\"Core\", \"Beta\"]")
        #expect(specific != plain)
        try specific.write(
            to: package.appendingPathComponent("Package@swift-6.swift"), atomically: true, encoding: .utf8)

        let result = CheckIsolation.runKeeping(package, ["--checks", "manifest"])
        #expect(result.status == 1)
        let line =
            try #require(specific.components(separatedBy: "\n").firstIndex { $0.contains("\"Core\", \"Beta\"") }) + 1
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.hasPrefix("Package@swift-6.swift:\(line):") == true, "\(result.output)")
    }

    @Test(
        arguments: [
            ([6, 3, 1], ["Package@swift-6.swift", "Package@swift-6.3.swift"], "Package@swift-6.3.swift"),
            ([6, 3, 1], ["Package@swift-6.3.1.swift", "Package@swift-6.3.swift"], "Package@swift-6.3.1.swift"),
            ([6, 3, 1], ["Package@swift-6.swift", "Package@swift-5.9.swift"], "Package@swift-6.swift"),
            ([6, 3, 1], ["Package@swift-6.2.swift", "Package@swift-6.0.swift"], "Package.swift"),
            ([], ["Package@swift-6.swift"], "Package.swift"),
        ] as [([Int], [String], String)])
    func theManifestOfSwiftsOwnVersionIsRead(version: [Int], files: [String], expected: String) throws {
        let folder = FixturePackage.temporaryFolder("manifests")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in files + ["Package.swift"] {
            _ = FileManager.default.createFile(
                atPath: folder.appendingPathComponent(file).path,
                contents: Data(file == "Package.swift" ? "// swift-tools-version: 5.9\n".utf8 : "".utf8))
        }
        #expect(PackageLoader.manifestInUse(in: folder, swiftVersion: version) == expected)
    }

    /// Beyond the files of its own version, SwiftPM reads the newest `Package@swift-X.swift` it is
    /// new enough for when that asks for newer tools than `Package.swift`, or when `Package.swift`
    /// asks for newer tools than it has (swift-case-paths 1.10.0: `Package.swift` at 6.4 and
    /// `Package@swift-6.0.swift`; jwt-kit 5.8.0: `Package.swift` at 6.2 and `Package@swift-6.4.swift`).
    /// Each case was tried with SwiftPM 6.3.1's `dump-package`.
    @Test(
        arguments: [
            ("6.4", ["Package@swift-6.0.swift": "6.0"], "Package@swift-6.0.swift"),
            ("5.9", ["Package@swift-6.0.swift": "6.0"], "Package@swift-6.0.swift"),
            ("5.9", ["Package@swift-6.2.swift": "6.2", "Package@swift-5.10.swift": "5.10"], "Package@swift-6.2.swift"),
            ("6.0", ["Package@swift-6.0.swift": "6.0"], "Package.swift"),
            ("6.2", ["Package@swift-6.4.swift": "6.4"], "Package.swift"),
            ("5.9", ["Package@swift-6.0.swift": "5.9"], "Package.swift"),
        ] as [(String, [String: String], String)])
    func theNewestManifestSwiftPMIsNewEnoughForIsReadWhenItAsksForMore(
        regular: String, specific: [String: String], expected: String
    ) throws {
        let folder = FixturePackage.temporaryFolder("manifests")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (file, tools) in specific.merging(["Package.swift": regular], uniquingKeysWith: { first, _ in first }) {
            try "// swift-tools-version: \(tools)\n".write(
                to: folder.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        #expect(PackageLoader.manifestInUse(in: folder, swiftVersion: [6, 3, 1]) == expected)
    }
}
