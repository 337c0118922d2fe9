/// Small edits to a target's `dependencies: [ … ]` list in a manifest's text, each written in the
/// style of the entries around it, as a person would make it.
///
/// It reads the manifest with ``SwiftLexer``, so brackets and names inside strings and comments
/// are never taken for code. It edits only a list written as a literal inside the target's own
/// declaration (`.target(name: "X", dependencies: [ … ])`); a list built from variables, loops or
/// function calls is left alone (`nil`), and the caller says why or lets SwiftPM's own editor try;
/// so is an entry that is a variable or a call, which only its author can remove.
enum ManifestEdit {
    /// A dependency as the manifest spells it.
    enum Entry: Equatable, Sendable {
        /// A target of the same package: `.target(name: "X")`, or `"X"` where the list uses names.
        case target(String)
        /// A product of another package: `.product(name: "P", package: "p")`.
        case product(name: String, package: String)

        /// The name the entry declares.
        var name: String {
            switch self {
            case let .target(name), let .product(name, _): name
            }
        }

        /// The entry in its long form.
        var spelled: String { spelled(condition: nil) }

        /// The entry in its long form, with `condition: …` when there is one.
        func spelled(condition: String?) -> String {
            let tail = ManifestEdit.conditionArgument(condition)
            return switch self {
            case let .target(name): ".target(name: \"\(name)\"\(tail))"
            case let .product(name, package): ".product(name: \"\(name)\", package: \"\(package)\"\(tail))"
            }
        }
    }

    /// `, condition: C` for a condition `C`, or nothing.
    static func conditionArgument(_ condition: String?) -> String {
        condition.map { ", condition: \($0)" } ?? ""
    }

    /// `manifest` with `entry` (and its `condition:`, if any) added to `target`'s dependencies, or
    /// `nil` when the target has no literal list to add it to. A list that names targets mostly by
    /// plain name gets a plain name for a target (mostly by `.byName(name:)`, that form); a list
    /// on one line stays on one line (`["A", "B"]`, no trailing comma) unless that line would pass
    /// ``lineLimit`` (or the file's longest line, if longer): then the list is rewritten one entry a
    /// line, as swift-format writes it. A list of several lines gets a line
    /// indented as the line of its last entry (however many entries that line holds), with a
    /// comma where the others have one.
    static func adding(_ entry: Entry, condition: String? = nil, to target: String, in manifest: String) -> String? {
        let bytes = Array(manifest.utf8)
        guard let list = dependencyList(of: target, in: bytes) else { return nil }
        // A list that names more of its targets by plain name than by `.target(name:)` uses names.
        let plain = list.elements.filter { bytes[$0.lowerBound] == UInt8(ascii: "\"") }.count
        let spelledOut = list.elements.filter { bytes[$0].starts(with: Array(".target(".utf8)) }.count
        let byName = list.elements.filter { bytes[$0].starts(with: Array(".byName(".utf8)) }.count
        let text: String =
            switch entry {
            case let .target(name) where byName > max(plain, spelledOut):
                ".byName(name: \"\(name)\"\(conditionArgument(condition)))"
            case let .target(name) where plain > spelledOut && condition == nil: "\"\(name)\""
            default: entry.spelled(condition: condition)
            }
        return inserting(text, into: list, in: bytes)
    }

    /// `manifest` with `platforms` (as PackageDescription spells them: `.watchOS`) added to the
    /// literal `platforms: [ … ]` of the condition of `name`'s entry in `target`'s dependencies,
    /// laid out as ``adding(_:condition:to:in:)`` lays out an entry; `nil` when there is no such list.
    static func widening(_ name: String, in target: String, adding platforms: [String], in manifest: String) -> String?
    {
        let bytes = Array(manifest.utf8)
        guard let list = dependencyList(of: target, in: bytes),
            let element = list.elements.first(where: { names(name, $0, in: bytes) })
        else { return nil }
        let tokens = SwiftLexer.lex(bytes).tokens
        guard
            let label = tokens.indices.first(where: {
                element.contains(tokens[$0].range.lowerBound) && tokens[$0].text == "platforms"
            }),
            label + 2 < tokens.count, tokens[label + 1].text == ":", tokens[label + 2].text == "[",
            let close = matching(label + 2, in: tokens)
        else { return nil }
        return inserting(
            platforms.joined(separator: ", "), into: Self.list(from: label + 2, to: close, tokens: tokens), in: bytes)
    }

