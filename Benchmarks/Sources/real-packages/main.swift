import BenchmarkSupport
import Foundation

// real-packages: check-isolation on packages nobody here wrote, with no policy, as a team that
// adopts it would run it, against the findings committed beside this benchmark
// (Benchmarks/RealPackages/*.expected, each checked by hand against the manifests and sources).
// A finding that disappears, or a new one, fails it (exit status 1). It also prints, from this one
// run, what the check costs against one clean `swift build` of the same files:
//
// - swift-nio 2.101.3: the source checks (manifest, imports, unused) once its dependencies are
//   resolved; goal: at most 2 s.
// - swift-distributed-tracing 1.7.3 (its own targets re-export a module) and grpc-swift-2 2.4.3 (its
//   .swift-format asks for 100 columns and 2 spaces): the source checks, against their findings.
// - swift-argument-parser 1.8.2 and this package: the whole check, cold (goal at most 1.3x a clean
//   `swift build --build-tests`, which the check does too) and again with nothing changed (goal at
//   most 0.25x).
// - every check leaves its clone as it was but for `.build-isolation` (`git status`), and every
//   `--fix` changes the manifests only, each with no more `swift format lint` findings under the
//   package's own configuration than before.
// - this package through its command plugin, from a fresh copy, the checker's own build counted
//   (goal at most 1.5x).
// - `--fix` on fresh clones of swift-nio (source checks; goal at most 60 s with the second check)
//   and swift-argument-parser (every check, then `swift build --build-tests` of the result): no
//   error left, and no warning but those for entries --fix may not remove.
// - `--fix` on hummingbird 2.28.1 (source checks): its imports under platform, `canImport` and trait
//   conditions declared with those conditions, and two errors left: a module no product exposes, and
//   an import wider than the platform list its maintainers wrote, which --fix never widens; with
//   `--build-hummingbird`, then `swift build --build-tests` of the result (about 5 minutes, so by
//   hand, not in CI).
// - `--fix` on swift-distributed-tracing and grpc-swift-2 (source checks).
//
// Run from the root package: `swift run -c release --package-path Benchmarks real-packages
// [--build-hummingbird]`.

RecordedRun.recordIfAsked(tool: "real-packages")
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let expectedFolder = root.appendingPathComponent("Benchmarks/RealPackages")
let work = FileManager.default.temporaryDirectory.appendingPathComponent("real-packages-\(UUID().uuidString)")
workFolder = work

// The checker, built once in release as a team would build it, and not timed.
let toolScratch = root.appendingPathComponent(".build-real-packages")
let built = Command.run([
    "swift", "build", "-c", "release", "--package-path", root.path, "--scratch-path", toolScratch.path, "--product",
    "CheckIsolationTool",
])
guard built.status == 0 else { fail("cannot build the checker:\n\(built.output.suffix(1500))") }
let checker = toolScratch.appendingPathComponent("release/CheckIsolationTool").path

/// Clones `url` at `tag` into a new folder under `work`.
func clone(_ url: String, tag: String, as name: String) -> URL {
    let folder = work.appendingPathComponent(name)
    let result = Command.run(["git", "clone", "--quiet", "--depth", "1", "--branch", tag, url, folder.path])
    guard result.status == 0 else { fail("cannot clone \(url) at \(tag): \(result.output)") }
    return folder
}

/// A fresh copy of this package's committed files.
func copyOfThisPackage(as name: String) -> URL {
    let folder = work.appendingPathComponent(name)
    let result = Command.run(["git", "clone", "--quiet", root.path, folder.path])
    guard result.status == 0 else { fail("cannot copy this package: \(result.output)") }
    return folder
}

/// Runs the checker on `package` with `arguments`: its status, seconds, and findings as
/// `kind<TAB>target<TAB>module<TAB>file:line`.
func check(_ package: URL, _ arguments: [String] = []) -> (status: Int32, seconds: Double, findings: [String]) {
    let report = work.appendingPathComponent("report-\(UUID().uuidString).json")
    let run = Command.run(
        ["sh", "-c", "\"$0\" \"$@\" > \"\(report.path)\"", checker, "--package-path", package.path, "--format", "json"]
            + arguments)
    guard run.status == 0 || run.status == 1,
        let data = FileManager.default.contents(atPath: report.path),
        let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let findings = document["violations"] as? [[String: Any]]
    else {
        fail(
            "check-isolation failed on \(package.lastPathComponent) (status \(run.status)): \(run.output.suffix(1500))")
    }
    let lines = findings.map { finding in
        ["kind", "target", "dependency"].map { finding[$0] as? String ?? "?" }.joined(separator: "\t")
            + "\t\(finding["file"] as? String ?? "?"):\(finding["line"] as? Int ?? 0)"
    }
    return (run.status, run.seconds, lines)
}

