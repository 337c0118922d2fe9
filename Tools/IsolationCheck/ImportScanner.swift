/// The `import` declarations of a Swift source file as the compiler reads them: in every spelling
/// it accepts (`@testable import X`, `public import X`, `import struct X.Y`, `import X.Sub`, several
/// on one line), never inside a comment or a string literal, and never in an `#if` branch that is
/// false on every platform. Each import says where its module's name stands and on which
/// platforms it is compiled.
public enum ImportScanner {
    /// One import: the module, where its name stands, and when it is compiled.
    public struct Import: Equatable, Sendable {
        /// The imported module (the first component of `X.Y`).
        public var module: String
        /// The line, from 1.
        public var line: Int
        /// The column of the module's name, from 1.
        public var column: Int
        /// The platforms (SwiftPM's names, such as `linux`) on which the import may be compiled:
        /// every platform unless an `#if os(…)` decides otherwise.
        public var platforms: Set<String>
        /// The reason given by `// check-isolation:ignore <reason>` on the import's line; empty
        /// when the comment gives none, nil when there is no such comment.
        public var ignoreReason: String?
        /// The custom flags (`DEBUG`, a package trait such as `OTLPHTTP`) without which the import is
        /// not compiled: `#if OTLPHTTP`, or the `#else` of `#if !OTLPHTTP`.
        public var requiredFlags: Set<String>
        /// The modules whose `canImport` decides whether the import is compiled and that no platform
        /// decides (`#if canImport(Configuration)`): SwiftPM answers them from what is declared.
        public var undecidedImports: Set<String>

        /// Creates an import compiled on every platform, with no ignore comment and no condition.
        public init(
            module: String, line: Int, column: Int, platforms: Set<String> = ImportScanner.allPlatforms,
            ignoreReason: String? = nil,
            requiredFlags: Set<String> = [], undecidedImports: Set<String> = []
        ) {
            self.module = module
            self.line = line
            self.column = column
            self.platforms = platforms
            self.ignoreReason = ignoreReason
            self.requiredFlags = requiredFlags
            self.undecidedImports = undecidedImports
        }
    }

    /// Every platform SwiftPM names, where an import with no `#if os(…)` around it is compiled.
    public static let allPlatforms = Set(BuildCondition.platforms)

    private static let modifiers: Set<String> = ["public", "package", "internal", "fileprivate", "private"]
    /// The declaration kinds of `import kind M.Decl`, which imports one declaration of `M`.
    static let declarationKinds: Set<String> = [
        "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
    ]

    /// One `#if` … `#endif` block being read: each platform's truth before it, whether an earlier
    /// branch was taken, and whether the current branch is; and, as conditions, the current
    /// branch's and that of any earlier branch.
    private struct Block {
        var outer: [BuildCondition.Truth]
        var taken: [BuildCondition.Truth]
        var current: [BuildCondition.Truth]
        var branch: BuildCondition
        var earlier: BuildCondition
    }

    /// Every import in `source`.
    public static func imports(in source: String) -> [Import] {
        imports(inUTF8: Array(source.utf8))
    }

    /// Every import in a source file's bytes (UTF-8, any line endings, with or without a
    /// byte-order mark).
    public static func imports(inUTF8 bytes: [UInt8]) -> [Import] {
        let lexed = SwiftLexer.lex(bytes)
        let tokens = lexed.tokens
        let platforms = BuildCondition.platforms
        let always = [BuildCondition.Truth](repeating: .yes, count: platforms.count)
        var blocks: [Block] = []
        var found: [Import] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .directive {
                // The condition is the rest of the directive's line.
                var end = index + 1
                while end < tokens.count, tokens[end].line == token.line { end += 1 }
                let condition = BuildCondition.parse(tokens[(index + 1)..<end])
                let truths = platforms.map { condition.value(on: $0) }
                switch token.text {
                case "#if":
                    let outer = blocks.last?.current ?? always
                    blocks.append(
                        Block(
                            outer: outer, taken: truths, current: zip(outer, truths).map { $0 && $1 },
                            branch: condition, earlier: condition))
                case "#elseif":
                    if var block = blocks.popLast() {
                        block.current = platforms.indices.map { block.outer[$0] && !block.taken[$0] && truths[$0] }
                        block.taken = zip(block.taken, truths).map { $0 || $1 }
                        block.branch = .and(.not(block.earlier), condition)
                        block.earlier = .or(block.earlier, condition)
                        blocks.append(block)
                    }
                case "#else":
                    if var block = blocks.popLast() {
                        block.current = platforms.indices.map { block.outer[$0] && !block.taken[$0] }
                        block.taken = always
                        block.branch = .not(block.earlier)
                        blocks.append(block)
                    }
                case "#endif":
                    _ = blocks.popLast()
                default:
                    index += 1
                    continue
                }
                index = end
                continue
            }
            let startsStatement = index == 0 || tokens[index - 1].line != token.line || tokens[index - 1].text == ";"
            if startsStatement, let (name, next) = importedModule(in: tokens, from: index) {
                let active = blocks.last?.current ?? always
                let live = Set(platforms.indices.filter { active[$0] != .no }.map { platforms[$0] })
                if !live.isEmpty {
                    let guarding = blocks.map(\.branch).reduce(BuildCondition.constant(true)) { .and($0, $1) }
                    let required = guarding.flags.filter { flag in
                        live.allSatisfy { guarding.value(on: $0, unset: flag) == .no }
                    }
                    found.append(
                        Import(
                            module: name.text.trimmingBackquotes, line: name.line, column: name.column,
                            platforms: live, ignoreReason: ignoreReason(in: lexed.lineComments[name.line]),
                            requiredFlags: required, undecidedImports: guarding.undecidedImports
                        ))
                }
                index = next
                continue
            }
            index += 1
        }
        return found
    }

    /// The module-name token of an import declaration starting at `start`, and the index after it.
    private static func importedModule(in tokens: [SwiftLexer.Token], from start: Int) -> (SwiftLexer.Token, Int)? {
        var index = start
        func text(_ offset: Int = 0) -> String? { index + offset < tokens.count ? tokens[index + offset].text : nil }
        while text() == "@", tokens.indices.contains(index + 1), tokens[index + 1].kind == .identifier {
            index += 2
            if text() == "(" {
                var depth = 0
                while let current = text() {
                    index += 1
                    if current == "(" { depth += 1 }
                    if current == ")" { depth -= 1; if depth == 0 { break } }
                }
            }
        }
        if let modifier = text(), modifiers.contains(modifier) { index += 1 }
        guard text() == "import", tokens[index].kind == .identifier else { return nil }
        index += 1
        if let kind = text(), declarationKinds.contains(kind) { index += 1 }
        guard index < tokens.count, tokens[index].kind == .identifier else { return nil }
        return (tokens[index], index + 1)
    }

    /// The reason in a line comment `check-isolation:ignore <reason>`, if the comment is one.
    static func ignoreReason(in comment: String?) -> String? {
        guard let comment, let rest = comment.after("check-isolation:ignore") else { return nil }
        return rest.trimming(" \t")
    }
}
