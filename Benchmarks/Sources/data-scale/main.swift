import BenchmarkSupport
import Foundation

// data-scale: what a `--data` file of real size costs, against what reading and writing its bytes
// costs, in one run. For each size N (100,000 and 1,000,000 by default) it generates a file of N
// assets and N issues and prints three ratios with their goals (Docs/Performance.md):
//   first screen of `walkthrough --data FILE`  /  floor.json-parse        (goal ≤ 3×)
//   one link saved                               /  floor.json-replace-fsync  (goal ≤ 2×)
//   peak memory of a session that links          /  4 × file + empty program (goal ≤ 1×)
// and, once the file is loaded, what a person waits for (Turns.swift): opening the issue picker and
// turning a page (goal ≤ 50 ms each), and searches of every label, with text in ASCII and beyond it,
// in the picker (ASCII titles) and in the asset list (names beyond ASCII) (goal ≤ 250 ms), medians.
// First, one string of a million escapes against the same bytes unescaped (Escapes.swift, goal ≤ 2×).
// `--sizes 20000` runs a smaller file (as CI does; goals are judged from 100,000 records, and it exits
// 1 when one is not met); `--runs R` repeats each measurement (median). `--soak` runs the soak test
// at full size instead (Soak.swift). `--record` keeps the run in Benchmarks/Runs/data-scale.txt.

struct Options {
    var sizes = [100_000, 1_000_000]
    var runs = 3
    var soak = false

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--sizes":
                guard let list = rest.popFirst() else { throw UsageError("--sizes needs a list, like 100000,1000000") }
                let sizes = list.split(separator: ",").compactMap { Int($0) }
                guard !sizes.isEmpty, sizes.count == list.split(separator: ",").count, sizes.allSatisfy({ $0 >= 2 })
                else {
                    throw UsageError("--sizes takes numbers of at least 2, separated by commas")
                }
                self.sizes = sizes
            case "--soak":
                soak = true
            case "--runs":
                guard let text = rest.popFirst(), let runs = Int(text), runs >= 1 else {
                    throw UsageError("--runs takes a number of at least 1")
                }
                self.runs = runs
            default:
                throw UsageError("unknown argument \(argument); use --sizes N,N, --runs R, --soak or --record")
            }
        }
    }
}

struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

func verdict(_ ratio: Double, goal: Double) -> String {
    ratio <= goal ? "met" : "NOT met"
}

RecordedRun.recordIfAsked(tool: "data-scale")
let options: Options
do {
    options = try Options(Array(CommandLine.arguments.dropFirst()))
} catch let error as UsageError {
    FileHandle.standardError.write(Data("data-scale: \(error.message)\n".utf8))
    exit(2)
}
if options.soak { exit(Soak.run()) }
guard let walkthrough = Command.executable("walkthrough-startup") else {
    FileHandle.standardError.write(Data("data-scale: cannot build walkthrough-startup\n".utf8))
    exit(1)
}
let folder = NSTemporaryDirectory() + "data-scale-\(getpid())"
try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
/// Removes the generated files and ends the run with `status`.
func finish(_ status: Int32) -> Never {
    try? FileManager.default.removeItem(atPath: folder)
    exit(status)
}

