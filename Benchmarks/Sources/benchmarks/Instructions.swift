import BenchmarkSupport
import Foundation

/// Instructions per operation, as callgrind counts them: the repeatable figure on a noisy machine.
/// The running benchmark copies itself, strips the copy's debug information (valgrind 3.19 cannot
/// read this toolchain's), and runs `--only NAME --count N` under callgrind twice, for one
/// operation and for `operations + 1`; the difference divided by `operations` is the count per
/// operation.
/// Swift's hashing is made deterministic, so a run's count does not move with its random seed.
enum Instructions {
    /// Whether valgrind and strip are on this machine.
    static var available: Bool {
        Command.run(["valgrind", "--version"]).status == 0 && Command.run(["strip", "--version"]).status == 0
    }

    /// The instructions one `name` operation takes, over `operations`; `nil` when a run fails.
    static func perOperation(_ name: String, operations: Int) -> Double? {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("benchmarks-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        guard (try? FileManager.default.copyItem(at: binary, to: copy)) != nil,
            Command.run(["strip", "--strip-debug", copy.path]).status == 0,
            let one = count(copy, name, 1), let many = count(copy, name, operations + 1)
        else { return nil }
        return Double(many - one) / Double(operations)
    }

    /// The instructions `count` operations of `name` take in a whole run of `binary`.
    private static func count(_ binary: URL, _ name: String, _ count: Int) -> Int? {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("callgrind-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = Command.run([
            "SWIFT_DETERMINISTIC_HASHING=1", "valgrind", "--tool=callgrind", "--callgrind-out-file=\(output.path)",
            binary.path, "--only", name, "--count", "\(count)",
        ])
        guard run.status == 0, let collected = run.output.range(of: "Collected : ") else { return nil }
        return Int(run.output[collected.upperBound...].prefix { $0.isNumber })
    }
}
