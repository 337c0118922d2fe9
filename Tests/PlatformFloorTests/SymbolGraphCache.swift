import Foundation

/// The symbol graphs of toolchain modules extracted so far in this test run, so that each module
/// is extracted once however many checks load it. Checks that ask at the same time wait for one
/// another, and the later one finds the graphs made.
final class SymbolGraphCache: @unchecked Sendable {
    /// The cache the tests share.
    static let shared = SymbolGraphCache()

    private let lock = NSLock()
    private var graphs: [String: [(module: String, graph: SymbolGraph)]] = [:]

    /// The graphs of `modules`, each with the module that declares its symbols, extracting the
    /// ones not extracted yet side by side.
    func graphs(
        of modules: [String], toolchain: Toolchain, moduleCache: URL?
    ) throws(FloorCheckError) -> [(module: String, graph: SymbolGraph)] {
        lock.lock()
        defer { lock.unlock() }
        let missing = modules.filter { graphs[$0] == nil }
        let extracted = try Concurrently.map(missing) { module throws(FloorCheckError) in
            try Self.extract(module, toolchain: toolchain, moduleCache: moduleCache)
        }
        for (module, moduleGraphs) in zip(missing, extracted) {
            graphs[module] = moduleGraphs
        }
        return modules.flatMap { graphs[$0] ?? [] }
    }

    /// The graphs `swift-symbolgraph-extract` writes for a toolchain module, each with the module
    /// that declares its symbols: `Foundation.symbols.json` holds Foundation's own, and
    /// `Foundation@Swift.symbols.json` Foundation's extensions of `Swift`'s types (the extractor
    /// writes `_Concurrency@Swift` for `Swift` too, the module it implicitly brings). Public
    /// declarations only, members a type gets from a protocol left out (a reference names the
    /// protocol's own), availability kept for macOS and iOS.
    static func extract(
        _ module: String, toolchain: Toolchain, moduleCache: URL?
    ) throws(FloorCheckError) -> [(module: String, graph: SymbolGraph)] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "platform-floor-graphs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw FloorCheckError("cannot make a folder for the symbol graphs: \(error)")
        }
        let run = try ProcessRun.run(
            toolchain.symbolGraphExtract,
            [
                "-module-name", module, "-target", toolchain.triple, "-output-dir", folder.path,
                "-minimum-access-level", "public", "-skip-synthesized-members",
                "-allow-availability-platforms", Platform.allCases.map(\.rawValue).joined(separator: ","),
            ] + (moduleCache.map { ["-module-cache-path", $0.path] } ?? []))
        guard run.status == 0 else {
            throw FloorCheckError(
                "swift-symbolgraph-extract cannot read the toolchain module \(module):\n\(run.errorSummary)")
        }
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".symbols.json") }.sorted()
        guard !files.isEmpty else {
            throw FloorCheckError("swift-symbolgraph-extract wrote no symbol graph for \(module)")
        }
        var graphs: [(module: String, graph: SymbolGraph)] = []
        for file in files {
            let url = folder.appendingPathComponent(file)
            guard let data = try? Data(contentsOf: url) else { throw FloorCheckError("cannot read \(url.path)") }
            let declaring = file.dropLast(".symbols.json".count).split(separator: "@").first.map(String.init) ?? module
            graphs.append((declaring, try SymbolGraph.read(data, file: file)))
        }
        return graphs
    }
}
