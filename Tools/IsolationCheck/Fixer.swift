import Foundation

/// `--fix`: declares each `undeclared` import and removes each literal `unused` dependency in the
/// manifest SwiftPM reads, a mistake at a time, and proves the manifest still loads; then makes the
/// same edits in the package's other manifests (`Fixer+Manifests.swift`).
///
/// An edit keeps the style of the list it edits (``ManifestEdit``), or is SwiftPM's own where there
/// is no literal list to edit. Every edit is proven on a copy of the manifest: one after which the
/// manifest does not load is undone and reported as not fixed. The package's manifest is written
/// once, whole, or, for a dry run, not at all, so it is never left half-written.
struct Fixer {
    let graph: PackageGraph
    let rule: DependencyRule
    /// The imports the findings were made from: the conditions a new entry needs come from them.
    let scan: SourceScan
    let root: URL
    let scratch: URL
    /// How the package lays out its Swift, for what `--fix` writes.
    let style: ManifestStyle
    /// Whether the `unused` check ran: then what the additions leave unused goes too.
    let removesUnused: Bool
    let swift: String

    /// What a fix did: the manifest before and after, each other manifest of the package before
    /// and after, and a line per mistake.
    struct Outcome {
        var before: String
        var after: String
        var fixed: [String] = []
        var notFixed: [String] = []
        /// The other manifests (`Package@swift-6.4.swift`), by file name, with the same edits made.
        var others: [(file: String, before: String, after: String)] = []
    }

