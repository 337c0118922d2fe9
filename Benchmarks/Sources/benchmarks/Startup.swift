import BenchmarkSupport
import Foundation

/// Starting whole processes and waiting for them: `walkthrough` reading an empty stdin to its first
/// prompt and its exit, against the floor executable. Both are built next to this benchmark.
enum Startup {
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
        guard let floor = Command.executable("floor-startup"), let walkthrough = Command.executable("walkthrough-startup") else { return nil }
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
