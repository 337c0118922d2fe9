import Foundation

/// How SwiftPM compiled each module, read from the build description it leaves in its scratch
/// folder (`description.json`). It is SwiftPM's own file, not a published format: when it is
/// missing or changes shape, ``read(in:)`` returns nothing and ``BuildCheck`` says it cannot
/// read how the package was compiled.
enum BuildDescription {
    /// One module's compile command.
    struct Command: Decodable {
        let executable: String
        let importPath: String
        let isLibrary: Bool
        let moduleName: String
        let otherArguments: [String]
        let sources: [String]

        /// ``otherArguments`` without what only makes sense when emitting code, modules and logs.
        var typeCheckArguments: [String] {
            let dropped: Set<String> = [
                "-v", "-incremental", "-enable-batch-mode", "-serialize-diagnostics", "-parseable-output",
                "-emit-objc-header", "-emit-dependencies", "-emit-module", "-c", "-g", "-parse-as-library",
            ]
            let droppedWithValue: Set<String> = [
                "-index-store-path", "-emit-objc-header-path", "-emit-module-path", "-output-file-map",
            ]
            // Arguments that take the next one as their value keep it, whatever it looks like
            // (`-Xcc -g` passes `-g` to clang; it is not the `-g` dropped above).
            let takesValue: Set<String> = [
                "-Xcc", "-Xfrontend", "-Xllvm", "-Xlinker", "-target", "-sdk", "-swift-version", "-package-name",
                "-module-cache-path", "-I", "-F", "-L", "-j", "-resource-dir", "-vfsoverlay", "-plugin-path",
            ]
            var kept: [String] = []
            var index = 0
            while index < otherArguments.count {
                let argument = otherArguments[index]
                let value = index + 1 < otherArguments.count ? otherArguments[index + 1] : nil
                if droppedWithValue.contains(argument) || (argument == "-I" && value == importPath) {
                    index += 2
                } else if takesValue.contains(argument), let value {
                    kept += [argument, value]
                    index += 2
                } else {
                    if !dropped.contains(argument) { kept.append(argument) }
                    index += 1
                }
            }
            return kept
        }
    }

    /// The compile command of every module in the debug build under `scratch`, by module name.
    static func read(in scratch: URL) -> [String: Command] {
        struct Description: Decodable {
            let swiftCommands: [String: Command]
        }
        let triples = (try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? []
        for triple in triples.sorted() {
            let path = scratch.appendingPathComponent("\(triple)/debug/description.json").path
            guard let data = FileManager.default.contents(atPath: path),
                let description = try? JSONDecoder().decode(Description.self, from: data)
            else { continue }
            return Dictionary(
                description.swiftCommands.values.map { ($0.moduleName, $0) }, uniquingKeysWith: { first, _ in first })
        }
        return [:]
    }
}
