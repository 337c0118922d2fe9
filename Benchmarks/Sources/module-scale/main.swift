import BenchmarkSupport
import Foundation

// module-scale: how the pattern scales with the number of modules, in both contract shapes.
//
// For each size N and each shape, generates a package of N modules (ScaleGenerator) in a temporary
// folder and measures: a clean debug build; a function body edited in one module; that module's
// public interface edited; a destination added to it; the full isolation check from a clean tree;
// and the App's start-up to the first prompt. Each line names the shape, N, the measurement, the
// seconds, and how many modules really had compiler jobs (from the build log). Then a table of how
// each grows with N, and the goals.
//
// Run from the root package: `swift run -c release --package-path Benchmarks module-scale [--sizes 2,8,32]`.
// Exit status: 0 when everything built (a run over several sizes also needs every goal met), 1 when a
// goal is not met, 2 when something could not be generated, built or checked.

let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
var sizes = [2, 8, 32]
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    guard argument == "--sizes", let list = arguments.popFirst(),
        case let parsed = list.split(separator: ",").compactMap({ Int($0) }), !parsed.isEmpty,
        parsed.allSatisfy({ $0 >= 2 && $0 <= 200 })
    else { stop("usage: module-scale [--sizes 2,8,32] (each from 2 to 200)") }
    sizes = parsed.sorted()
}
guard FileManager.default.fileExists(atPath: root.appendingPathComponent("CoreInterfaces").path) else {
    stop("run it from the root package (no CoreInterfaces folder in \(root.path))")
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

var figures: [String: Figure] = [:]  // "shape/N/measurement"
let work = FileManager.default.temporaryDirectory.appendingPathComponent("module-scale-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: work) }

for size in sizes {
    for shape in ScaleGenerator.Shape.allCases {
        let generator = ScaleGenerator(
            shape: shape, modules: size, coreInterfaces: root.appendingPathComponent("CoreInterfaces"))
        let package = work.appendingPathComponent("\(shape.rawValue)-\(size)")
        do { try generator.write(to: package) } catch {
            stop("cannot write the \(shape.rawValue) package of \(size) modules: \(error)")
        }
        let measure = Measurements(package: package, generator: generator, checker: checker)
        for (name, figure) in measure.all() {
            figures["\(shape.rawValue)/\(size)/\(name)"] = figure
            let recompiled = figure.recompiled.map { "recompiled \($0.count)" } ?? "recompiled -"
            print(
                "\(shape.rawValue) N=\(size) \(name): \(String(format: "%.2f", figure.seconds)) s, \(recompiled)"
                    + (figure.recompiled.map { $0.isEmpty ? "" : " (\($0.joined(separator: ", ")))" } ?? ""))
        }
    }
}

// How each measurement grows with N, both shapes side by side, and where they cross.
print("\nseconds by N:")
print(
    "measurement".padding(toLength: 18, withPad: " ", startingAt: 0)
        + ScaleGenerator.Shape.allCases.flatMap { shape in sizes.map { "\(shape.rawValue) \($0)" } }.map {
            $0.padding(toLength: 15, withPad: " ", startingAt: 0)
        }.joined())
for name in Measurements.names {
    let cells = ScaleGenerator.Shape.allCases.flatMap { shape in
        sizes.map { figures["\(shape.rawValue)/\($0)/\(name)"].map { String(format: "%.2f", $0.seconds) } ?? "-" }
    }
    print(
        name.padding(toLength: 18, withPad: " ", startingAt: 0)
            + cells.map { $0.padding(toLength: 15, withPad: " ", startingAt: 0) }.joined())
}
for name in Measurements.names {
    let cheaper = sizes.filter { size in
        guard let shared = figures["shared/\(size)/\(name)"], let interfaces = figures["interfaces/\(size)/\(name)"]
        else { return false }
        return interfaces.seconds < shared.seconds
    }
    print(
        "  \(name): interfaces is faster at N = \(cheaper.isEmpty ? "none" : cheaper.map(String.init).joined(separator: ", "))"
    )
}

// The goals.
@MainActor
func seconds(_ shape: ScaleGenerator.Shape, _ size: Int, _ name: String) -> Double {
    figures["\(shape.rawValue)/\(size)/\(name)"]?.seconds ?? .infinity
}
@MainActor
func recompiled(_ shape: ScaleGenerator.Shape, _ size: Int, _ name: String) -> [String] {
    figures["\(shape.rawValue)/\(size)/\(name)"]?.recompiled ?? ["?"]
}
let smallest = sizes[0], largest = sizes[sizes.count - 1]
var goals: [(String, Bool)] = []
for shape in ScaleGenerator.Shape.allCases {
    let body = sizes.map { recompiled(shape, $0, "body") }
    goals.append(
        (
            "\(shape.rawValue): a body edit recompiles one module at every N (\(body.map { String($0.count) }.joined(separator: ", ")))",
            body.allSatisfy { $0 == ["Module1"] }
        ))
    let publicEdit = sizes.map { recompiled(shape, $0, "public") }
    goals.append(
        (
            "\(shape.rawValue): a public edit recompiles only the module and its dependents (\(publicEdit.map { $0.joined(separator: "+") }.joined(separator: "; ")))",
            publicEdit.allSatisfy { Set($0).isSubset(of: ["Module1", "App"]) }
        ))
    let check = sizes.map { seconds(shape, $0, "check-isolation") / seconds(shape, $0, "clean") }
    goals.append(
        (
            "\(shape.rawValue): check-isolation <= 1.5 x clean at every N (\(check.map { String(format: "%.2f", $0) }.joined(separator: ", ")))",
            check.allSatisfy { $0 <= 1.5 }
        ))
    if sizes.count > 1 {
        let bodyGrowth = seconds(shape, largest, "body") / seconds(shape, smallest, "body")
        goals.append(
            (
                "\(shape.rawValue): body edit at N = \(largest) <= 1.3 x at N = \(smallest) (\(String(format: "%.2f", bodyGrowth)))",
                bodyGrowth <= 1.3
            ))
        let startupGrowth = seconds(shape, largest, "startup") / seconds(shape, smallest, "startup")
        goals.append(
            (
                "\(shape.rawValue): start-up with \(largest) modules <= 1.3 x with \(smallest) (\(String(format: "%.2f", startupGrowth)))",
                startupGrowth <= 1.3
            ))
    }
}
let destination = sizes.map { size in (size, recompiled(.interfaces, size, "destination")) }
goals.append(
    (
        "interfaces: a destination edit recompiles only the module, its clients and the App (\(destination.map { "\($0.0): \($0.1.joined(separator: "+"))" }.joined(separator: "; ")))",
        destination.allSatisfy { size, modules in
            Set(modules).isSubset(of: ["Module1Interface", "Module1", "Module\(size)", "App"])
        }
    ))
print("\ngoals:")
for (goal, met) in goals { print("  \(met ? "met" : "NOT MET"): \(goal)") }
let allMet = goals.allSatisfy(\.1)
print(allMet ? "all goals met" : "some goals not met")
exit(allMet || sizes.count == 1 ? 0 : 1)
