/// The `import` declarations of a Swift source file, in every spelling a compiler accepts
/// (`@testable import X`, `public import X`, `import struct X.Y`, `@_exported import X`), outside
/// comments, each with the line and column of the module's name.
public enum ImportScanner {
    /// One import: the module and where its name stands.
    public struct Import: Equatable, Sendable {
        /// The imported module (the first component of `X.Y`).
        public var module: String
        /// The line, from 1.
        public var line: Int
        /// The column of the module's name, from 1.
        public var column: Int
    }

    private static let modifiers: Set<String> = ["public", "package", "internal", "fileprivate", "private"]
    private static let kinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]

    /// Every import in `source`.
    public static func imports(in source: String) -> [Import] {
        var found: [Import] = []
        var inBlockComment = false
        for (index, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // Blank out comments, keeping every other character where it was, so columns hold.
            var code = Array(rawLine.unicodeScalars)
            var position = 0
            while position < code.count {
                if inBlockComment {
                    if code[position] == "*", position + 1 < code.count, code[position + 1] == "/" {
                        code[position] = " "; code[position + 1] = " "
                        inBlockComment = false
                        position += 2
                    } else {
                        code[position] = " "
                        position += 1
                    }
                } else if code[position] == "/", position + 1 < code.count, code[position + 1] == "*" {
                    code[position] = " "; code[position + 1] = " "
                    inBlockComment = true
                    position += 2
                } else if code[position] == "/", position + 1 < code.count, code[position + 1] == "/" {
                    for rest in position..<code.count { code[rest] = " " }
                    break
                } else {
                    position += 1
                }
            }
            // Statements on one line are separated by `;`; each may be an import.
            var statementStart = 0
            for end in code.indices where code[end] == ";" || end == code.count - 1 {
                let statement = Array(code[statementStart...end]).map { $0 == ";" ? " " : $0 }
                if let declared = importOnLine(statement, line: index + 1) {
                    found.append(Import(module: declared.module, line: declared.line, column: declared.column + statementStart))
                }
                statementStart = end + 1
            }
        }
        return found
    }

    /// The import declared on one line of code (comments already blanked), if any.
    private static func importOnLine(_ code: [Unicode.Scalar], line: Int) -> Import? {
        var words: [(text: String, column: Int)] = []
        var current = ""
        var start = 0
        var depth = 0
        for (offset, scalar) in code.enumerated() {
            if scalar == "(" { depth += 1 }
            if scalar == ")" { depth -= 1; continue }
            if depth > 0 { continue }
            if scalar.properties.isWhitespace {
                if !current.isEmpty { words.append((current, start + 1)); current = "" }
            } else {
                if current.isEmpty { start = offset }
                current.unicodeScalars.append(scalar)
            }
        }
        if !current.isEmpty { words.append((current, start + 1)) }
        var rest = words[...]
        while let first = rest.first, first.text.hasPrefix("@") { rest = rest.dropFirst() }
        if let first = rest.first, modifiers.contains(first.text) { rest = rest.dropFirst() }
        guard let keyword = rest.first, keyword.text == "import" else { return nil }
        rest = rest.dropFirst()
        if let kind = rest.first, kinds.contains(kind.text) { rest = rest.dropFirst() }
        guard let name = rest.first else { return nil }
        let module = String(name.text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        guard let first = module.first, first.isLetter || first == "_" else { return nil }
        return Import(module: module, line: line, column: name.column)
    }
}
