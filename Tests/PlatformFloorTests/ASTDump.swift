import Foundation

/// Reads what a target's sources reference from the compiler's JSON AST dump
/// (`swiftc -frontend -dump-ast -dump-ast-format json`), which prints every file's type-checked
/// tree, implicit code included, one JSON object per file.
///
/// Every string that starts with `s:` is a USR the tree refers to (`decl_usr` of a reference,
/// `protocol` of a conformance or requirement, `bind` of a written type), except `usr`, which
/// declares. Every string that starts with `$s` and ends in `D` is a mangled type, except
/// `type_usr`: the declared type of the referenced declaration, whose generic signature
/// `swift-demangle` cannot print, and which the reference's own check and the types at the use
/// site cover.
enum ASTDump {
    /// The keys whose `s:` strings do not refer to a declaration.
    static let declaringKeys: Set<String> = ["usr"]
    /// The keys whose `$s…D` strings are not types to check.
    static let skippedTypeKeys: Set<String> = ["type_usr", "name", "base_name"]

    /// The references in `dump`, the compiler's standard output.
    static func references(in dump: Data) throws(FloorCheckError) -> [ASTReference] {
        var references: Set<ASTReference> = []
        for file in try files(in: dump) {
            guard let name = file["filename"] as? String else {
                throw FloorCheckError("the AST dump has a file with no \"filename\": its format has changed")
            }
            collect(file, key: "", file: name, offset: 0, into: &references)
        }
        return Array(references)
    }

    /// The names of the files in `dump`, to check that every file given was dumped.
    static func fileNames(in dump: Data) throws(FloorCheckError) -> [String] {
        try files(in: dump).compactMap { $0["filename"] as? String }
    }

    /// The files' trees. The compiler prints the objects one after another (`}{"_kind":"source_file"`);
    /// a `}` followed by `{` occurs in JSON only between values, and inside a string the quotes
    /// would be escaped, so the objects are joined into one array at those places.
    static func files(in dump: Data) throws(FloorCheckError) -> [[String: Any]] {
        guard let text = String(data: dump, encoding: .utf8) else {
            throw FloorCheckError("the AST dump is not UTF-8")
        }
        let boundary = #"}{"_kind":"source_file""#
        let joined = "[" + text.replacingOccurrences(of: boundary, with: #"},{"_kind":"source_file""#) + "]"
        do {
            guard let files = try JSONSerialization.jsonObject(with: Data(joined.utf8)) as? [[String: Any]] else {
                throw FloorCheckError("the AST dump is not a list of files")
            }
            return files
        } catch let error as FloorCheckError {
            throw error
        } catch {
            throw FloorCheckError("cannot read the AST dump as JSON: \(error)")
        }
    }

    /// Adds the references in `node` (under `key` of its parent) to `references`, each at the
    /// offset of the nearest enclosing node with a `range`.
    private static func collect(
        _ node: Any, key: String, file: String, offset: Int, into references: inout Set<ASTReference>
    ) {
        switch node {
        case let object as [String: Any]:
            var offset = offset
            if let range = object["range"] as? [String: Any], let start = range["start"] as? Int {
                offset = start
            }
            for (childKey, child) in object {
                collect(child, key: childKey, file: file, offset: offset, into: &references)
            }
        case let array as [Any]:
            for element in array {
                collect(element, key: key, file: file, offset: offset, into: &references)
            }
        case let string as String:
            if string.hasPrefix("s:"), !declaringKeys.contains(key) {
                references.insert(ASTReference(kind: .declaration(usr: string), file: file, offset: offset))
            } else if string.hasPrefix("$s"), string.hasSuffix("D"), !skippedTypeKeys.contains(key) {
                references.insert(ASTReference(kind: .type(mangled: string), file: file, offset: offset))
            }
        default:
            break
        }
    }
}