let empty = try Session.run(walkthrough, [], input: "")
print("empty program (walkthrough with no data, empty stdin): peak \(empty.peakBytes / 1_000_000) MB")
var allMet = true
// Judged in a full run only, as every goal is (a file of 100,000 records or more).
let fullRun = options.sizes.contains { $0 >= 100_000 }
let escapes = try Escapes.measure(walkthrough, folder: folder, runs: options.runs)
print(escapes.line + (fullRun ? "; goal ≤ 2×: \(verdict(escapes.ratio, goal: 2))" : "; goals are judged in a full run"))
allMet = allMet && (!fullRun || escapes.ratio <= 2)
for size in options.sizes {
    let path = folder + "/data-\(size).json"
    let bytes = try GeneratedFile.write(count: size, to: path)
    print("\n\(size) assets and \(size) issues: \(String(format: "%.1f", Double(bytes) / 1e6)) MB")

    let decoder = median(try (0..<options.runs).map { _ in try Floors.jsonDecoder(path) })
    let serialization = median(try (0..<options.runs).map { _ in try Floors.jsonSerialization(path) })
    let parseFloor = min(decoder, serialization)
    print(
        "  floor.json-parse: \(String(format: "%.3f", parseFloor)) s (the faster of JSONDecoder into Decodable structs, \(String(format: "%.3f", decoder)) s, and JSONSerialization, \(String(format: "%.3f", serialization)) s)"
    )

    var firstScreens: [Double] = []
    var linked: [Double] = []
    var cancelled: [Double] = []
    // The save's floor, measured between the sessions that measure the save, so that both see the
    // same disk: this machine's fsync and block freeing swing several times from call to call.
    var writeFloors: [Double] = []
    // Saves per session: ten, so that the difference between two sessions is mostly saves; one at
    // 1,000,000 records, where each save writes 360 MB and a second one would wait for the disk to
    // finish writing the first (Docs/Performance.md gives both).
    let saves = size >= 1_000_000 ? 1 : 10
    var peak = 0
    for run in 0..<options.runs {
        let first = try Session.run(walkthrough, ["--data", path], input: "")
        // An asset with no link yet (the odd ones), a new one each run: the first save appends a
        // link, the next ones give it another issue. Both sessions open the picker as often; one
        // picks, the other cancels, so the difference is the saves alone.
        let route = "assets/A\(2 * run + 1)/link-issue"
        let more = (1..<saves).map { "1\n\($0 + 1)\n" }.joined()
        writeFloors.append(try Floors.replaceFsync(path))
        let cancel = try Session.run(
            walkthrough, ["--data", path, "--open", route], input: "b\n" + String(repeating: "1\nb\n", count: saves - 1)
        )
        writeFloors.append(try Floors.replaceFsync(path))
        let link = try Session.run(walkthrough, ["--data", path, "--open", route], input: "1\n" + more)
        writeFloors.append(try Floors.replaceFsync(path))
        guard first.status == 0, cancel.status == 0, link.status == 0 else {
            FileHandle.standardError.write(
                Data("data-scale: walkthrough exited \(first.status), \(cancel.status), \(link.status)\n".utf8))
            finish(1)
        }
        firstScreens.append(first.seconds)
        cancelled.append(cancel.seconds)
        linked.append(link.seconds)
        peak = max(peak, first.peakBytes, cancel.peakBytes, link.peakBytes)
    }
    guard let text = try? String(contentsOfFile: path, encoding: .utf8), text.contains("\"assetID\": \"A1\"") else {
        FileHandle.standardError.write(Data("data-scale: the link was not saved in \(path)\n".utf8))
        finish(1)
    }
    let firstScreen = median(firstScreens)
    let writeFloor = median(writeFloors)
    print(
        "  floor.json-replace-fsync: \(String(format: "%.3f", writeFloor)) s (median of \(writeFloors.count), between the sessions: the same bytes to a temporary file, fsync, rename over a file of that size, fsync the folder)"
    )
    let save = max(0, median(linked) - median(cancelled)) / Double(saves)
    let budget = 4 * bytes + empty.peakBytes
    let ratios = [
        ("first screen", firstScreen / parseFloor, 3.0, "\(String(format: "%.3f", firstScreen)) s / floor.json-parse"),
        (
            "one link saved", save / writeFloor, 2.0,
            "\(String(format: "%.3f", save)) s (a session that links \(saves == 1 ? "once" : "\(saves) times"), less one that cancels as often, per link) / floor.json-replace-fsync"
        ),
        (
            "peak memory", Double(peak) / Double(budget), 1.0,
            "\(peak / 1_000_000) MB / (4 × file + empty program = \(budget / 1_000_000) MB)"
        ),
    ]
    // The goals are set for real sizes: below 100,000 records the empty program's own cost dominates.
    let judged = size >= 100_000
    for (name, ratio, goal, detail) in ratios {
        let judgement =
            judged
            ? "goal ≤ \(String(format: "%.0f", goal))×: \(verdict(ratio, goal: goal))"
            : "goals are for 100,000 records and more"
        print("  \(name): \(String(format: "%.2f", ratio))× (\(detail)); \(judgement)")
        allMet = allMet && (!judged || ratio <= goal)
    }
    let lists = try ListTimes.measure(walkthrough, path: path, size: size, rounds: max(options.runs, 3))
    let waits =
        [("picker opened", lists.picker, 0.050), ("page turned", lists.page, 0.050)]
        + lists.searches.map { ("search, \($0.name)", $0.times, 0.250) }
    for (name, times, goal) in waits {
        let seconds = median(times)
        let judgement =
            judged
            ? "goal ≤ \(Int(goal * 1000)) ms: \(verdict(seconds, goal: goal))"
            : "goals are for 100,000 records and more"
        print("  \(name): \(String(format: "%.1f", seconds * 1000)) ms (median of \(times.count)); \(judgement)")
        allMet = allMet && (!judged || seconds <= goal)
    }
    unlink(path)
}
print(
    "\n" + (allMet ? "every goal met" : "some goals NOT met")
        + " (one run on a shared machine; see Docs/Performance.md)")
// Like the full benchmarks run, a judged goal that is not met is a failure.
finish(allMet ? 0 : 1)
