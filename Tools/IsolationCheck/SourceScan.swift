import Foundation

/// The imports of every file each target of the root package compiles: exactly the files
/// SwiftPM lists for it, wherever they are (behind symbolic links included), read side by side.
struct SourceScan: Sendable {
    /// One import in one file.
    struct Located: Sendable, Equatable {
        /// The file, relative to the package root.
        var file: String
        var found: ImportScanner.Import
    }

    /// Each checked target's imports, by target name, in file and line order.
    var imports: [String: [Located]]

    /// The targets the rules apply to: every target but plugins and snippets, whose imports
    /// SwiftPM does not take from declared dependencies.
    static func checkedTargets(of graph: PackageGraph) -> [PackageGraph.Target] {
        graph.root.targets.values.filter { $0.type != "plugin" && $0.type != "snippet" }.sorted { $0.name < $1.name }
    }

    /// Scans every checked target's sources under `root`.
    static func scan(_ graph: PackageGraph, root: URL) -> SourceScan {
        let files = checkedTargets(of: graph).flatMap { target in target.sources.map { (target.name, $0) } }
        let results = Collected<[ImportScanner.Import]>(count: files.count, placeholder: [])
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(files[index].1).path)
            else { return }
            results.set(index, ImportScanner.imports(inUTF8: Array(data)))
        }
        var imports: [String: [Located]] = [:]
        for target in checkedTargets(of: graph) { imports[target.name] = [] }
        for ((target, file), found) in zip(files, results.all) {
            imports[target, default: []] += found.map { Located(file: file, found: $0) }
        }
        for name in imports.keys {
            imports[name]?.sort {
                ($0.file, $0.found.line, $0.found.column) < ($1.file, $1.found.line, $1.found.column)
            }
        }
        return SourceScan(imports: imports)
    }
}
