import Foundation

/// One `walkthrough` process, run to its end with a given stdin: how long it took and the most
/// memory it held.
///
/// The peak is the process's own high-water mark (`VmHWM` in `/proc/PID/status`), read every
/// 2 ms while it runs: `ru_maxrss` from `wait4` would also count the launching process's memory,
/// which a spawned child inherits on Linux.
struct Session {
    let seconds: Double
    let peakBytes: Int
    let status: Int32

    /// Runs `executable` with `arguments`, `input` as its stdin, and its output discarded.
    static func run(_ executable: URL, _ arguments: [String], input: String) throws -> Session {
        let inputPath = NSTemporaryDirectory() + "data-scale-input-\(getpid())"
        try Data(input.utf8).write(to: URL(fileURLWithPath: inputPath))
        defer { unlink(inputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, executable.path, &actions, nil, argv, environ) == 0 else {
            throw SessionError.cannotStart(executable.path)
        }
        var status: Int32 = 0
        var peak = 0
        while true {
            peak = max(peak, highWaterMark(of: pid) ?? 0)
            let ended = waitpid(pid, &status, WNOHANG)
            if ended == pid { break }
            guard ended == 0 || errno == EINTR else { throw SessionError.cannotStart(executable.path) }
            usleep(2_000)
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return Session(seconds: seconds, peakBytes: peak, status: (status >> 8) & 0xFF)
    }

    /// The process's peak resident memory so far, in bytes; `nil` once it has ended.
    private static func highWaterMark(of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Int(line.dropFirst("VmHWM:".count).trimmingCharacters(in: .whitespaces).dropLast(3))
        else { return nil }
        return kilobytes * 1024
    }

    enum SessionError: Error {
        case cannotStart(String)
    }
}
