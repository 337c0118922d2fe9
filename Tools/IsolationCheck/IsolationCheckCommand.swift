import Foundation

/// The `check-isolation` command: reads the package, the packages it resolves to and its policy
/// if it has one, runs the checks, and reports every finding. Exit status 0 when no error is
/// found (warnings pass unless `--strict`), 1 when one is, 2 when the command line, the policy,
/// the baseline or the package cannot be read; 74 (from the executable) when output cannot be
/// written.
public enum IsolationCheckCommand {
    /// The checks, in the order they run.
    public static let allChecks = ["manifest", "imports", "unused", "build"]

    /// What `--help` prints.
    public static let usage = """
        Usage: check-isolation [--package-path PATH] [--policy FILE] [--checks LIST]
                               [--format text|json|github|sarif] [--strict] [--graph]
                               [--baseline FILE] [--write-baseline FILE]
                               [--scratch-path PATH] [--built-in PATH] [--swift PATH]
                               [--fix [--dry-run] [--allow-dirty]]

        Check that every target of a Swift package imports only the modules it declares in
        Package.swift, its own package's or other packages' products, and uses what it declares.
        An isolation policy, where the package has one, also says which module may depend on
        which.

        Options:
          --package-path PATH    the package's root folder (default: the current folder)
          --policy FILE          the policy (default: PATH/isolation-policy.txt if it exists):
                                 lines such as  Modules/*: CoreInterfaces  and, for dependencies
                                 only linked, never imported,  link-only App: Resources
          --checks LIST          which of manifest, imports, unused, build to run (default: all;
                                 manifest needs a policy; build builds the tests too)
          --format FORMAT        text: path:line:column: error|warning: message, then a note
                                 with the advice (default); json; github: workflow
                                 annotations; sarif: SARIF 2.1.0
          --strict               warnings (unused dependencies) fail the check too
          --baseline FILE        fail only on findings FILE does not list, and name its entries
                                 that no longer occur
          --write-baseline FILE  record today's findings in FILE and pass
          --graph                print the target graph as a mermaid diagram, findings marked
                                 (runs manifest and imports unless --checks says otherwise)
          --scratch-path PATH    the one folder the check writes: SwiftPM's resolution
                                 (Package.resolved too) and the build (default:
                                 PATH/.build-isolation)
          --built-in PATH        the package is already built in this scratch folder: read how
                                 SwiftPM compiled it there instead of building
          --swift PATH           the swift command to run (default: swift on PATH)
          --fix                  declare each undeclared import and remove each unused
                                 dependency written as a literal, in the manifest SwiftPM
                                 reads, laid out as the package's .swift-format says, then
                                 check again; an edit after which the manifest does not
                                 load is undone; a platform list is never widened.
                                 Through the plugin it needs
                                 swift package --allow-writing-to-package-directory
          --dry-run              with --fix: print the edits as a unified diff, write nothing
          --allow-dirty          with --fix: edit a manifest with uncommitted changes

        A line may opt out of one finding with a comment that says why:
          import Legacy  // check-isolation:ignore removed once Legacy moves to CoreInterfaces

        Exit status: 0 no errors, 1 errors (or warnings with --strict), 2 the command line,
        policy, baseline or package cannot be read, 74 the output cannot be written.
        """

