import Foundation
import PackagePlugin

/// `swift package check-isolation [options]`: runs the `check-isolation` tool on the package the
/// command is run in. Unless `--checks` leaves the build check out, the package is built first,
/// with its tests, through SwiftPM, in its own build folder, so the build the tool itself needed is
/// reused and a second run is a null build; the tool then reads how SwiftPM compiled each target
/// there.
/// SwiftPM's own queries (`describe`, `dump-package`, `show-dependencies`) run in the plugin's
/// work folder (`context.pluginWorkDirectoryURL`, under `.build/plugins`), so the command writes
/// nothing in the package and needs no permission.
@main
struct CheckIsolationPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "CheckIsolationTool")
        var toolArguments = ["--package-path", context.package.directoryURL.path] + arguments
        if !arguments.contains(where: { $0 == "--scratch-path" || $0.hasPrefix("--scratch-path=") }) {
            toolArguments += ["--scratch-path", context.pluginWorkDirectoryURL.appendingPathComponent("scratch").path]
        }
        if wantsBuild(arguments) {
            let result = try packageManager.build(
                .all(includingTests: true), parameters: .init(configuration: .debug, logging: .concise))
            guard result.succeeded else {
                // The tool builds again in its scratch folder and says which import, if any, broke it.
                return try run(tool.url, toolArguments)
            }
            if let folder = buildFolder(of: result, in: context.package.directoryURL) {
                toolArguments += ["--built-in", folder.path]
            }
        }
        try run(tool.url, toolArguments)
    }

    /// Whether the command line leaves the build check in.
    private func wantsBuild(_ arguments: [String]) -> Bool {
        if arguments.contains(where: { ["--help", "-h", "--graph"].contains($0) }) { return false }
        guard let index = arguments.firstIndex(where: { $0 == "--checks" || $0.hasPrefix("--checks=") }) else {
            return true
        }
        let list =
            arguments[index].hasPrefix("--checks=")
            ? String(arguments[index].dropFirst("--checks=".count))
            : (index + 1 < arguments.count ? arguments[index + 1] : "")
        return list.split(separator: ",").contains("build")
    }

    /// The scratch folder a build wrote into: the folder above `<triple>/debug` of its artifacts.
    private func buildFolder(of result: PackageManager.BuildResult, in package: URL) -> URL? {
        for artifact in result.builtArtifacts {
            var folder = artifact.url.deletingLastPathComponent()
            while folder.path.count > package.path.count {
                if folder.lastPathComponent == "debug" {
                    return folder.deletingLastPathComponent().deletingLastPathComponent()
                }
                folder = folder.deletingLastPathComponent()
            }
        }
        return nil
    }

    /// Runs the tool and passes its exit status on (1 findings, 2 unreadable, 74 output).
    private func run(_ tool: URL, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            exit(process.terminationStatus)
        }
    }
}