/// Compares `found` with the expected list `name`, printing every difference; returns their number.
func compare(_ found: [String], with name: String) -> Int {
    guard let data = FileManager.default.contents(atPath: expectedFolder.appendingPathComponent(name).path) else {
        fail("no expected list \(name) in \(expectedFolder.path)")
    }
    let expected = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).filter {
        !$0.isEmpty && !$0.hasPrefix("#")
    }
    let missing = Set(expected).subtracting(found).sorted()
    let new = Set(found).subtracting(expected).sorted()
    for line in missing { say("  disappeared: \(line)") }
    for line in new { say("  new:         \(line)") }
    say(
        "  \(found.count) findings; \(missing.isEmpty && new.isEmpty ? "as expected (\(name))" : "\(missing.count) disappeared, \(new.count) new against \(name)")"
    )
    return missing.count + new.count
}

// swift-nio: the source checks, which need no build.
say("== swift-nio 2.101.3, no policy: manifest, imports, unused")
let nio = clone("https://github.com/apple/swift-nio", tag: "2.101.3", as: "swift-nio")
let sourceChecks = ["--checks", "manifest,imports,unused"]
let resolving = check(nio, sourceChecks)
let nioRun = check(nio, sourceChecks)
var mismatches = compare(nioRun.findings, with: "swift-nio-2.101.3.expected")
mismatches += untouched(nio)
say(
    "  first run, resolving its dependencies: \(seconds(resolving.seconds)); resolved: \(seconds(nioRun.seconds)) (goal at most 2 s: \(nioRun.seconds <= 2 ? "met" : "NOT met"))"
)

/// Says whether the check left `package` as it was, but for its scratch folder; returns how many
/// files it changed or made there.
func untouched(_ package: URL) -> Int {
    let changed = changes(in: package)
    say(
        changed.isEmpty
            ? "  the clone is as it was (the check wrote only .build-isolation)"
            : "  the check WROTE in the package: \(changed.joined(separator: ", "))")
    return changed.count
}

/// The source checks on a fresh clone of `name`, against its expected findings.
func sourceCheck(_ name: String, _ package: URL, expected: String) -> Int {
    say("== \(name), no policy: manifest, imports, unused")
    let run = check(package, sourceChecks)
    return compare(run.findings, with: expected) + untouched(package)
}

// Two packages that hold themselves to their own format: swift-distributed-tracing, whose own
// targets re-export a module (Tracing re-exports Instrumentation), and grpc-swift-2, whose
// .swift-format asks for 100 columns and 2 spaces.
mismatches += sourceCheck(
    "swift-distributed-tracing 1.7.3",
    clone("https://github.com/apple/swift-distributed-tracing", tag: "1.7.3", as: "tracing"),
    expected: "swift-distributed-tracing-1.7.3.expected")
mismatches += sourceCheck(
    "grpc-swift-2 2.4.3", clone("https://github.com/grpc/grpc-swift-2", tag: "2.4.3", as: "grpc"),
    expected: "grpc-swift-2-2.4.3.expected")