    /// Runs the command with `arguments`, writing results with `write` and progress and errors
    /// with `writeError`; returns the exit status.
    public static func run(
        arguments: [String],
        write: (String) -> Void,
        writeError: @escaping (String) -> Void
    ) -> Int32 {
        do throws(CheckError) {
            let options = try Options.parse(arguments)
            if options.help {
                write(usage + "\n")
                return 0
            }
            let root = URL(fileURLWithPath: options.packagePath).standardizedFileURL
            let scratch = URL(
                fileURLWithPath: options.scratchPath ?? root.appendingPathComponent(".build-isolation").path
            ).standardizedFileURL
            let baseline = try options.baselinePath.map(Baseline.read)
            let graph = try PackageLoader(root: root, scratch: scratch, swift: options.swift).load()
            if options.fix, !options.dryRun, !options.allowDirty, let dirty = Fixer.dirty(in: root) {
                throw CheckError(dirty)
            }
            let policyPath = options.policyPath ?? root.appendingPathComponent("isolation-policy.txt").path
            let policy: Policy? =
                options.policyPath != nil || FileManager.default.fileExists(atPath: policyPath)
                ? try Policy.read(policyPath) : nil
            let resolved = try policy?.resolve(against: graph) ?? Policy.Resolved()
            let manifest =
                FileManager.default.contents(atPath: root.appendingPathComponent(graph.manifestFile).path)
                .map { SourceText.normalized(String(decoding: $0, as: UTF8.self)) } ?? ""

            let rule = DependencyRule(graph: graph, allowed: resolved.allowed, linkOnly: resolved.linkOnly)
            let scan = SourceScan.scan(graph, root: root)
            var findings: [Finding] = []
            if options.checks.contains("manifest") {
                findings += ManifestCheck.findings(allowed: resolved.allowed, graph: graph, manifest: manifest)
                findings += InterfaceRule(graph: graph).manifestFindings(manifest: manifest, file: graph.manifestFile)
            }
            if options.checks.contains("imports") {
                findings += rule.importFindings(scan)
            }
            if options.checks.contains("unused") {
                findings += rule.unusedFindings(scan, manifest: manifest)
            }
            if options.checks.contains("build") {
                let builtIn = options.builtIn.map { URL(fileURLWithPath: $0).standardizedFileURL }
                let check = BuildCheck(
                    graph: graph, root: root, scratch: scratch, builtIn: builtIn, swift: options.swift)
                findings += try check.findings(rule: rule, scan: scan) { message in
                    writeError("check-isolation: \(message)\n")
                }
            }
            findings = Suppressions(scan: scan, manifest: manifest, file: graph.manifestFile).apply(
                to: unique(findings))

            let targets = SourceScan.checkedTargets(of: graph).map(\.name)
            if let path = options.writeBaselinePath {
                do {
                    try Data(Baseline(findings: findings).text.utf8).write(
                        to: URL(fileURLWithPath: path), options: .atomic)
                } catch {
                    throw CheckError("cannot write the baseline \(path): \(error.localizedDescription)")
                }
                let entries = Baseline(findings: findings).entries.count
                write(
                    "check-isolation: wrote \(entries) baseline entr\(entries == 1 ? "y" : "ies") for \(findings.count) finding(s) in \(targets.count) targets to \(path)\n"
                )
                return 0
            }
            var report = Report(
                package: root.path, policy: policy?.path, checks: options.checks, targets: targets, findings: findings,
                accepted: 0, stale: [])
            if let baseline {
                (report.findings, report.accepted, report.stale) = baseline.apply(to: findings)
            }
            if options.strict {
                report.findings = report.findings.map {
                    var finding = $0; finding.severity = .error; return finding
                }
            }

            if options.fix {
                let fixer = Fixer(
                    graph: graph, rule: rule, scan: scan, root: root, scratch: scratch,
                    style: ManifestStyle.of(packageAt: root), removesUnused: options.checks.contains("unused"),
                    swift: options.swift)
                let outcome = try fixer.fix(report.findings)
                // What was fixed goes with the findings in text, and beside them (on standard error)
                // when standard output is JSON, GitHub annotations or SARIF; the diff is the output.
                let say = options.format == "text" ? write : { writeError($0) }
                let fixed = try applied(
                    outcome, file: graph.manifestFile, root: root, dryRun: options.dryRun, write: say, diff: write)
                guard fixed else { return report.errors > 0 ? 1 : 0 }
                // The exit status is the check's on the fixed package.
                return run(arguments: options.withoutFix, write: write, writeError: writeError)
            }
            if options.graph {
                write(TargetGraph.mermaid(graph: graph, findings: report.findings))
                writeError(report.summary + "\n")
            } else {
                switch options.format {
                case "json": write(try report.json())
                case "github": write(report.github)
                case "sarif": write(try report.sarif())
                default: write(visible(report.text))
                }
                if options.format == "text" {
                    write(visible(report.summary) + "\n")
                } else {
                    writeError(visible(report.summary) + "\n")
                }
            }
            return report.errors > 0 ? 1 : 0
        } catch {
            writeError("check-isolation: \(visible(error.description))\n")
            return 2
        }
    }

    /// Prints what `outcome` fixed and left, and writes the fixed manifest (or, for a dry run,
    /// prints its diff). Returns whether the package was changed.
    static func applied(
        _ outcome: Fixer.Outcome, file: String, root: URL, dryRun: Bool, write: (String) -> Void, diff: (String) -> Void
    ) throws(CheckError) -> Bool {
        for line in outcome.fixed { write("check-isolation: fixed \(visible(line))\n") }
        for line in outcome.notFixed { write("check-isolation: \(visible(line))\n") }
        let changed = ([(file: file, before: outcome.before, after: outcome.after)] + outcome.others).filter {
            $0.after != $0.before
        }
        guard !changed.isEmpty else {
            write("check-isolation: nothing to fix in \(file)\n")
            return false
        }
        let files = changed.map(\.file).joined(separator: ", ")
        if dryRun {
            for manifest in changed {
                diff(UnifiedDiff.text(from: manifest.before, to: manifest.after, file: manifest.file))
            }
            write("check-isolation: --dry-run: \(files) \(changed.count == 1 ? "is" : "are") unchanged\n")
            return false
        }
        for manifest in changed {
            do {
                try Data(manifest.after.utf8).write(to: root.appendingPathComponent(manifest.file), options: .atomic)
            } catch {
                throw CheckError(
                    "cannot write \(manifest.file) (\(error.localizedDescription)); through the plugin, --fix needs swift package --allow-writing-to-package-directory check-isolation --fix"
                )
            }
        }
        write("check-isolation: wrote \(files); checking again\n")
        return true
    }

    /// `findings` without a second report of the same import or dependency (the source and build
    /// checks both see most), in file order, the manifest first.
    static func unique(_ findings: [Finding]) -> [Finding] {
        var seen: Set<String> = []
        return findings.filter {
            seen.insert("\($0.kind)|\($0.target)|\($0.dependency)|\($0.file)|\($0.line)").inserted
        }
        .sorted {
            ($0.file.contains("/") ? 1 : 0, $0.file, $0.line, $0.column, $0.target) < (
                $1.file.contains("/") ? 1 : 0, $1.file, $1.line, $1.column, $1.target
            )
        }
    }
}
