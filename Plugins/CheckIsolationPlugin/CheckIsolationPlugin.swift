import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory check-isolation [options]`: runs the
/// `check-isolation` tool on the package the command is run in, with that package's own
/// `isolation-policy.txt`. The tool writes its scratch builds into the package folder
/// (`.build-isolation`), hence the permission.
@main
struct CheckIsolationPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "CheckIsolationTool")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["--package-path", context.package.directoryURL.path] + arguments
        try process.run()
        process.waitUntilExit()
        // The tool has said everything itself; pass its exit status on (1 violations, 2 unreadable).
        if process.terminationStatus != 0 {
            exit(process.terminationStatus)
        }
    }
}
