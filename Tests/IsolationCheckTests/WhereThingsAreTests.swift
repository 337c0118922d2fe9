import Foundation
import Testing

@testable import IsolationCheck

/// The README's "Where things are" is held to `Package.swift` as written (``LiteralManifest``):
/// every target's folder is a row's (a `*` standing for one folder's name), and a row that names one
/// target says where it is and lists every target it depends on ("nothing", "everything", or the
/// names, "interfaces" standing for any `…Interface` target). A target added, moved or given a
/// dependency fails until the table says so.
struct WhereThingsAreTests {
    /// One row: its folder, the first word of its target cell, and its "may depend on" cell.
    struct Row {
        let folder: String
        let target: String
        let dependsOn: String
    }

    /// The rows of the table under `## Where things are` in `readme`.
    static func rows(of readme: String) -> [Row] {
        guard let heading = readme.range(of: "## Where things are\n") else { return [] }
        let table = readme[heading.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
            .drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
        return table.dropFirst(2).compactMap { line -> Row? in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count >= 5 else { return nil }
            let folders = cells[1].replacingOccurrences(of: "`", with: "")
            let target = cells[2].prefix { $0.isLetter || $0.isNumber }
            return Row(folder: folders, target: String(target), dependsOn: cells[3])
        }
    }

    /// Whether `path` (a target's folder) is `folder`, one of a row's folders (`App/AppCore/`,
    /// `Modules/*/Sources/`, `Tools/, Plugins/`), or inside it.
    static func isIn(_ path: String, _ folders: String) -> Bool {
        folders.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.contains { folder in
            let parts = folder.split(separator: "/")
            let pathParts = path.split(separator: "/")
            guard pathParts.count >= parts.count else { return false }
            return zip(parts, pathParts).allSatisfy { $0 == "*" || $0 == $1 }
        }
    }

    /// What is wrong with `rows` against `targets`, a line each.
    static func problems(rows: [Row], targets: [PackageGraph.Target]) -> [String] {
        var problems: [String] = []
        for target in targets.sorted(by: { $0.name < $1.name })
        where !rows.contains(where: { isIn(target.path, $0.folder) }) {
            problems.append("README.md: no row of \"Where things are\" holds \(target.name), in \(target.path)/")
        }
        for row in rows {
            guard let target = targets.first(where: { $0.name == row.target }) else { continue }
            if !isIn(target.path, row.folder) {
                problems.append("README.md: the row of \(row.target) says \(row.folder), but it is in \(target.path)/")
            }
            guard row.dependsOn != "everything" else { continue }
            let listed = Set(row.dependsOn.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            for dependency in target.dependencies where dependency.kind == .target {
                let named =
                    listed.contains(dependency.name)
                    || (listed.contains("interfaces") && dependency.name.hasSuffix("Interface"))
                if !named {
                    problems.append(
                        "README.md: \(row.target) depends on \(dependency.name), which its row's \"may depend on\" (\(row.dependsOn)) leaves out"
                    )
                }
            }
        }
        return problems
    }

    @Test func theTableIsThePackageAsItsManifestDeclaresIt() throws {
        let root = FixturePackage.repositoryRoot
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let rows = Self.rows(of: readme)
        #expect(rows.count >= 8)
        let targets = Array(try LiteralManifest.graph(of: root).root.targets.values)
        for problem in Self.problems(rows: rows, targets: targets) {
            Issue.record(Comment(rawValue: problem))
        }
    }

    @Test func aTargetNoRowHoldsAndADependencyARowLeavesOutAreNamed() {
        let rows = [
            Row(folder: "Core/", target: "Core", dependsOn: "nothing"),
            Row(folder: "Modules/*/Sources/", target: "one", dependsOn: "Core, interfaces"),
        ]
        let targets = [
            PackageGraph.Target(
                name: "Core", type: "regular", path: "Core", dependencies: [.init(kind: .target, name: "Runtime")]),
            PackageGraph.Target(
                name: "Books", type: "regular", path: "Modules/Books/Sources",
                dependencies: [.init(kind: .target, name: "Core"), .init(kind: .target, name: "ShopInterface")]),
            PackageGraph.Target(name: "Runtime", type: "regular", path: "Runtime"),
        ]
        #expect(
            Self.problems(rows: rows, targets: targets) == [
                "README.md: no row of \"Where things are\" holds Runtime, in Runtime/",
                "README.md: Core depends on Runtime, which its row's \"may depend on\" (nothing) leaves out",
            ])
    }
}