/// The whole check on a fresh clone, cold and again, against a clean build of another clone;
/// returns how many findings differ from those expected.
func wholeCheck(_ name: String, expected: String?, build: URL, checked: URL) -> Int {
    var mismatches = 0
    say("== \(name): every check, with the build")
    let clean = Command.run(["swift", "build", "--build-tests", "--package-path", build.path])
    guard clean.status == 0 else { fail("\(name) does not build: \(clean.output.suffix(1500))") }
    let cold = check(checked)
    let warm = check(checked)
    mismatches += untouched(checked)
    if let expected {
        mismatches = compare(cold.findings, with: expected)
    } else if !cold.findings.isEmpty || cold.status != 0 {
        say("  unexpected findings:\n" + cold.findings.map { "    \($0)" }.joined(separator: "\n"))
        mismatches += max(cold.findings.count, 1)
    } else {
        say("  no findings")
    }
    say(
        "  clean swift build --build-tests: \(seconds(clean.seconds)); check, cold: \(seconds(cold.seconds)), \(ratio(cold.seconds, clean.seconds, goal: 1.3))"
    )
    say(
        "  check again with nothing changed: \(seconds(warm.seconds)), \(ratio(warm.seconds, clean.seconds, goal: 0.25))"
    )
    return mismatches
}

mismatches += wholeCheck(
    "swift-argument-parser 1.8.2, no policy", expected: "swift-argument-parser-1.8.2.expected",
    build: clone("https://github.com/apple/swift-argument-parser", tag: "1.8.2", as: "sap-build"),
    checked: clone("https://github.com/apple/swift-argument-parser", tag: "1.8.2", as: "sap-check")
)
/// `--fix` on a fresh clone: it must leave no `undeclared` and no literal `unused`, end with the
/// second check passing, change nothing but the manifests (no `Package.resolved`), leave each
/// manifest with no more `swift format lint` findings under the package's own configuration than
/// before, and (with `build`) leave a package that builds with its tests. An error stays only where
/// --fix says why it must (`leftByDesign`: a module no product exposes, as hummingbird's CNIOLinux,
/// where the source must change; a platform list the maintainers wrote, which it never widens);
/// `expectedLeft` counts those, and any other is a problem.
func fix(
    _ name: String, _ package: URL, _ arguments: [String], build: Bool, goal: Double?, expectedLeft: Int = 0,
    requiring: [String] = []
) -> Int {
    say("== --fix on \(name)\(build ? ", then swift build --build-tests" : "")")
    let linted = lintFindings(in: package, scratch: work)
    let fixed = Command.run([checker, "--package-path", package.path, "--fix"] + arguments)
    let again = fixed.output.components(separatedBy: "checking again").last ?? ""
    let fixes = fixed.output.components(separatedBy: "check-isolation: fixed ").count - 1
    // Warnings may stay only for entries --fix leaves, one each.
    let leftByDesign =
        fixed.output.components(separatedBy: "left, since its entry is not written as a literal").count - 1
    let explained = fixed.output.split(separator: "\n").filter {
        $0.hasPrefix("check-isolation: ")
            && ($0.contains(" left, since no product of ") || $0.contains("a platform list --fix does not widen"))
    }
    let lines = again.split(separator: "\n")
    let warnings = lines.filter { $0.contains(": warning: ") }
    let errors = lines.filter { $0.contains(": error: ") }
    let left =
        (errors.count == explained.count && explained.count == expectedLeft ? [] : errors)
        + (warnings.count > leftByDesign ? warnings : [])
    let timing = goal.map { " (goal at most \(Int($0)) s: \(fixed.seconds <= $0 ? "met" : "NOT met"))" } ?? ""
    say("  \(fixes) fixed in \(seconds(fixed.seconds)), with the second check\(timing); exit \(fixed.status)")
    for line in explained { say("  left, as expected: \(line.dropFirst("check-isolation: ".count))") }
    let conditions = fixed.output.split(separator: "\n").filter {
        $0.hasPrefix("check-isolation: fixed ") && $0.contains("condition: ")
    }
    for line in conditions { say("  with its condition: \(line.dropFirst("check-isolation: fixed ".count))") }
    var problems = (fixed.status == 0 || (expectedLeft > 0 && left.isEmpty)) && fixes > 0 ? 0 : 1
    for line in requiring where !fixed.output.contains("check-isolation: \(line)") {
        say("  missing: \(line)")
        problems += 1
    }
    if !left.isEmpty {
        say("  left after --fix:\n" + left.map { "    \($0)" }.joined(separator: "\n"))
        problems += left.count
    }
    let changed = changes(in: package)
    let strays = changed.filter { !($0.hasSuffix(" Package.swift") || $0.contains(" Package@swift-")) }
    say(
        "  changed: \(changed.map { String($0.dropFirst(3)) }.joined(separator: ", "))\(strays.isEmpty ? "" : "; NOT a manifest: \(strays.joined(separator: ", "))")"
    )
    problems += strays.count
    for (manifest, after) in lintFindings(in: package, scratch: work).sorted(by: { $0.key < $1.key }) {
        let before = linted[manifest] ?? 0
        say(
            "  swift format lint \(manifest), the package's configuration: \(before) findings before, \(after) after\(after > before ? " (MORE)" : "")"
        )
        if after > before { problems += 1 }
    }
    if build {
        let built = Command.run(["swift", "build", "--build-tests", "--package-path", package.path])
        say(
            "  swift build --build-tests of the fixed package: \(built.status == 0 ? "builds" : "FAILS") in \(seconds(built.seconds))"
        )
        if built.status != 0 { say(String(built.output.suffix(1500))); problems += 1 }
    }
    return problems
}

