import Foundation

/// The `build` check: each checked library compiles seeing only the modules it declares, so an
/// import that resolves only because some other target happened to be built first is caught.
///
/// The package is built once; then each checked target is type-checked, with the compiler
/// arguments SwiftPM used for it, against a folder holding only the modules it declares (and what
/// they declare in turn). When SwiftPM's build description cannot be read, each target is built
/// alone from an empty scratch folder instead: slower, and just as strict.
struct BuildCheck: Sendable {
    let policy: [String: Set<String>]
    let package: PackageTargets
    let root: URL
    let scratch: URL
    let swift: String

    /// Runs the check, telling `log` how long each step took.
    func violations(log: (String) -> Void) throws(CheckError) -> [Violation] {
        let started = Date()
        let build = Subprocess.run(swift, ["build", "--package-path", root.path, "--scratch-path", scratch.path])
        log("built the package in \(seconds(since: started))")
        guard build.status == 0 else {
            let found = missingModules(in: build.output + build.errors, target: nil)
            guard found.isEmpty else { return found }
            let firstError = (build.output + build.errors).split(separator: "\n").first { $0.contains("error:") }
            throw CheckError("the package does not build: \(firstError.map { $0.trimmingCharacters(in: .whitespaces) } ?? "exit status \(build.status)")")
        }
        let commands = BuildDescription.read(in: scratch)
        // The targets are independent now that every module is built: check them side by side.
        let names = checkedLibraries
        let results = Results(count: names.count)
        DispatchQueue.concurrentPerform(iterations: names.count) { index in
            let name = names[index]
            var notes: [String] = []
            do throws(CheckError) {
                let found = if let command = commands[name] {
                    try typeCheck(name, command) { notes.append($0) }
                } else {
                    try buildAlone(name) { notes.append($0) }
                }
                results.set(index, .success(found), notes: notes)
            } catch {
                results.set(index, .failure(error), notes: notes)
            }
        }
        var violations: [Violation] = []
        for (result, notes) in results.all {
            notes.forEach(log)
            switch result {
            case let .success(found): violations += found
            case let .failure(error): throw error
            }
        }
        return violations
    }

    /// The checked targets that `swift build` compiles (tests and plugins are not).
    private var checkedLibraries: [String] {
        policy.keys.filter { name in
            guard let type = package.targets[name]?.type else { return false }
            return type != "test" && type != "plugin"
        }.sorted()
    }

    /// Type-checks `name` against a folder of only the modules it may see.
    private func typeCheck(_ name: String, _ command: BuildDescription.Command, log: (String) -> Void) throws(CheckError) -> [Violation] {
        let started = Date()
        let visible = scratch.appendingPathComponent("isolation/\(name)")
        try? FileManager.default.removeItem(at: visible)
        do {
            try FileManager.default.createDirectory(at: visible, withIntermediateDirectories: true)
            let hidden = Set(package.targets.keys).subtracting(package.closure(of: name))
            let modules = try FileManager.default.contentsOfDirectory(atPath: command.importPath)
            for file in modules where file.hasSuffix(".swiftmodule") {
                guard !hidden.contains(String(file.dropLast(".swiftmodule".count))) else { continue }
                try FileManager.default.createSymbolicLink(
                    atPath: visible.appendingPathComponent(file).path,
                    withDestinationPath: URL(fileURLWithPath: command.importPath).appendingPathComponent(file).path
                )
            }
        } catch {
            throw CheckError("cannot prepare the modules \(name) may see in \(visible.path): \(error.localizedDescription)")
        }
        let arguments = ["-typecheck", "-module-name", name] + (command.isLibrary ? ["-parse-as-library"] : [])
            + ["-I", visible.path] + command.typeCheckArguments + command.sources
        let result = Subprocess.run(command.executable, arguments)
        log("type-checked \(name) with only its declared modules in \(seconds(since: started))")
        guard result.status != 0 else { return [] }
        let found = missingModules(in: result.output + result.errors, target: name)
        // Anything else that fails is not this check's business to interpret: build it alone.
        return found.isEmpty ? try buildAlone(name, log: log) : found
    }