    /// `bytes` with `text` added as the last entry of `list`, in the list's layout.
    private static func inserting(_ text: String, into list: List, in bytes: [UInt8]) -> String {
        var edited = bytes
        if line(of: list.open, in: bytes) == line(of: list.close, in: bytes) {
            // One line: `[]` becomes `[New]`, `[A, B]` or `[A, B,]` becomes `[A, B, New]`, if the
            // line stays short enough.
            let after = list.elements.last?.upperBound ?? list.open + 1
            edited.replaceSubrange(after..<list.close, with: Array("\(list.elements.isEmpty ? "" : ", ")\(text)".utf8))
            let limit = max(lineLimit, longestLine(in: bytes))
            guard width(ofLineAt: list.open, in: edited) > limit else { return String(decoding: edited, as: UTF8.self) }
            return oneEntryALine(list, adding: text, in: bytes)
        }
        // Several lines: a new line after the last entry, indented as the line it stands on, with a
        // comma where the entries have one.
        guard let last = list.elements.last else {
            edited.replaceSubrange(list.open + 1..<list.close, with: Array(text.utf8))
            return String(decoding: edited, as: UTF8.self)
        }
        let indentation = leadingBlanks(ofLineAt: last.lowerBound, in: bytes)
        let trailingComma = list.trailingComma != nil
        var insertion = trailingComma ? [] : Array(",".utf8)
        let after = list.trailingComma.map { $0 + 1 } ?? last.upperBound
        insertion += Array("\n".utf8) + indentation + Array(text.utf8) + (trailingComma ? Array(",".utf8) : [])
        edited.insert(contentsOf: insertion, at: after)
        return String(decoding: edited, as: UTF8.self)
    }

    /// The width past which a one-line list is written one entry a line: swift-format's default.
    static let lineLimit = 120

    /// `bytes` with the one-line `list` written one entry a line, `text` last: each entry indented
    /// one step (the file's own, ``indentationStep(in:)``) past the line that opens the list, each
    /// with a comma, and the closing bracket back on that line's indentation, as swift-format does.
    private static func oneEntryALine(_ list: List, adding text: String, in bytes: [UInt8]) -> String {
        let outer = leadingBlanks(ofLineAt: list.open, in: bytes)
        let inner = outer + indentationStep(in: bytes)
        var lines = list.elements.map { Array(bytes[$0]) } + [Array(text.utf8)]
        lines = lines.map { inner + $0 + Array(",\n".utf8) }
        var edited = bytes
        edited.replaceSubrange(list.open + 1..<list.close, with: Array("\n".utf8) + lines.joined() + outer)
        return String(decoding: edited, as: UTF8.self)
    }

    /// `manifest` without `name`'s entry in `target`'s dependencies (the entry and its comma; its
    /// line when it is alone there), or `nil` when no literal entry of the list names it.
    static func removing(_ name: String, from target: String, in manifest: String) -> String? {
        let bytes = Array(manifest.utf8)
        guard let list = dependencyList(of: target, in: bytes),
            let position = list.elements.firstIndex(where: { names(name, $0, in: bytes) })
        else { return nil }
        return String(decoding: removing(position, of: list, in: bytes), as: UTF8.self)
    }

    /// `manifest` without the `.package(…)` entry of the package with `identity` (SwiftPM's:
    /// the last component of its URL or path, lowercased, without `.git`; or its registry id) in
    /// the package's own `dependencies: [ … ]` list, with its comma and its line when it is alone
    /// there; `nil` when that list is not a literal or no entry of it is that package.
    static func removingPackage(_ identity: String, in manifest: String) -> String? {
        let bytes = Array(manifest.utf8)
        guard let list = packageDependencyList(in: bytes),
            let position = list.elements.firstIndex(where: { packageIdentity(of: $0, in: bytes) == identity })
        else { return nil }
        return String(decoding: removing(position, of: list, in: bytes), as: UTF8.self)
    }

