import Foundation

/// What a target re-exports whole: declaring it declares those modules too.
extension PackageLoader {
    /// The modules the Swift files under `folder` re-export whole with `@_exported import M` (or
    /// `M.Sub`). A declaration re-export (`@_exported import struct M.T`) provides that declaration
    /// only, never the module: a target that imports `M` must still declare it.
    static func reexports(in folder: URL) -> Set<String> {
        guard let files = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        let swiftFiles = files.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        return reexports(inFiles: swiftFiles.map { folder.appendingPathComponent($0) })
    }

    /// The modules `files` re-export whole, as ``reexports(in:)`` reads them.
    static func reexports(inFiles files: [URL]) -> Set<String> {
        var modules: Set<String> = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            let bytes = [UInt8](data)
            // Most files re-export nothing: lex only those that say so.
            guard String(decoding: bytes, as: UTF8.self).contains("@_exported") else { continue }
            let tokens = SwiftLexer.lex(bytes).tokens
            for index in tokens.indices.dropLast(2)
            where tokens[index].text == "@" && tokens[index + 1].text == "_exported"
                && tokens[index + 2].text == "import"
            {
                // `@_exported import M`: the name after `import`, up to its dot. A declaration kind
                // there (`@_exported import struct M.T`) re-exports one declaration, not `M`.
                guard index + 3 < tokens.count, tokens[index + 3].kind == .identifier,
                    !ImportScanner.declarationKinds.contains(tokens[index + 3].text)
                else { continue }
                let name = tokens[index + 3]
                modules.insert(name.text)
            }
        }
        return modules
    }
}
