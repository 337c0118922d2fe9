import BenchmarkSupport
import Foundation

// module-scale: how the pattern scales with the number of modules, in this project's shape.
//
// For each size N, generates a package of N modules in the reference's shape (ScaleGenerator: an
// interface target beside each module's implementation) in a temporary folder and measures: a
// clean debug build; a null build (SwiftPM's own cost, nothing to compile); a function body edited
// in one module; that module's public interface edited; a destination added to its interface; the
// full isolation check from a clean tree, and the part of it that is SwiftPM building the package;
// and the App's start-up to the first prompt. Each line names N, the measurement, the seconds, and
// how many modules really had compiler jobs (from the build log). Then a table of each against the
// smallest N, and the goals.
//
// Run from the root package: `swift run -c release --package-path Benchmarks module-scale [--sizes 2,8,32,100] [--record]`.
// Exit status: 0 when everything built (a run over several sizes also needs every goal met), 1 when a
// goal is not met, 2 when something could not be generated, built or checked.

RecordedRun.recordIfAsked(tool: "module-scale")
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
var sizes = [2, 8, 32, 100]
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    guard argument == "--sizes", let list = arguments.popFirst(),
        case let parsed = list.split(separator: ",").compactMap({ Int($0) }), !parsed.isEmpty,
        parsed.allSatisfy({ $0 >= 2 && $0 <= 200 })
    else { stop("usage: module-scale [--sizes 2,8,32,100] (each from 2 to 200)") }
    sizes = parsed.sorted()
}
guard FileManager.default.fileExists(atPath: root.appendingPathComponent("FeatureRuntime").path) else {
    stop("run it from the root package (no FeatureRuntime folder in \(root.path))")
}

// The checker, built once and not timed.
let checkerScratch = root.appendingPathComponent(".build-module-scale")
let builtChecker = Command.run([
    "swift", "build", "--package-path", root.path, "--scratch-path", checkerScratch.path, "--product",
    "CheckIsolationTool",
])
guard builtChecker.status == 0 else { stop("cannot build the checker:\n\(builtChecker.output.suffix(1500))") }
let checker = checkerScratch.appendingPathComponent("debug/CheckIsolationTool").path

/// One measurement: its seconds, and the modules that had compiler jobs (`nil` where none are read).
struct Figure {
    let seconds: Double
    let recompiled: [String]?
}

var figures: [String: Figure] = [:]  // "N/measurement"
let work = FileManager.default.temporaryDirectory.appendingPathComponent("module-scale-\(UUID().uuidString)")
workFolder = work

for size in sizes {
    let generator = ScaleGenerator(modules: size, repository: root)
    let package = work.appendingPathComponent("scale-\(size)")
    do { try generator.write(to: package) } catch { stop("cannot write the package of \(size) modules: \(error)") }
    let measure = Measurements(package: package, generator: generator, checker: checker)
    for (name, figure) in measure.all() {
        figures["\(size)/\(name)"] = figure
        let recompiled = figure.recompiled.map { "recompiled \($0.count)" } ?? "recompiled -"
        print(
            "N=\(size) \(name): \(String(format: "%.2f", figure.seconds)) s, \(recompiled)"
                + (figure.recompiled.map { $0.isEmpty ? "" : " (\($0.joined(separator: ", ")))" } ?? ""))
    }
}

@MainActor
func seconds(_ size: Int, _ name: String) -> Double {
    figures["\(size)/\(name)"]?.seconds ?? .infinity
}
@MainActor
func recompiled(_ size: Int, _ name: String) -> [String] {
    figures["\(size)/\(name)"]?.recompiled ?? ["?"]
}
let smallest = sizes[0], largest = sizes[sizes.count - 1]
func ratio(_ value: Double) -> String { String(format: "%.2f", value) }

// Each measurement by N, and the largest N against the smallest.
print("\nseconds by N:")
let columns = sizes.map { "N = \($0)" } + (sizes.count > 1 ? ["\(largest) vs \(smallest)"] : [])
print(
    "measurement".padding(toLength: 22, withPad: " ", startingAt: 0)
        + columns.map { $0.padding(toLength: 12, withPad: " ", startingAt: 0) }.joined())
for name in Measurements.names {
    var cells = sizes.map { ratio(seconds($0, name)) }
    if sizes.count > 1 { cells.append(ratio(seconds(largest, name) / seconds(smallest, name)) + "x") }
    print(
        name.padding(toLength: 22, withPad: " ", startingAt: 0)
            + cells.map { $0.padding(toLength: 12, withPad: " ", startingAt: 0) }.joined())
}

// The goals. Two are on what this package controls: SwiftPM's own cost, which grows with the number
// of targets whatever the shape, is measured beside them (the null build, the checker's build).
var goals: [(String, Bool)] = []
let body = sizes.map { recompiled($0, "body") }
goals.append(
    (
        "a body edit recompiles one module at every N (\(body.map { String($0.count) }.joined(separator: ", ")))",
        body.allSatisfy { $0 == ["Module1"] }
    ))
let publicEdit = sizes.map { recompiled($0, "public") }
goals.append(
    (
        "a public edit recompiles only the module and its dependents (\(publicEdit.map { $0.joined(separator: "+") }.joined(separator: "; ")))",
        publicEdit.allSatisfy { Set($0).isSubset(of: ["Module1", "App"]) }
    ))
let destination = sizes.map { size in (size, recompiled(size, "destination")) }
goals.append(
    (
        "a destination edit recompiles only the module's interface, the module, its one client and the App (\(destination.map { "\($0.0): \($0.1.joined(separator: "+"))" }.joined(separator: "; ")))",
        destination.allSatisfy { size, modules in
            Set(modules).isSubset(of: ["Module1Interface", "Module1", "Module\(size)", "App"])
        }
    ))
let own = sizes.map { (seconds($0, "check-isolation") - seconds($0, "check-isolation build")) / seconds($0, "clean") }
goals.append(
    (
        "the checker's own work (the check less its SwiftPM build) <= 0.5 x a clean build at every N (\(own.map(ratio).joined(separator: ", ")))",
        own.allSatisfy { $0 <= 0.5 }
    ))
if sizes.count > 1 {
    // A body edit is SwiftPM's planning (a null build), one module's compile, and the App's link,
    // which holds every module; the compile is what this package's shape decides.
    let compile = { (size: Int) in seconds(size, "body") - seconds(size, "link") }
    let growth = compile(largest) / compile(smallest)
    goals.append(
        (
            "a body edit less the App's link (a null build and the link) at N = \(largest) <= 1.3 x at N = \(smallest) (\(ratio(growth)))",
            growth <= 1.3
        ))
    let startupGrowth = seconds(largest, "startup") / seconds(smallest, "startup")
    goals.append(
        (
            "start-up with \(largest) modules <= 1.3 x with \(smallest) (\(ratio(startupGrowth)))", startupGrowth <= 1.3
        ))
}
print("\ngoals:")
for (goal, met) in goals { print("  \(met ? "met" : "NOT MET"): \(goal)") }
let allMet = goals.allSatisfy(\.1)
print(allMet ? "all goals met" : "some goals not met")
finish(allMet || sizes.count == 1 ? 0 : 1)