    /// `bytes` without the entry at `position` of `list`: the entry and its comma, and its line
    /// when it is alone there.
    private static func removing(_ position: Int, of list: List, in bytes: [UInt8]) -> [UInt8] {
        let element = list.elements[position]
        var removed: Range<Int>
        let next = list.elements.indices.contains(position + 1) ? list.elements[position + 1].lowerBound : nil
        let lineStart = startOfLine(element.lowerBound, in: bytes)
        let commaAfter = comma(after: element.upperBound, before: next ?? list.close, in: bytes)
        let end = commaAfter.map { $0 + 1 } ?? element.upperBound
        let lineEnd = endOfLine(end, in: bytes)
        let aloneOnItsLine =
            bytes[lineStart..<element.lowerBound].allSatisfy(isBlank) && bytes[end..<lineEnd].allSatisfy(isBlank)
        if aloneOnItsLine, lineEnd < bytes.count {
            removed = lineStart..<lineEnd + 1
            // The last entry, written with no comma: the one before it keeps its comma (legal).
        } else if let next {
            removed = element.lowerBound..<next
        } else if position > 0 {
            // The last of a line: from the end of the one before it, so `[A, B]` becomes `[A]`.
            removed = list.elements[position - 1].upperBound..<end
        } else {
            removed = element.lowerBound..<end
        }
        var edited = bytes
        edited.removeSubrange(removed)
        return edited
    }

    /// The literal `dependencies: [ … ]` argument of `Package(…)` itself.
    static func packageDependencyList(in bytes: [UInt8]) -> List? {
        let tokens = SwiftLexer.lex(bytes).tokens
        guard
            let call = tokens.indices.first(where: {
                tokens[$0].text == "Package" && tokens.indices.contains($0 + 1) && tokens[$0 + 1].text == "("
            }),
            let close = matching(call + 1, in: tokens)
        else { return nil }
        return argumentList("dependencies", of: call + 1, close: close, in: tokens)
    }

    /// The identity SwiftPM gives the package an entry `.package(url: …)`, `.package(path: …)` or
    /// `.package(id: …)` at `range` names.
    private static func packageIdentity(of range: Range<Int>, in bytes: [UInt8]) -> String? {
        let entry = Array(bytes[range])
        let tokens = SwiftLexer.lex(entry).tokens
        guard tokens.count > 3, tokens[0].text == ".", tokens[1].text == "package" else { return nil }
        for index in tokens.indices.dropLast(2)
        where ["url", "path", "id"].contains(tokens[index].text) && tokens[index + 1].text == ":" {
            guard let location = literal(tokens[index + 2], in: entry) else { return nil }
            if tokens[index].text == "id" { return location.lowercased() }
            var last = location.split(separator: "/").last.map(String.init) ?? location
            if last.hasSuffix(".git") { last.removeLast(4) }
            return last.lowercased()
        }
        return nil
    }

    /// A target's literal dependencies list: its brackets and the byte range of each entry.
    struct List {
        var open: Int
        var close: Int
        var elements: [Range<Int>]
        /// A comma after the last entry, if there is one.
        var trailingComma: Int?
    }

    /// The literal `dependencies: [ … ]` argument of the declaration of `target`.
    static func dependencyList(of target: String, in bytes: [UInt8]) -> List? {
        let tokens = SwiftLexer.lex(bytes).tokens
        let declarations: Set<String> = [
            "target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary", "binaryTarget",
        ]
        var opened: [Int] = []
        for (index, token) in tokens.enumerated() {
            if token.text == "(" { opened.append(index) }
            if token.text == ")" { _ = opened.popLast() }
            // `name: "X"` directly inside `.target(`, `.testTarget(`, …
            guard token.kind == .string, literal(token, in: bytes) == target, index >= 2,
                tokens[index - 1].text == ":", tokens[index - 2].text == "name",
                let call = opened.last, call >= 2, tokens[call - 2].text == ".",
                declarations.contains(tokens[call - 1].text),
                let close = matching(call, in: tokens)
            else { continue }
            if let list = argumentList("dependencies", of: call, close: close, in: tokens) { return list }
            // No list here: a declaration without one, or `.target(name: "X", condition: …)` in
            // another target's list; the declaration may still come.
        }
        return nil
    }

