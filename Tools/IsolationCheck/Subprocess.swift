import Foundation

/// Runs a command and collects what it prints: the one way the checker starts `swift` and `swiftc`.
enum Subprocess {
    struct Result: Sendable {
        let status: Int32
        let output: String
        let errors: String
    }

    /// Runs `executable` (a path, or a name looked up on `PATH`) with `arguments` and waits.
    static func run(_ executable: String, _ arguments: [String]) -> Result {
        let process = Process()
        if executable.contains("/") {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [executable] + arguments
        }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return Result(status: 127, output: "", errors: "cannot start \(executable): \(error.localizedDescription)")
        }
        // Read both pipes at once, so a command that fills one does not block on it.
        nonisolated(unsafe) var errorData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorData = errors.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self)
        )
    }

    /// Runs every command side by side and returns their results in the same order.
    static func runAll(_ commands: [(executable: String, arguments: [String])]) -> [Result] {
        let results = Collected<Result>(count: commands.count, placeholder: Result(status: 127, output: "", errors: ""))
        DispatchQueue.concurrentPerform(iterations: commands.count) { index in
            results.set(index, run(commands[index].executable, commands[index].arguments))
        }
        return results.all
    }
}

/// Values filled in from several threads, one per index.
final class Collected<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value]

    init(count: Int, placeholder: Value) {
        values = Array(repeating: placeholder, count: count)
    }

    /// Records the value at `index`.
    func set(_ index: Int, _ value: Value) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }

    /// Every value, in index order.
    var all: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }
}
