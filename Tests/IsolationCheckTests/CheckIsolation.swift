import Foundation

/// Runs `scripts/check-isolation` as a user would and captures what it says.
struct CheckIsolation {
    let status: Int32
    let output: String
    let errors: String

    /// The violation lines printed on standard output.
    var violations: [String] {
        output.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("check-isolation:") }
    }

    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/check-isolation")

    /// Checks the package at `package`, then removes it.
    static func run(on package: URL, checks: String = "manifest,imports,build") throws -> CheckIsolation {
        defer { try? FileManager.default.removeItem(at: package) }
        let process = Process()
        process.executableURL = script
        process.arguments = ["--package-path", package.path, "--checks", checks]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CheckIsolation(
            status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self)
        )
    }
}
