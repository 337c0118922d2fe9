/// Splits Swift source into the tokens the import scanner needs, as the compiler's lexer would:
/// nothing inside a comment (line, block, nested block) or a string literal (single-line,
/// multi-line, raw with any number of `#`, with interpolations holding code and strings of their
/// own) becomes a token, and line comments are kept by line for `check-isolation:ignore`. It reads
/// UTF-8 bytes, with any line endings (LF, CRLF, CR) and an optional byte-order mark; columns
/// count bytes, as the compiler's do.
struct SwiftLexer {
    /// One token: an identifier or keyword, a number, a `#` directive, a string literal's start,
    /// or one punctuation mark (`&&` and `||` are one).
    struct Token: Equatable {
        enum Kind: Equatable { case identifier, number, directive, punctuation, string }
        var kind: Kind
        /// The token's text; a backquoted identifier keeps its backquotes, so `` `import` `` is
        /// not the keyword.
        var text: String
        var line: Int
        var column: Int
        /// Where it starts and ends in the file, as byte offsets; a string literal's end is after
        /// its closing quote.
        var range: Range<Int> = 0..<0
    }

    /// The tokens of a file and its line comments.
    struct Lexed {
        var tokens: [Token] = []
        /// The text after `//` of each line that has a line comment, by line number from 1.
        var lineComments: [Int: String] = [:]
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var lexed = Lexed()

    /// Lexes `source`.
    static func lex(_ source: String) -> Lexed {
        lex(Array(source.utf8))
    }

    /// Lexes the UTF-8 bytes of a source file.
    static func lex(_ bytes: [UInt8]) -> Lexed {
        var lexer = SwiftLexer(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            lexer.index = 3
            lexer.lineStart = 3
        }
        lexer.lexCode(untilCloseParenthesis: false)
        return lexer.lexed
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var column: Int { index - lineStart + 1 }

    private func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private static let (newline, carriageReturn, slash, star, quote, hash, backslash, backquote) =
        (
            UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "/"), UInt8(ascii: "*"), UInt8(ascii: "\""),
            UInt8(ascii: "#"), UInt8(ascii: "\\"), UInt8(ascii: "`")
        )

    /// Moves past one byte, or one line ending (CRLF counts once).
    private mutating func advance() {
        guard index < bytes.count else { return }
        let byte = bytes[index]
        index += 1
        if byte == Self.carriageReturn, peek() == Self.newline { index += 1 }
        if byte == Self.newline || byte == Self.carriageReturn {
            line += 1
            lineStart = index
        }
    }

    private func isLineEnd(_ byte: UInt8?) -> Bool {
        byte == Self.newline || byte == Self.carriageReturn
    }

    private mutating func add(_ kind: Token.Kind, from start: Int, line: Int, column: Int) {
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        lexed.tokens.append(Token(kind: kind, text: text, line: line, column: column, range: start..<index))
    }