mismatches += fix(
    "swift-nio 2.101.3 (imports, unused)",
    clone("https://github.com/apple/swift-nio", tag: "2.101.3", as: "swift-nio-fix"),
    ["--checks", "imports,unused"], build: false, goal: 60)
mismatches += fix(
    "swift-argument-parser 1.8.2 (every check)",
    clone("https://github.com/apple/swift-argument-parser", tag: "1.8.2", as: "sap-fix"),
    [], build: true, goal: nil)
// hummingbird 2.28.1: imports under `#if os(iOS)`, `#if canImport(Network)` and its ConfigurationSupport
// trait, declared with their conditions. Building the fixed package with its tests takes about 5
// minutes here, so CI runs the fix and its second check, and `--build-hummingbird` adds the build.
let buildHummingbird = CommandLine.arguments.contains("--build-hummingbird")
mismatches += fix(
    "hummingbird 2.28.1 (imports, unused; platform and trait conditions)",
    clone("https://github.com/hummingbird-project/hummingbird", tag: "2.28.1", as: "hummingbird-fix"),
    ["--checks", "imports,unused"], build: buildHummingbird, goal: nil, expectedLeft: 2,
    requiring: [
        #"fixed Hummingbird: declared NIOTransportServices (.product(name: "NIOTransportServices", package: "swift-nio-transport-services", condition: .when(platforms: [.iOS])))"#,
        "HummingbirdCore: NIOTransportServices left, since",
        #"fixed HummingbirdTests: declared Configuration (.product(name: "Configuration", package: "swift-configuration", condition: .when(traits: ["ConfigurationSupport"])))"#,
    ])
mismatches += fix(
    "swift-distributed-tracing 1.7.3 (imports, unused; its own re-exports)",
    clone("https://github.com/apple/swift-distributed-tracing", tag: "1.7.3", as: "tracing-fix"),
    ["--checks", "imports,unused"], build: false, goal: nil)
mismatches += fix(
    "grpc-swift-2 2.4.3 (imports, unused; 100 columns, 2 spaces)",
    clone("https://github.com/grpc/grpc-swift-2", tag: "2.4.3", as: "grpc-fix"), ["--checks", "imports,unused"],
    build: false, goal: nil)
let thisBuild = copyOfThisPackage(as: "this-build")
mismatches += wholeCheck(
    "this package, with its policy", expected: nil, build: thisBuild, checked: copyOfThisPackage(as: "this-check"))

say("== this package through its command plugin, from a fresh copy, the checker's build counted")
let pluginCopy = copyOfThisPackage(as: "this-plugin")
let plugin = Command.run([
    "swift", "package", "--package-path", pluginCopy.path, "--allow-writing-to-package-directory", "check-isolation",
])
guard plugin.status == 0 else { fail("the plugin fails on this package: \(plugin.output.suffix(1500))") }
let reference = Command.run([
    "swift", "build", "--build-tests", "--package-path", copyOfThisPackage(as: "this-build-again").path,
])
say(
    "  clean swift build --build-tests: \(seconds(reference.seconds)); swift package check-isolation: \(seconds(plugin.seconds)), \(ratio(plugin.seconds, reference.seconds, goal: 1.5))"
)

say(
    mismatches == 0
        ? "real-packages: every finding as expected"
        : "real-packages: \(mismatches) finding(s) differ from the expected lists")
finish(mismatches == 0 ? 0 : 1)
