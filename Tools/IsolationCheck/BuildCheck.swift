import Foundation

/// The `build` check: the package builds, and the compiler itself says which modules each target
/// imports, reading its sources with the arguments SwiftPM compiled them with (its `-D` flags, its
/// platform, every `#if` as the compiler decides it). Each such module is judged by the same
/// ``DependencyRule`` as the source check, so what passes here is what the compiler compiles, not
/// only what the checker's own reader sees. An import that resolves only because a sibling module
/// happened to be built first is caught, since the rule asks what the target declares, not what
/// the compiler could find.
///
/// The package is built once with its tests (`swift build --build-tests`: a test target that does
/// not compile fails the check, and its imports are judged as the compiler reads them), in
/// `scratch` (reused next time, so a second run costs a null build, and resolved there, as
/// ``PackageLoader`` resolves), or not at all when `builtIn` names a build that already happened,
/// as the command plugin's does (with its tests too).
struct BuildCheck {
    let graph: PackageGraph
    let root: URL
    let scratch: URL
    let builtIn: URL?
    let swift: String

    /// The platform the compiler builds for here.
    static let hostPlatform: String = {
        #if os(Linux)
        return "linux"
        #elseif os(macOS)
        return "macos"
        #elseif os(Windows)
        return "windows"
        #else
        return "linux"
        #endif
    }()

    /// Runs the check, telling `log` how long each step took.
    func findings(rule: DependencyRule, scan: SourceScan, log: (String) -> Void) throws(CheckError) -> [Finding] {
        var findings: [Finding] = []
        if builtIn == nil {
            let started = Date()
            let resolution = try PackageLoader.resolutionArguments(root: root, scratch: scratch)
            let build = Subprocess.run(
                swift,
                ["build", "--build-tests", "--package-path", root.path, "--scratch-path", scratch.path] + resolution)
            log("built the package in \(seconds(since: started))")
            if build.status != 0 {
                findings = missingModules(in: build.output + build.errors, rule: rule)
                // A build that fails for another reason is one finding; the source checks' stand.
                guard !findings.isEmpty else { return [unbuilt(build.output + build.errors, status: build.status)] }
            }
        }
        let commands = BuildDescription.read(in: builtIn ?? scratch)
        guard !commands.isEmpty else {
            throw CheckError(
                "cannot read how SwiftPM compiled the package (no description.json under \((builtIn ?? scratch).path))")
        }
        let started = Date()
        let targets = SourceScan.checkedTargets(of: graph).filter { commands[$0.module] != nil }
        let results = Collected<Result<Set<String>, CheckError>>(count: targets.count, placeholder: .success([]))
        DispatchQueue.concurrentPerform(iterations: targets.count) { index in
            guard let command = commands[targets[index].module] else { return }
            do throws(CheckError) {
                results.set(index, .success(try importedModules(command, sources: command.sources)))
            } catch {
                results.set(index, .failure(error))
            }
        }
        for (target, result) in zip(targets, results.all) {
            let modules: Set<String>
            switch result {
            case let .success(found): modules = found
            case let .failure(error): throw error
            }
            for module in modules.sorted() {
                guard let verdict = rule.judge(module: module, platforms: [Self.hostPlatform], in: target),
                    let command = commands[target.module]
                else { continue }
                let place = try location(of: module, in: target, scan: scan, command: command)
                findings.append(
                    Finding(
                        check: "build", kind: verdict.kind, target: target.name, dependency: module,
                        file: place.file, line: place.line, column: place.column,
                        message: verdict.message, advice: verdict.advice
                    ))
            }
        }
        log("asked the compiler for the imports of \(targets.count) targets in \(seconds(since: started))")
        return findings
    }