    /// Lexes code; inside an interpolation, stops after the `)` that closes it.
    private mutating func lexCode(untilCloseParenthesis: Bool) {
        var depth = 0
        while let byte = peek() {
            let (start, startLine, startColumn) = (index, line, column)
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), Self.newline, Self.carriageReturn, 0x0B, 0x0C, 0:
                advance()
            case Self.slash where peek(1) == Self.slash:
                index += 2
                let textStart = index
                while let next = peek(), !isLineEnd(next) { index += 1 }
                lexed.lineComments[startLine, default: ""] += String(decoding: bytes[textStart..<index], as: UTF8.self)
            case Self.slash where peek(1) == Self.star:
                skipBlockComment()
            case Self.quote:
                lexString(hashes: 0, line: startLine, column: startColumn)
            case Self.hash:
                var hashes = 0
                while peek(hashes) == Self.hash { hashes += 1 }
                if peek(hashes) == Self.quote {
                    index += hashes
                    lexString(hashes: hashes, line: startLine, column: startColumn)
                } else if peek(hashes) == Self.slash {
                    skipRegex(hashes: hashes)
                } else if hashes == 1, let next = peek(1), Self.isIdentifierHead(next) {
                    index += 1
                    skipIdentifier()
                    add(.directive, from: start, line: startLine, column: startColumn)
                } else {
                    index += 1
                    add(.punctuation, from: start, line: startLine, column: startColumn)
                }
            case Self.backquote:
                index += 1
                while let next = peek(), next != Self.backquote, !isLineEnd(next) { index += 1 }
                if peek() == Self.backquote { index += 1 }
                add(.identifier, from: start, line: startLine, column: startColumn)
            case UInt8(ascii: "("):
                index += 1
                depth += 1
                add(.punctuation, from: start, line: startLine, column: startColumn)
            case UInt8(ascii: ")"):
                index += 1
                if untilCloseParenthesis, depth == 0 { return }
                depth -= 1
                add(.punctuation, from: start, line: startLine, column: startColumn)
            case UInt8(ascii: "&") where peek(1) == UInt8(ascii: "&"),
                UInt8(ascii: "|") where peek(1) == UInt8(ascii: "|"):
                index += 2
                add(.punctuation, from: start, line: startLine, column: startColumn)
            default:
                if Self.isIdentifierHead(byte) {
                    skipIdentifier()
                    add(.identifier, from: start, line: startLine, column: startColumn)
                } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                    while let next = peek(), Self.isIdentifierBody(next) || next == UInt8(ascii: ".") { index += 1 }
                    add(.number, from: start, line: startLine, column: startColumn)
                } else {
                    index += 1
                    add(.punctuation, from: start, line: startLine, column: startColumn)
                }
            }
        }
    }

    private mutating func skipIdentifier() {
        while let next = peek(), Self.isIdentifierBody(next) { index += 1 }
    }

    /// Skips `/* … */`, counting nested comments as the compiler does.
    private mutating func skipBlockComment() {
        var depth = 0
        while let byte = peek() {
            if byte == Self.slash, peek(1) == Self.star {
                depth += 1
                index += 2
            } else if byte == Self.star, peek(1) == Self.slash {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                advance()
            }
        }
    }

    /// Skips an extended regex literal `#/ … /#` (with `hashes` of `#`).
    private mutating func skipRegex(hashes: Int) {
        index += hashes + 1
        while let byte = peek() {
            if byte == Self.slash, (0..<hashes).allSatisfy({ peek(1 + $0) == Self.hash }) {
                index += hashes + 1
                return
            }
            advance()
        }
    }

    /// Lexes a string literal whose opening quote is at the current position, after `hashes` of
    /// `#`: it is one `string` token, and each interpolation's code is lexed as code.
    private mutating func lexString(hashes: Int, line startLine: Int, column startColumn: Int) {
        let multiline = peek() == Self.quote && peek(1) == Self.quote && peek(2) == Self.quote
        let token = lexed.tokens.count
        let start = index - hashes
        index += multiline ? 3 : 1
        lexed.tokens.append(Token(kind: .string, text: "\"", line: startLine, column: startColumn))
        defer { lexed.tokens[token].range = start..<index }
        while let byte = peek() {
            if isLineEnd(byte), !multiline { return }
            if byte == Self.backslash, (0..<hashes).allSatisfy({ peek(1 + $0) == Self.hash }) {
                index += 1 + hashes
                if peek() == UInt8(ascii: "(") {
                    index += 1
                    lexCode(untilCloseParenthesis: true)
                } else {
                    advance()
                }
                continue
            }
            if byte == Self.quote {
                let quotes = multiline ? 3 : 1
                if (0..<quotes).allSatisfy({ peek($0) == Self.quote }),
                    (0..<hashes).allSatisfy({ peek(quotes + $0) == Self.hash })
                {
                    index += quotes + hashes
                    return
                }
            }
            advance()
        }
    }

    /// Letters, `_`, `$` and every non-ASCII byte (outside strings and comments, those are
    /// identifier characters in practice).
    static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
