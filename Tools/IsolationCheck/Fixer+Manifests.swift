import Foundation

/// `--fix` on a package with several manifests (jwt-kit's `Package.swift` and
/// `Package@swift-6.4.swift`): every edit made in the manifest SwiftPM reads is made again in each
/// other one, proven to load there too, or named with why it was not.
extension Fixer {
    /// The package's manifests other than the one in use, `Package.swift` first.
    func otherManifests() -> [String] {
        (["Package.swift"] + PackageLoader.versionSpecificManifests(in: root).map(\.file)).filter {
            $0 != graph.manifestFile
        }
    }

    /// Makes the edits `made` again in the manifest `file`, each proven to load with
    /// `swift package dump-package` (a manifest asking for newer tools than this toolchain's is loaded
    /// with its `swift-tools-version` lowered to this toolchain's, in the copy only), and adds the
    /// result to `outcome.others`; names in `outcome.notFixed` each edit not made there, with why.
    func replay(
        _ made: [(edits: [FixEdit], what: String)], in file: String, workspace: URL, into outcome: inout Outcome
    ) {
        guard !made.isEmpty, let data = FileManager.default.contents(atPath: root.appendingPathComponent(file).path)
        else { return }
        let original = String(decoding: data, as: UTF8.self)
        let problem = { (text: String) in self.loads(Self.loadableHere(text), in: workspace) }
        if let reason = problem(original) {
            outcome.notFixed.append(
                "\(file): left unchanged, since this toolchain cannot load it (\(reason)); make the same edits there by hand"
            )
            return
        }
        var text = original
        var missed: [String] = []
        for (edits, what) in made {
            var edited = text
            var failed: FixEdit?
            for edit in edits {
                guard let next = apply(edit, to: edited, workspace: workspace) else {
                    failed = edit
                    break
                }
                edited = next
            }
            if let failed {
                missed.append("\(what), since \(failed.whyNot(in: edited))")
                continue
            }
            if let reason = problem(edited) {
                missed.append("\(what), since it would not load (\(reason))")
                continue
            }
            text = edited
        }
        if text != original { outcome.others.append((file, original, text)) }
        for line in missed { outcome.notFixed.append("\(file): not made there: \(line)") }
    }

    /// `manifest` with `edit` made, by SwiftPM's own editor where the edit is its.
    private func apply(_ edit: FixEdit, to manifest: String, workspace: URL) -> String? {
        guard case let .swiftPM(arguments) = edit else { return edit.apply(to: manifest, style: style) }
        return try? swiftPMEdit(manifest, arguments, workspace: workspace).get()
    }

    /// `manifest` as this toolchain can load it: its first line's `swift-tools-version` lowered to
    /// the toolchain's own version when it asks for a newer one; unchanged otherwise.
    static func loadableHere(_ manifest: String) -> String {
        let lines = manifest.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        guard let first = lines.first, let asked = PackageLoader.toolsVersion(declaredIn: first) else {
            return manifest
        }
        guard !BuildCondition.versionIsAtLeast(BuildCondition.compilerVersion, asked) else { return manifest }
        let here = BuildCondition.compilerVersion.map(String.init).joined(separator: ".")
        return "// swift-tools-version: \(here)" + (lines.count > 1 ? "\n" + lines[1] : "")
    }
}
