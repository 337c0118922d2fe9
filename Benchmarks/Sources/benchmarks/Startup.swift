import BenchmarkSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Starting whole processes and waiting for them: `walkthrough` reading an empty stdin to its first
/// prompt and its exit, against the floor executable. Both are built next to this benchmark.
enum Startup {
    /// Nanoseconds to start `executable` with an empty stdin and output, and see it exit; `nil`
    /// when it cannot start or fails. Spawned and reaped directly: Foundation's
    /// `Process.waitUntilExit()` polls the run loop every 50 ms on Linux, which rounded both
    /// start-ups up to about 51 ms and hid their difference.
    static func run(_ executable: URL) -> Double? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in [0, 1, 2] {
            posix_spawn_file_actions_addopen(
                &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        let path = executable.path
        var pid = pid_t()
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = path.withCString { cPath -> Int32 in
            var argv: [UnsafeMutablePointer<CChar>?] = [strdup(cPath), nil]
            defer { free(argv[0]) }
            return posix_spawn(&pid, cPath, &actions, nil, &argv, environ)
        }
        guard spawned == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { return nil }
        }
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        // Exited normally (no signal) with status 0.
        guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else { return nil }
        return Double(elapsed)
    }

    /// The two start-ups timed in turn, `runs` times each after one warm-up of each.
    @MainActor
    static func measure(runs: Int) -> [Measurement]? {
        guard let floor = Command.executable("floor-startup"),
            let walkthrough = Command.executable("walkthrough-startup")
        else { return nil }
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
            return Measurement(
                name: name, median: sorted[sorted.count / 2], min: sorted[0], max: sorted[sorted.count - 1])
        }
    }
}
