import Foundation
import Testing

/// The targets teams copy into their apps use nothing of the toolchain (the standard library,
/// `_Concurrency`, Observation, Synchronization, Foundation, Testing, …) that is newer than the
/// macOS and iOS versions `Package.swift` declares, as the toolchain's own compiler and symbol
/// graphs say: a Linux build lets such code through, an app on the oldest system would not build.
/// Docs/Testing.md says how the check works.
@Suite(
    .serialized,
    .enabled(if: Toolchain.checksHere, "On Apple platforms the compiler holds code to the deployment target itself"))
struct PlatformFloorTests {
    /// The package root, three folders above this file.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The targets teams copy, by module name and folder: CoreInterfaces, FeatureRuntime, every feature
    /// module (a folder under `Modules/` named as its target, its interface in `Interface/` and its
    /// implementation in `Sources/`), and FeatureTesting, which their tests depend on.
    static var copiedTargets: [(String, String)] {
        let modules =
            ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Modules").path)) ?? [])
            .filter { !$0.hasPrefix(".") }.sorted()
        return [("CoreInterfaces", "CoreInterfaces"), ("FeatureRuntime", "FeatureRuntime")]
            + modules.flatMap { [("\($0)Interface", "Modules/\($0)/Interface"), ($0, "Modules/\($0)/Sources")] } + [
                ("FeatureTesting", "FeatureTesting")
            ]
    }

    /// The check of this package, with the modules its targets import as `swift test` built them.
    static func check() throws -> FloorCheck {
        try FloorCheck.forPackage(at: root, importing: "CoreInterfaces")
    }

    /// Checks `source`, written to a new folder as `file`, as the one file of a target `Planted`.
    static func findings(inPlanted source: String, file: String) async throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "platform-floor-planted-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(file)
        try Data(source.utf8).write(to: url)
        let target = CheckedTarget(name: "Planted", root: folder, files: [url])
        return try await Concurrently.awaiting { try check().findings(in: [target]).map(\.description) }
    }

    /// The 1-based line of `source` that holds `text`.
    static func line(of text: String, in source: String) throws -> Int {
        let lines = source.components(separatedBy: "\n")
        return try #require(lines.firstIndex { $0.contains(text) }, "no line holds \(text)") + 1
    }

    @Test func theTargetsTeamsCopyUseNothingNewerThanThePlatformFloor() async throws {
        let check = try Self.check()
        #expect(check.floor == PlatformFloor(macOS: OSVersion(14), iOS: OSVersion(17)))
        let targets = try Self.copiedTargets.map { try CheckedTarget.sources($0.0, in: $0.1, of: Self.root) }
        let findings = try await Concurrently.awaiting { try check.findings(in: targets) }
        #expect(findings.isEmpty, "newer than \(check.floor):\n\(findings.map(\.description).joined(separator: "\n"))")
    }

    @Test func aPlantedTaskImmediateIsReportedAtItsLine() async throws {
        // A copy of a small real source, with one call the floor does not have.
        let original = try String(
            contentsOf: Self.root.appendingPathComponent("Modules/Assets/Sources/AssetsRepository.swift"),
            encoding: .utf8)
        let planted =
            original + """

                /// Planted by the test: `Task.immediate` is macOS 26 and iOS 26.
                func plantedImmediateTask() {
                    Task.immediate {}
                }

                """
        let line = try Self.line(of: "Task.immediate {}", in: planted)
        let findings = try await Self.findings(inPlanted: planted, file: "AssetsRepository.swift")
        #expect(
            findings.contains(
                "Planted: AssetsRepository.swift:\(line): Task.immediate(name:priority:executorPreference:operation:) (_Concurrency) needs macOS 26.0, iOS 26.0"
            ), "\(findings)")
        // Nothing else of the real file is reported; what the call's own signature brings in
        // (its `executorPreference:` default, of type `TaskExecutor?`) is reported at the same line.
        #expect(findings.allSatisfy { $0.hasPrefix("Planted: AssetsRepository.swift:\(line): ") }, "\(findings)")
    }

    @Test func aTypeNamedOnlyInASignatureIsReported() async throws {
        // No call and no initializer: the type is only written in a parameter.
        let planted = """
            import Synchronization

            /// Planted by the test: `Mutex` is macOS 15 and iOS 18.
            func plantedLockReader(_ lock: borrowing Mutex<Int>) -> Int { 0 }

            """
        let findings = try await Self.findings(inPlanted: planted, file: "Lock.swift")
        #expect(
            findings == [
                "Planted: Lock.swift:4: Mutex (Synchronization) needs macOS 15.0, iOS 18.0"
            ])
    }
}