    /// The modules the compiler says `sources` import, compiled as `command` compiles them.
    private func importedModules(
        _ command: BuildDescription.Command, sources: [String]
    ) throws(CheckError) -> Set<String> {
        let output = scratch.appendingPathComponent("imports/\(command.moduleName)-\(UUID().uuidString).txt")
        try? FileManager.default.createDirectory(
            at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let arguments =
            ["-emit-imported-modules", "-module-name", command.moduleName]
            + (command.isLibrary ? ["-parse-as-library"] : [])
            + ["-I", command.importPath] + command.typeCheckArguments + sources + ["-o", output.path]
        let result = Subprocess.run(command.executable, arguments)
        guard result.status == 0, let data = FileManager.default.contents(atPath: output.path) else {
            let firstError = result.errors.split(separator: "\n").first { $0.contains("error") }
            throw CheckError(
                "the compiler cannot list the imports of \(command.moduleName): \(firstError.map(String.init) ?? "exit status \(result.status)")"
            )
        }
        return Set(SourceText.lines(of: Array(data)).filter { !$0.isEmpty })
    }

    /// Where `target` imports `module`: the source check's place for it when it saw the import,
    /// otherwise the first file the compiler says imports it.
    private func location(
        of module: String, in target: PackageGraph.Target, scan: SourceScan, command: BuildDescription.Command
    ) throws(CheckError) -> (file: String, line: Int, column: Int) {
        if let seen = scan.imports[target.name]?.first(where: {
            $0.found.module == module && $0.found.platforms.contains(Self.hostPlatform)
        }) {
            return (seen.file, seen.found.line, seen.found.column)
        }
        let rootPath = root.resolvingSymlinksInPath().path + "/"
        for source in command.sources where try importedModules(command, sources: [source]).contains(module) {
            let path = URL(fileURLWithPath: source).resolvingSymlinksInPath().path
            return (path.hasPrefix(rootPath) ? String(path.dropFirst(rootPath.count)) : path, 1, 1)
        }
        return ("Package.swift", 1, 1)
    }

    /// The compiler's "no such module" errors in a failed build's log, judged by the rule.
    private func missingModules(in log: String, rule: DependencyRule) -> [Finding] {
        var findings: [Finding] = []
        var seen: Set<String> = []
        let rootPath = root.resolvingSymlinksInPath().path + "/"
        for line in log.split(separator: "\n") {
            guard let diagnostic = CompilerDiagnostic(String(line)), let module = diagnostic.missingModule else {
                continue
            }
            let path = URL(fileURLWithPath: diagnostic.file).resolvingSymlinksInPath().path
            let relative = path.hasPrefix(rootPath) ? String(path.dropFirst(rootPath.count)) : path
            guard
                let target = SourceScan.checkedTargets(of: graph).first(where: {
                    $0.sources.contains(relative) || relative.hasPrefix($0.path + "/")
                }),
                seen.insert("\(relative):\(diagnostic.line):\(diagnostic.column)").inserted
            else { continue }
            let verdict = rule.judge(module: module, platforms: [Self.hostPlatform], in: target)
            findings.append(
                Finding(
                    check: "build", kind: verdict?.kind ?? .undeclared, target: target.name, dependency: module,
                    file: relative, line: diagnostic.line, column: diagnostic.column,
                    message: verdict?.message
                        ?? "\(target.name) cannot find module \(module): no target or product in the package graph provides it",
                    advice: verdict?.advice
                        ?? "declare the target or product that provides \(module), or remove the import"
                ))
        }
        return findings
    }

    /// The failed build as one error: at the compiler's first error, in the target whose file it is
    /// (or at `Package.swift` when no file is named), with that error as the reason.
    private func unbuilt(_ log: String, status: Int32) -> Finding {
        let lines = log.split(separator: "\n").map(String.init)
        let rootPath = root.resolvingSymlinksInPath().path + "/"
        if let diagnostic = lines.lazy.compactMap(CompilerDiagnostic.init).first {
            let path = URL(fileURLWithPath: diagnostic.file).resolvingSymlinksInPath().path
            let relative = path.hasPrefix(rootPath) ? String(path.dropFirst(rootPath.count)) : path
            let target =
                graph.root.targets.values.sorted { $0.name < $1.name }.first {
                    $0.sources.contains(relative) || relative.hasPrefix($0.path + "/")
                }?.name ?? "the package"
            return Finding(
                check: "build", kind: .unbuilt, target: target, dependency: "",
                file: relative, line: diagnostic.line, column: diagnostic.column,
                message:
                    "\(target) does not build, so the build check could not judge the package: \(diagnostic.message)",
                advice: "fix the build error, then check again; the source checks' findings above stand"
            )
        }
        let reason = PackageLoader.reason(log) ?? "exit status \(status)"
        return Finding(
            check: "build", kind: .unbuilt, target: "the package", dependency: "", file: "Package.swift", line: 1,
            column: 1,
            message: "the package does not build, so the build check could not judge it: \(reason)",
            advice: "fix the build error, then check again; the source checks' findings above stand"
        )
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
            parts[3].trimming(" ") == "error"
        else { return nil }
        file = String(parts[0])
        self.line = line
        self.column = column
        message = parts[4].trimming(" ")
    }

    /// The module named by a "no such module 'X'" error.
    var missingModule: String? {
        for prefix in ["no such module '", "unable to find module dependency: '"] where message.hasPrefix(prefix) {
            return String(message.dropFirst(prefix.count).prefix { $0 != "'" })
        }
        return nil
    }
}