    /// The literal list `label: [ … ]` among the arguments of the call whose parentheses are the
    /// tokens at `call` and `close`.
    private static func argumentList(_ label: String, of call: Int, close: Int, in tokens: [SwiftLexer.Token]) -> List?
    {
        var depth = 0
        for inner in call + 1..<close {
            let text = tokens[inner].text
            if ["(", "["].contains(text) { depth += 1 }
            if [")", "]"].contains(text) { depth -= 1 }
            guard depth == 0, text == label, inner + 2 < close, tokens[inner + 1].text == ":",
                tokens[inner + 2].text == "[",
                let end = matching(inner + 2, in: tokens)
            else { continue }
            return list(from: inner + 2, to: end, tokens: tokens)
        }
        return nil
    }

    /// The entries between the brackets at `open` and `close`, separated by the commas outside
    /// any bracket, parenthesis or brace.
    private static func list(from open: Int, to close: Int, tokens: [SwiftLexer.Token]) -> List {
        var elements: [Range<Int>] = []
        var start: Int?
        var trailingComma: Int?
        var depth = 0
        var index = open + 1
        while index < close {
            let token = tokens[index]
            if start == nil {
                start = index
                trailingComma = nil
            }
            if ["(", "[", "{"].contains(token.text) { depth += 1 }
            if [")", "]", "}"].contains(token.text) { depth -= 1 }
            if depth == 0, token.text == ",", let first = start {
                elements.append(tokens[first].range.lowerBound..<tokens[index - 1].range.upperBound)
                trailingComma = token.range.lowerBound
                start = nil
            }
            index += 1
        }
        if let first = start {
            elements.append(tokens[first].range.lowerBound..<tokens[close - 1].range.upperBound)
            trailingComma = nil
        }
        return List(
            open: tokens[open].range.lowerBound, close: tokens[close].range.lowerBound, elements: elements,
            trailingComma: trailingComma)
    }

    /// Whether the entry at `range` declares `name`: `"name"`, or `.x(name: "name", …)`.
    private static func names(_ name: String, _ range: Range<Int>, in bytes: [UInt8]) -> Bool {
        let tokens = SwiftLexer.lex(Array(bytes[range])).tokens
        let shifted = { (token: SwiftLexer.Token) in literal(token, in: Array(bytes[range])) }
        if tokens.count == 1, tokens[0].kind == .string { return shifted(tokens[0]) == name }
        guard tokens.count >= 6, tokens[0].text == ".", tokens[2].text == "(", tokens[3].text == "name",
            tokens[4].text == ":"
        else { return false }
        return shifted(tokens[5]) == name
    }

    /// The text of a plain string literal token (no escapes, no interpolation, not raw).
    static func literal(_ token: SwiftLexer.Token, in bytes: [UInt8]) -> String? {
        let range = token.range
        guard token.kind == .string, range.count >= 2, bytes[range.lowerBound] == UInt8(ascii: "\""),
            bytes[range.upperBound - 1] == UInt8(ascii: "\"")
        else { return nil }
        let inside = bytes[range.lowerBound + 1..<range.upperBound - 1]
        guard !inside.contains(UInt8(ascii: "\\")), !inside.contains(UInt8(ascii: "\"")) else { return nil }
        return String(decoding: inside, as: UTF8.self)
    }

    /// The token that closes the bracket or parenthesis at `open`.
    static func matching(_ open: Int, in tokens: [SwiftLexer.Token]) -> Int? {
        var depth = 0
        for index in open..<tokens.count {
            if ["(", "["].contains(tokens[index].text) { depth += 1 }
            if [")", "]"].contains(tokens[index].text) {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}
