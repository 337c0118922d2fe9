import Foundation

/// The Swift toolchain the tests run with: `swiftc` on `PATH`, the `swift-symbolgraph-extract` and
/// `swift-demangle` beside it, and the folders of the toolchain's own modules, as
/// `swiftc -print-target-info` gives them.
struct Toolchain: Sendable {
    /// The compiler driver.
    var swiftc: URL
    /// The tool that writes a module's symbol graph.
    var symbolGraphExtract: URL
    /// The tool that prints mangled names as Swift.
    var demangle: URL
    /// The target triple, such as `x86_64-unknown-linux-gnu`.
    var triple: String
    /// The folders of the toolchain's own modules (the standard library, Foundation, Testing, …).
    var moduleFolders: [String]
    /// The folders of the toolchain's macro plugins (`@TaskLocal`, `#expect`).
    var pluginFolders: [String]

    /// Whether the check can run here: it reads the toolchain modules of Linux, which carry
    /// every Apple platform's availability but let code use any of it; on an Apple platform the
    /// compiler holds code to the deployment target itself.
    static var checksHere: Bool {
        #if os(Linux)
        true
        #else
        false
        #endif
    }

    /// The toolchain whose `swiftc` comes first on `PATH`.
    static func onPath(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(FloorCheckError) -> Toolchain {
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        guard let bin = folders.first(where: { FileManager.default.isExecutableFile(atPath: "\($0)/swiftc") }) else {
            throw FloorCheckError(
                "no swiftc on PATH (\(environment["PATH"] ?? "unset")): the check runs the toolchain's compiler")
        }
        let binURL = URL(fileURLWithPath: bin)
        let swiftc = binURL.appendingPathComponent("swiftc")
        var tools: [URL] = []
        for name in ["swift-symbolgraph-extract", "swift-demangle"] {
            let tool = binURL.appendingPathComponent(name)
            guard FileManager.default.isExecutableFile(atPath: tool.path) else {
                throw FloorCheckError("no \(name) beside \(swiftc.path): the check needs the whole toolchain")
            }
            tools.append(tool)
        }

        let info = try ProcessRun.run(swiftc, ["-print-target-info"])
        struct TargetInfo: Decodable {
            struct Target: Decodable { var triple: String }
            struct Paths: Decodable { var runtimeLibraryImportPaths: [String]; var runtimeResourcePath: String }
            var target: Target
            var paths: Paths
        }
        guard info.status == 0, let target = try? JSONDecoder().decode(TargetInfo.self, from: info.output) else {
            throw FloorCheckError("cannot read `swiftc -print-target-info`: \(info.errorSummary)")
        }
        let resources = URL(fileURLWithPath: target.paths.runtimeResourcePath)
        let plugins = [
            resources.appendingPathComponent("host/plugins").path,
            resources.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("local/lib/swift/host/plugins").path,
        ].filter { FileManager.default.fileExists(atPath: $0) }
        return Toolchain(
            swiftc: swiftc, symbolGraphExtract: tools[0], demangle: tools[1], triple: target.target.triple,
            moduleFolders: target.paths.runtimeLibraryImportPaths, pluginFolders: plugins
        )
    }

    /// Whether a module loaded from `path` is one of the toolchain's own Swift modules (not a C
    /// module of its, and not one the package built).
    func isOwnSwiftModule(loadedFrom path: String) -> Bool {
        path.contains(".swiftmodule") && moduleFolders.contains { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }
}
