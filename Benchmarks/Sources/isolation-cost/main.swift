import BenchmarkSupport
import Foundation

// isolation-cost: what the whole isolation check costs from a clean tree, against one clean
// `swift build` of the same package, measured side by side in one run.
//
// Each round copies the package's files (as `git ls-files` lists them) into two fresh folders;
// one is built with `swift build`, the other checked with `check-isolation` (all three checks),
// in alternating order. The checker itself is built first and not timed: a team builds it once.
// Prints the medians and the ratio, and the goal: the check costs at most 1.5x the build.
//
// Run from the root package: `swift run -c release --package-path Benchmarks isolation-cost [--rounds N] [--record]`.

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("isolation-cost: \(message)\n".utf8))
    exit(2)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

RecordedRun.recordIfAsked(tool: "isolation-cost")
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
var rounds = 2
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    guard argument == "--rounds", let value = arguments.popFirst().flatMap(Int.init), value > 0 else {
        fail("usage: isolation-cost [--rounds N]")
    }
    rounds = value
}

let toolScratch = root.appendingPathComponent(".build-isolation-cost")
let tool = Command.run([
    "swift", "build", "--package-path", root.path, "--scratch-path", toolScratch.path, "--product",
    "CheckIsolationTool",
])
guard tool.status == 0 else { fail("cannot build the checker:\n\(tool.output.suffix(1500))") }
let checker = toolScratch.appendingPathComponent("debug/CheckIsolationTool").path

let listed = Command.run(["git", "-C", root.path, "ls-files"])
guard listed.status == 0 else { fail("run it from the root of a git checkout of the package") }
let files = listed.output.split(separator: "\n").map(String.init)

/// A fresh copy of the package's files, with no build folders.
func freshCopy() -> URL {
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("isolation-cost-\(UUID().uuidString)")
    for file in files {
        let target = copy.appendingPathComponent(file)
        try? FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        do {
            try FileManager.default.copyItem(at: root.appendingPathComponent(file), to: target)
        } catch {
            fail("cannot copy \(file): \(error.localizedDescription)")
        }
    }
    return copy
}

var builds: [Double] = []
var checks: [Double] = []
for round in 0..<rounds {
    let forBuild = freshCopy()
    let forCheck = freshCopy()
    defer {
        try? FileManager.default.removeItem(at: forBuild)
        try? FileManager.default.removeItem(at: forCheck)
    }
    let measureBuild = {
        let result = Command.run(["swift", "build", "--package-path", forBuild.path])
        guard result.status == 0 else { fail("the clean build failed:\n\(result.output.suffix(1500))") }
        builds.append(result.seconds)
    }
    let measureCheck = {
        let result = Command.run([checker, "--package-path", forCheck.path])
        guard result.status == 0 else { fail("the check failed:\n\(result.output.suffix(1500))") }
        checks.append(result.seconds)
    }
    if round % 2 == 0 { measureBuild(); measureCheck() } else { measureCheck(); measureBuild() }
    print(
        String(
            format: "round %d: clean build %.1fs, check %.1fs", round + 1, builds[builds.count - 1],
            checks[checks.count - 1]))
}

let build = median(builds)
let check = median(checks)
let ratio = check / build
print(String(format: "isolation.clean-build: %.1fs (median of %d)", build, rounds))
print(String(format: "isolation.check: %.1fs (median of %d)", check, rounds))
print(String(format: "isolation.check / isolation.clean-build = %.2f", ratio))
print(
    ratio <= 1.5
        ? String(format: "met: the whole check <= 1.5 x one clean build (%.2f)", ratio)
        : String(format: "NOT MET: the whole check <= 1.5 x one clean build (%.2f)", ratio))
exit(ratio <= 1.5 ? 0 : 1)
