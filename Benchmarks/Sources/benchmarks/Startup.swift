import Foundation

/// Starting whole processes and waiting for them: `walkthrough` reading an empty stdin to its first
/// prompt and its exit, against the floor executable. Both are built next to this benchmark.
enum Startup {
    /// The executable `name` built beside this one; built first (in this configuration) when
    /// `swift run … benchmarks` built only the benchmarks themselves.
    static func executable(_ name: String) -> URL? {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let url = binary.deletingLastPathComponent().appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        // .../Benchmarks/.build/<triple>/<configuration>/benchmarks: the package is above `.build`.
        let components = binary.pathComponents
        guard let build = components.lastIndex(of: ".build") else { return nil }
        let package = NSString.path(withComponents: Array(components[..<build]))
        let configuration = components.contains("debug") ? "debug" : "release"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "-c", configuration, "--package-path", package, "--product", name]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        process.waitUntilExit()
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }

    /// Nanoseconds to start `executable` with an empty stdin and see it exit.
    static func run(_ executable: URL) -> Double? {
        let process = Process()
        process.executableURL = executable
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let start = DispatchTime.now().uptimeNanoseconds
        do { try process.run() } catch { return nil }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return Double(DispatchTime.now().uptimeNanoseconds - start)
    }

    /// The two start-ups timed in turn, `runs` times each after one warm-up of each.
    @MainActor
    static func measure(runs: Int) -> [Measurement]? {
        guard let floor = executable("floor-startup"), let walkthrough = executable("walkthrough-startup") else { return nil }
        _ = run(floor)
        _ = run(walkthrough)
        var times: [String: [Double]] = ["floor.startup": [], "startup.walkthrough": []]
        for _ in 0..<runs {
            guard let floorTime = run(floor), let walkthroughTime = run(walkthrough) else { return nil }
            times["floor.startup", default: []].append(floorTime)
            times["startup.walkthrough", default: []].append(walkthroughTime)
        }
        return times.keys.sorted().map { name in
            let sorted = (times[name] ?? []).sorted()
            return Measurement(name: name, median: sorted[sorted.count / 2], min: sorted[0], max: sorted[sorted.count - 1])
        }
    }
}
