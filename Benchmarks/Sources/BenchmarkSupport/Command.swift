import Foundation

/// Running commands, and reading build logs: what the benchmark tools that drive `swift` share.
public enum Command {
    /// Runs `arguments` (through `env`, so a name is looked up on `PATH`) with an empty stdin, and
    /// returns its exit status, the seconds it took, and its output and errors together.
    public static func run(_ arguments: [String]) -> (status: Int32, seconds: Double, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        let started = Date()
        do { try process.run() } catch { return (127, 0, "cannot start \(arguments[0])") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, Date().timeIntervalSince(started), String(decoding: data, as: UTF8.self))
    }

    /// The package's modules that had compiler (frontend) jobs in a `swift build -v` log, in build
    /// order; the compilation of the manifest and of command plugins is not a module of the package.
    public static func recompiledModules(_ log: String) -> [String] {
        var modules: [String] = []
        for line in log.split(separator: "\n")
        where line.contains("swift-frontend -frontend -c") || line.contains("swift-frontend -frontend -emit-module") {
            guard !line.contains("ManifestAPI"), !line.contains("PluginAPI"),
                let range = line.range(of: "-module-name ")
            else { continue }
            let name = String(line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            if !name.isEmpty, !modules.contains(name) { modules.append(name) }
        }
        return modules
    }
}

extension Command {
    /// The executable `name` built beside the running one, brought up to date first (in the same
    /// configuration: `swift run … TOOL` builds only the tool, and a stale build would measure
    /// old code).
    public static func executable(_ name: String) -> URL? {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let url = binary.deletingLastPathComponent().appendingPathComponent(name)
        guard let package = RecordedRun.packageDirectory(of: binary)?.path else {
            return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
        }
        let configuration = binary.pathComponents.contains("debug") ? "debug" : "release"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "-c", configuration, "--package-path", package, "--product", name]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        process.waitUntilExit()
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }
}
