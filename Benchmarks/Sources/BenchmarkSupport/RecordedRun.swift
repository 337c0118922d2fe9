// `stdout`, a C global, is made line-buffered once, before the tool prints anything: imported
// before Foundation, which would import it as checked.
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif
import Foundation

/// A tool's run kept in the repository, as a session's transcript is: with `--record`, what the
/// tool prints goes to `Benchmarks/Runs/TOOL.txt` as well, after the command and a line saying
/// when, at which commit and on how many cores it ran. The docs quote figures only from these
/// files, and a test holds them to it (Docs/Performance.md, "Recorded runs").
public enum RecordedRun {
    /// Returns when the arguments hold no `--record`. With it, runs the tool again without it,
    /// its output echoed and kept; once it ends, writes the file (whole, replacing the last) and
    /// exits with its status. A run that ends by a signal or with status 2 (bad flags, or something
    /// could not be built or run) replaces nothing.
    public static func recordIfAsked(tool: String) {
        var arguments = Array(CommandLine.arguments.dropFirst())
        guard let flag = arguments.firstIndex(of: "--record") else {
            // The run being recorded writes each line as it prints it, so the recording shows it live.
            if ProcessInfo.processInfo.environment[recording] != nil { setvbuf(stdout, nil, _IOLBF, 0) }
            return
        }
        arguments.remove(at: flag)
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        guard let package = packageDirectory(of: binary) else {
            fail(tool, "--record needs the tool run from its package's .build folder (swift run)")
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging([recording: "1"]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { fail(tool, "cannot run \(binary.path): \(error)") }
        var kept = Data()
        while case let chunk = pipe.fileHandleForReading.availableData, !chunk.isEmpty {
            FileHandle.standardOutput.write(chunk)
            kept.append(chunk)
        }
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus != 2 else {
            fail(tool, "the run did not finish: Benchmarks/Runs/\(tool).txt is left as it was")
        }
        let command = (["$ swift run -c release --package-path Benchmarks", tool] + arguments).joined(separator: " ")
        let header =
            "\(command)\n# recorded \(today()), commit \(commit(of: package)), \(ProcessInfo.processInfo.activeProcessorCount) cores\n"
        let runs = package.appendingPathComponent("Runs")
        let file = runs.appendingPathComponent("\(tool).txt")
        do {
            try FileManager.default.createDirectory(at: runs, withIntermediateDirectories: true)
            try (Data(header.utf8) + kept).write(to: file, options: .atomic)
        } catch {
            fail(tool, "cannot write \(file.path): \(error)")
        }
        FileHandle.standardError.write(Data("\(tool): recorded in Benchmarks/Runs/\(tool).txt\n".utf8))
        exit(process.terminationStatus)
    }

    /// Set in the environment of the run being recorded.
    private static let recording = "BENCHMARKS_RECORDED_RUN"

    /// The Benchmarks package that built `binary` (`.../Benchmarks/.build/<triple>/<configuration>/TOOL`).
    static func packageDirectory(of binary: URL) -> URL? {
        let components = binary.pathComponents
        guard let build = components.lastIndex(of: ".build") else { return nil }
        return URL(fileURLWithPath: NSString.path(withComponents: Array(components[..<build])))
    }

    /// The commit checked out above `package`, with `+ changes` when the tree differs from it.
    private static func commit(of package: URL) -> String {
        let head = Command.run(["git", "-C", package.path, "rev-parse", "--short", "HEAD"])
        guard head.status == 0 else { return "unknown" }
        let changed = Command.run(["git", "-C", package.path, "status", "--porcelain", "--untracked-files=no"])
        let name = head.output.trimmingCharacters(in: .whitespacesAndNewlines)
        return changed.status == 0 && changed.output.isEmpty ? name : "\(name) + changes"
    }

    /// Today's date, UTC, as the docs write it: `2026-12-02`.
    private static func today() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: Date())
    }

    private static func fail(_ tool: String, _ message: String) -> Never {
        FileHandle.standardError.write(Data("\(tool): \(message)\n".utf8))
        exit(2)
    }
}
