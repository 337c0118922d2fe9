import Foundation

/// Prints mangled types as Swift (`$s15Synchronization5MutexVySiGD` as
/// `Synchronization.Mutex<Swift.Int>`) with the toolchain's `swift-demangle`, all of a target's
/// types in one run.
enum Demangler {
    /// The printed form of each type `swift-demangle` can read, and the ones it cannot (it prints
    /// those unchanged).
    static func print(
        _ mangled: [String], with tool: URL
    ) throws(FloorCheckError) -> (printed: [String: String], unreadable: [String]) {
        guard !mangled.isEmpty else { return ([:], []) }
        let input = FileManager.default.temporaryDirectory.appendingPathComponent(
            "platform-floor-types-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: input) }
        guard
            FileManager.default.createFile(
                atPath: input.path, contents: Data((mangled.joined(separator: "\n") + "\n").utf8))
        else {
            throw FloorCheckError("cannot write \(input.path)")
        }
        let run = try ProcessRun.run(tool, ["--compact"], input: input)
        let lines = String(decoding: run.output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast()
        guard run.status == 0, lines.count == mangled.count else {
            throw FloorCheckError(
                "swift-demangle printed \(lines.count) lines for \(mangled.count) types (status \(run.status)):\n\(run.errorSummary)"
            )
        }
        var printed: [String: String] = [:]
        var unreadable: [String] = []
        for (type, line) in zip(mangled, lines) {
            if line == type { unreadable.append(type) } else { printed[type] = String(line) }
        }
        return (printed, unreadable)
    }
}
