import BenchmarkSupport
import Foundation

// What the run prints, and what it reads of a package after a check.

/// Prints a line at once (stdout is a pipe in CI, where print would wait for the end).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// The folder the clones are made in, removed whenever the run ends (each is a few hundred MB).
nonisolated(unsafe) var workFolder: URL?

/// Removes the clones and ends the run with `status`.
func finish(_ status: Int32) -> Never {
    if let workFolder { try? FileManager.default.removeItem(at: workFolder) }
    exit(status)
}

/// Says why the run cannot go on, and stops with status 2.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("real-packages: \(message)\n".utf8))
    finish(2)
}

/// `part` against `whole`, and whether it meets `goal`.
func ratio(_ part: Double, _ whole: Double, goal: Double) -> String {
    let value = part / max(whole, 0.001)
    return String(format: "%.2fx (goal at most %.2fx: %@)", value, goal, value <= goal ? "met" : "NOT met")
}

/// Seconds as the report prints them.
func seconds(_ value: Double) -> String { String(format: "%.2f s", value) }

/// What the check or `--fix` changed in `package`, a git clone, besides its scratch folder
/// (`.build-isolation/`): `git status` lines.
func changes(in package: URL) -> [String] {
    Command.run(["git", "-C", package.path, "status", "--porcelain", "--untracked-files=all"]).output
        .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("?? .build-isolation/") }
}

/// `swift format lint`'s findings in each manifest of `package` under its own `.swift-format`
/// (120 columns and 4 spaces where it has none, as --fix writes there, in `scratch`), by manifest.
func lintFindings(in package: URL, scratch: URL) -> [String: Int] {
    let manifests = ((try? FileManager.default.contentsOfDirectory(atPath: package.path)) ?? []).filter {
        $0 == "Package.swift" || ($0.hasPrefix("Package@swift-") && $0.hasSuffix(".swift"))
    }
    var configuration: [String] = []
    if !FileManager.default.fileExists(atPath: package.appendingPathComponent(".swift-format").path) {
        let fallback = scratch.appendingPathComponent("default.swift-format")
        try? Data(#"{"version": 1, "lineLength": 120, "indentation": {"spaces": 4}}"#.utf8).write(to: fallback)
        configuration = ["--configuration", fallback.path]
    }
    var found: [String: Int] = [:]
    for manifest in manifests {
        let lint = Command.run(
            ["swift", "format", "lint"] + configuration + [package.appendingPathComponent(manifest).path])
        found[manifest] =
            lint.output.split(separator: "\n").filter { $0.contains(": warning: ") || $0.contains(": error: ") }.count
    }
    return found
}
