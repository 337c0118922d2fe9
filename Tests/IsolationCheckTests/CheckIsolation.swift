import Foundation
import IsolationCheck

/// Runs `check-isolation` in process, as a user would from the command line, and keeps what it says.
struct CheckIsolation {
    let status: Int32
    let output: String
    let errors: String

    /// The errors and warnings printed on standard output, without the notes that follow them.
    var diagnostics: [String] {
        output.split(separator: "\n").map(String.init).filter {
            !$0.hasPrefix("check-isolation:") && !$0.contains(": note: ")
        }
    }

    /// The advice printed after each error or warning.
    var notes: [String] {
        output.split(separator: "\n").map(String.init).filter { $0.contains(": note: ") }
    }

    /// The last line of standard output: the summary.
    var summary: String? {
        output.split(separator: "\n").last.map(String.init)
    }

    /// Checks the package at `package` with `arguments`, then removes the package.
    static func run(on package: URL, _ arguments: [String] = []) -> CheckIsolation {
        defer { try? FileManager.default.removeItem(at: package) }
        return runKeeping(package, arguments)
    }

    /// Checks the package at `package` with `arguments`, and leaves it there.
    static func runKeeping(_ package: URL, _ arguments: [String] = []) -> CheckIsolation {
        var output = ""
        var errors = ""
        let status = IsolationCheckCommand.run(
            arguments: ["--package-path", package.path] + arguments,
            write: { output += $0 },
            writeError: { errors += $0 }
        )
        return CheckIsolation(status: status, output: output, errors: errors)
    }
}
