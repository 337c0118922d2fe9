import Foundation
import Testing

/// CoreInterfaces is the pattern and nothing else: it compiles with the toolchain alone, no module
/// of this package beside it, so a team on TCA or on plain `@Observable` models copies it without
/// the runtime (Docs/Decisions.md, "What a team on another state library copies").
@Suite(.enabled(if: Toolchain.checksHere, "On Apple platforms the compiler needs the SDK's flags to check alone"))
struct ContractAloneTests {
    /// Type-checks `files` as one module `name`, with no module search path of the package's.
    static func typecheck(_ files: [URL], as name: String) throws -> ProcessRun {
        let toolchain = try Toolchain.onPath()
        return try ProcessRun.run(
            toolchain.swiftc,
            [
                "-typecheck", "-swift-version", "6", "-parse-as-library", "-module-name", name, "-package-name",
                "contract",
            ]
                + toolchain.pluginFolders.flatMap { ["-plugin-path", $0] } + files.map(\.path))
    }

    static func coreInterfacesFiles() throws -> [URL] {
        try CheckedTarget.sources("CoreInterfaces", in: "CoreInterfaces", of: PlatformFloorTests.root).files
    }

    @Test func coreInterfacesCompilesWithNothingOfThisPackage() throws {
        let run = try Self.typecheck(try Self.coreInterfacesFiles(), as: "CoreInterfaces")
        #expect(run.status == 0, "CoreInterfaces does not compile alone:\n\(run.errorSummary)")
    }

    @Test func aPlantedImportOfTheRuntimeFailsIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "contract-alone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let planted = folder.appendingPathComponent("Planted.swift")
        try Data("import FeatureRuntime\n".utf8).write(to: planted)
        let run = try Self.typecheck(try Self.coreInterfacesFiles() + [planted], as: "CoreInterfaces")
        #expect(run.status != 0)
        #expect(run.errors.contains("no such module 'FeatureRuntime'"))
    }
}