    /// Builds `name` alone from an empty scratch folder, where no sibling module can be found.
    private func buildAlone(_ name: String, log: (String) -> Void) throws(CheckError) -> [Violation] {
        let started = Date()
        let alone = scratch.appendingPathComponent("alone/\(name)")
        try? FileManager.default.removeItem(at: alone)
        let result = Subprocess.run(swift, ["build", "--package-path", root.path, "--target", name, "--scratch-path", alone.path])
        log("built \(name) alone in \(seconds(since: started))")
        guard result.status != 0 else { return [] }
        let found = missingModules(in: result.output + result.errors, target: name)
        guard found.isEmpty else { return found }
        let firstError = (result.output + result.errors).split(separator: "\n").first { $0.contains("error:") }
        throw CheckError("\(name) does not build alone: \(firstError.map { $0.trimmingCharacters(in: .whitespaces) } ?? "exit status \(result.status)")")
    }

    /// The compiler's "no such module" errors in `log`, as violations of the target whose file it is.
    private func missingModules(in log: String, target: String?) -> [Violation] {
        var seen: Set<String> = []
        var violations: [Violation] = []
        let rootPath = root.resolvingSymlinksInPath().path + "/"
        for line in log.split(separator: "\n") {
            guard let diagnostic = CompilerDiagnostic(String(line)), let module = diagnostic.missingModule else { continue }
            let path = URL(fileURLWithPath: diagnostic.file).resolvingSymlinksInPath().path
            let relative = path.hasPrefix(rootPath) ? String(path.dropFirst(rootPath.count)) : path
            let owner = target ?? package.targets.values.first { relative.hasPrefix($0.path + "/") }?.name ?? "?"
            guard seen.insert("\(relative):\(diagnostic.line):\(diagnostic.column)").inserted else { continue }
            violations.append(Violation(
                check: "build", target: owner, dependency: module,
                file: relative, line: diagnostic.line, column: diagnostic.column,
                message: "\(owner) cannot find module \(module) when it sees only the modules it declares in Package.swift"
            ))
        }
        return violations.sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
    }

    private func seconds(since start: Date) -> String {
        String(format: "%.1fs", Date().timeIntervalSince(start))
    }
}

/// One `file:line:column: error: message` line a compiler printed.
struct CompilerDiagnostic {
    let file: String
    let line: Int
    let column: Int
    let message: String

    init?(_ text: String) {
        let parts = text.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
        guard parts.count == 5, parts[0].hasSuffix(".swift"),
              let line = Int(parts[1]), let column = Int(parts[2]),
              parts[3].trimmingCharacters(in: .whitespaces) == "error"
        else { return nil }
        file = String(parts[0])
        self.line = line
        self.column = column
        message = parts[4].trimmingCharacters(in: .whitespaces)
    }

    /// The module named by a "no such module 'X'" error.
    var missingModule: String? {
        for prefix in ["no such module '", "unable to find module dependency: '"] where message.hasPrefix(prefix) {
            return String(message.dropFirst(prefix.count).prefix { $0 != "'" })
        }
        return nil
    }
}

/// The outcome of each target's check, filled in from several threads.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [(Result<[Violation], CheckError>, [String])]

    init(count: Int) {
        results = Array(repeating: (.success([]), []), count: count)
    }

    /// Records the outcome of the target at `index`, with what it logged.
    func set(_ index: Int, _ result: Result<[Violation], CheckError>, notes: [String]) {
        lock.lock()
        results[index] = (result, notes)
        lock.unlock()
    }

    /// Every outcome, in the order of the targets.
    var all: [(Result<[Violation], CheckError>, [String])] {
        lock.lock()
        defer { lock.unlock() }
        return results
    }
}