    /// Applies the fixes for `findings` to the manifest's text, in memory.
    func fix(_ findings: [Finding]) throws(CheckError) -> Outcome {
        let file = root.appendingPathComponent(graph.manifestFile)
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw CheckError("cannot read \(graph.manifestFile) to fix it")
        }
        let original = String(decoding: data, as: UTF8.self)
        var outcome = Outcome(before: original, after: original)
        // Named as the package is, so that what SwiftPM says of the copy names the package.
        let workspace = scratch.appendingPathComponent("fix").appendingPathComponent(root.lastPathComponent)
        try? FileManager.default.removeItem(at: workspace)
        do {
            try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        } catch {
            throw CheckError(
                "cannot make the folder \(workspace.path) to try the fixes in: \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: workspace.deletingLastPathComponent()) }

        // Additions first, so a list about to lose its last entry still shows its style; then what
        // the additions leave unused.
        var fixable = findings.filter { $0.kind == .undeclared } + findings.filter { $0.kind == .unused }
        var seen: Set<String> = []
        var removed: [(target: String, name: String)] = []
        var added: Set<String> = []
        var declared: [String: [PackageGraph.Dependency]] = [:]
        var made: [(edits: [FixEdit], what: String)] = []
        var index = 0
        var cascaded = false
        while index < fixable.count || !cascaded {
            if index == fixable.count {
                cascaded = true
                if removesUnused { fixable += unused(after: declared, manifest: outcome.after) }
                continue
            }
            let finding = fixable[index]
            index += 1
            guard seen.insert("\(finding.kind)|\(finding.target)|\(finding.dependency)").inserted else { continue }
            let attempt = edit(for: finding, in: outcome.after, workspace: workspace)
            switch attempt {
            case let .edited(text, what, edits):
                if let problem = loads(text, in: workspace) {
                    outcome.notFixed.append("\(what): not fixed, the manifest would not load (\(problem))")
                } else {
                    outcome.after = text
                    outcome.fixed.append(what)
                    made.append((edits, what))
                    if finding.kind == .unused { removed.append((finding.target, finding.dependency)) }
                    if finding.kind == .undeclared, let origin = graph.origins[finding.dependency] {
                        added.insert(origin.package)
                        if let dependency = declaration(for: finding) {
                            declared[finding.target, default: []].append(dependency)
                        }
                    }
                }
            case let .left(why):
                outcome.notFixed.append(why)
            }
        }
        for identity in abandoned(after: removed) where !added.contains(identity) {
            let package = "the package \(graph.package(identity)?.url ?? identity)"
            guard let text = ManifestEdit.removingPackage(identity, in: outcome.after) else {
                outcome.notFixed.append(
                    "\(graph.manifestFile): \(package) left, which no target uses any more, since its .package entry is not written as a literal in the package's dependencies list; remove it by hand"
                )
                continue
            }
            if let problem = loads(text, in: workspace) {
                outcome.notFixed.append(
                    "\(graph.manifestFile): \(package) kept, which no target uses any more, since the manifest would not load without it (\(problem))"
                )
            } else {
                outcome.after = text
                outcome.fixed.append("\(graph.manifestFile): removed \(package), which no target uses any more")
                made.append(([.removePackage(identity)], "removed \(package)"))
            }
        }
        for file in otherManifests() {
            replay(made, in: file, workspace: workspace, into: &outcome)
        }
        return outcome
    }

    /// The packages every use of which by a target of the root package is among `removed`, in
    /// identity order: with their last use gone, their `.package(…)` entries go too, so SwiftPM does
    /// not warn that they are used by no target (unless the same fix adds a use, which the caller
    /// knows).
    private func abandoned(after removed: [(target: String, name: String)]) -> [String] {
        var remaining: [String: Int] = [:]
        for target in graph.root.targets.values {
            for dependency in target.dependencies where dependency.kind == .product {
                guard let package = dependency.package else { continue }
                let gone = removed.contains { $0.target == target.name && $0.name == dependency.name }
                remaining[package, default: 0] += gone ? 0 : 1
            }
        }
        return remaining.filter { $0.value == 0 }.keys.sorted()
    }

    private enum Attempt {
        /// The manifest after the edits, what they fix, and the edits, to make again elsewhere.
        case edited(String, String, [FixEdit])
        case left(String)
    }

    /// The manifest with `finding`'s fix made, or why it is left.
    private func edit(for finding: Finding, in manifest: String, workspace: URL) -> Attempt {
        let target = finding.target
        if finding.kind == .unused {
            let removal = FixEdit.remove(finding.dependency, target: target)
            guard let edited = removal.apply(to: manifest, style: style) else {
                return .left(
                    "\(target): \(finding.dependency) left, since \(removal.whyNot(in: manifest)); remove it by hand")
            }
            return .edited(
                edited, "\(target): removed \(finding.dependency), which none of its files imports", [removal])
        }
        guard let origin = graph.origins[finding.dependency], let declaredTarget = graph.root.targets[target] else {
            return .left(
                "\(target): \(finding.dependency) left, since no target or product of the package graph provides it")
        }
        let needed = neededCondition(for: finding)
        if case let .unknowable(why) = needed {
            return .left("\(target): \(finding.dependency) left, since \(why)")
        }
        // Declared by name on too few platforms: the list is the maintainer's. Declared only through a
        // re-export there: the module itself is declared, as a new entry.
        if let declared = declaredTarget.dependencies.first(where: {
            graph.ownModules(of: $0, in: graph.root, includingReexports: false).contains(finding.dependency)
        }) {
            return leftNarrow(declared, of: target)
        }
        guard let (entry, newPackage) = rule.addition(declaring: origin) else {
            return .left("\(target): \(finding.dependency) left, since no product of \(origin.package) exposes it")
        }
        let condition = needed.spelled(asIn: manifest)
        var manifest = manifest
        var edits: [FixEdit] = []
        var what =
            "\(target): declared \(entry.name)\(entry == .target(entry.name) && condition == nil ? "" : " (\(entry.spelled(condition: condition)))")"
        if let newPackage {
            guard newPackage.version.split(separator: ".").count == 3,
                newPackage.version.allSatisfy({ $0.isNumber || $0 == "." })
            else {
                return .left(
                    "\(target): \(finding.dependency) left, since \(newPackage.identity) is not a dependency of the package and was not resolved to a version to add it at"
                )
            }
            let addition = ["add-dependency", newPackage.url, "--from", newPackage.version]
            switch swiftPMEdit(manifest, addition, workspace: workspace) {
            case let .success(text):
                manifest = text
                edits.append(.swiftPM(addition))
            case let .failure(reason):
                return .left(
                    "\(target): \(finding.dependency) left, since SwiftPM could not add \(newPackage.url): \(reason.description)"
                )
            }
            what += " and the package \(newPackage.url) from \(newPackage.version)"
        }
        let addition = FixEdit.add(entry, condition: condition, target: target)
        if let edited = addition.apply(to: manifest, style: style) {
            return .edited(edited, what, edits + [addition])
        }
        if let condition {
            return .left(
                "\(target): \(finding.dependency) left, since \(target) has no literal dependencies list to add it to with condition: \(condition), which SwiftPM's own editor cannot write"
            )
        }
        var arguments = ["add-target-dependency", entry.name, target]
        if case let .product(_, package) = entry { arguments += ["--package", package] }
        switch swiftPMEdit(manifest, arguments, workspace: workspace) {
        case let .success(text): return .edited(text, what, edits + [.swiftPM(arguments)])
        case let .failure(reason):
            return .left("\(target): \(finding.dependency) left, since SwiftPM could not add it: \(reason.description)")
        }
    }

    /// Why `declared`, whose condition is a platform list the maintainer wrote, is left narrower
    /// than its imports: `--fix` never widens such a list, since that changes what the package
    /// builds on platforms its maintainers may never have set up; guarding the import is theirs.
    private func leftNarrow(_ declared: PackageGraph.Dependency, of target: String) -> Attempt {
        let platforms = declared.platforms ?? []
        return .left(
            "\(target): \(declared.name) left, since \(declared.spelled) is declared only on \(platforms.sorted().joined(separator: ", ")), a platform list --fix does not widen; guard the import with #if \(DependencyCondition.guardTest(for: platforms)), or widen the list by hand"
        )
    }

    /// `manifest` after `swift package ARGUMENTS` edited it, in `workspace`.
    func swiftPMEdit(_ manifest: String, _ arguments: [String], workspace: URL) -> Result<String, CheckError> {
        let file = workspace.appendingPathComponent("Package.swift")
        do {
            try Data(manifest.utf8).write(to: file)
        } catch {
            return .failure(CheckError("cannot write \(file.path): \(error.localizedDescription)"))
        }
        let result = Subprocess.run(swift, ["package", "--package-path", workspace.path] + arguments)
        guard result.status == 0, let edited = FileManager.default.contents(atPath: file.path) else {
            return .failure(CheckError(reason(result.errors + result.output, workspace: workspace)))
        }
        return .success(String(decoding: edited, as: UTF8.self))
    }

    /// Why `manifest` does not load, or `nil` when `swift package dump-package` reads it.
    func loads(_ manifest: String, in workspace: URL) -> String? {
        let file = workspace.appendingPathComponent("Package.swift")
        do {
            try Data(manifest.utf8).write(to: file)
        } catch {
            return "cannot write \(file.path): \(error.localizedDescription)"
        }
        let result = Subprocess.run(swift, ["package", "--package-path", workspace.path, "dump-package"])
        return result.status == 0 ? nil : reason(result.errors + result.output, workspace: workspace)
    }

    /// SwiftPM's reason in `output` from the copy in `workspace`, on one line, as it would be said
    /// of the package itself: the copy's path is the package's.
    func reason(_ output: String, workspace: URL) -> String {
        let said = PackageLoader.reason(output) ?? "no reason given"
        return said.replacingOccurrences(of: workspace.path, with: root.path)
    }

    /// Why the manifests (`Package.swift` and every `Package@swift-X.swift`, all of which `--fix`
    /// edits) may not be fixed now, or `nil`: one of them has changes git has not committed.
    static func dirty(in root: URL) -> String? {
        let manifests = ["Package.swift"] + PackageLoader.versionSpecificManifests(in: root).map(\.file)
        let result = Subprocess.run("git", ["-C", root.path, "status", "--porcelain", "--"] + manifests)
        guard result.status == 0, let line = result.output.split(separator: "\n").first else { return nil }
        return
            "\(line.dropFirst(3)) has changes that are not committed; commit or stash them first, or pass --allow-dirty"
    }
}
