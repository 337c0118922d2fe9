import Foundation

/// How ``ManifestEdit`` finds what it edits in a manifest's tokens: a target's declaration and its
/// literal `dependencies: [ … ]` list, the package's own, and the entries of each.
extension ManifestEdit {
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
        for (call, close) in declarations(of: target, tokens: tokens, bytes: bytes) {
            if let list = argumentList("dependencies", of: call, close: close, in: tokens) { return list }
        }
        return nil
    }

    /// The parentheses of each call that may declare `target`: `name: "X"` directly inside
    /// `.target(`, `.testTarget(`, … (in another target's list, `.target(name: "X", condition: …)`
    /// is one too, which has no `dependencies:` to find).
    static func declarations(
        of target: String, tokens: [SwiftLexer.Token], bytes: [UInt8]
    ) -> [(call: Int, close: Int)] {
        let kinds: Set<String> = [
            "target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary", "binaryTarget",
        ]
        var found: [(call: Int, close: Int)] = []
        var opened: [Int] = []
        for (index, token) in tokens.enumerated() {
            if token.text == "(" { opened.append(index) }
            if token.text == ")" { _ = opened.popLast() }
            guard token.kind == .string, literal(token, in: bytes) == target, index >= 2,
                tokens[index - 1].text == ":", tokens[index - 2].text == "name",
                let call = opened.last, call >= 2, tokens[call - 2].text == ".", kinds.contains(tokens[call - 1].text),
                let close = matching(call, in: tokens)
            else { continue }
            found.append((call, close))
        }
        return found
    }

    /// Why `target`'s dependencies in `manifest` cannot be edited as a literal list, as a clause:
    /// the expression its declaration gives instead (a variable other targets may share, a call),
    /// or that no declaration of it names it with a plain string.
    static func whyNoList(of target: String, in manifest: String) -> String {
        let bytes = Array(manifest.utf8)
        let tokens = SwiftLexer.lex(bytes).tokens
        for (call, close) in declarations(of: target, tokens: tokens, bytes: bytes) {
            let arguments = list(from: call, to: close, tokens: tokens).elements
            guard
                let argument = arguments.first(where: {
                    bytes[$0].starts(with: Array("dependencies".utf8))
                        && String(decoding: bytes[$0], as: UTF8.self).dropFirst("dependencies".count)
                            .drop(while: \.isWhitespace).hasPrefix(":")
                })
            else { continue }
            let text = String(decoding: bytes[argument], as: UTF8.self)
            let value = text.drop { $0 != ":" }.dropFirst().trimmingCharacters(in: .whitespacesAndNewlines)
            let shown = value.split(separator: "\n").count > 1 ? "an expression of several lines" : "`\(value)`"
            return
                "\(target)'s dependencies there are \(shown), not a list written in its declaration (--fix does not edit what other targets may share)"
        }
        return "\(target) has no declaration there with a dependencies list written as a literal"
    }

    /// The literal list `label: [ … ]` among the arguments of the call whose parentheses are the
    /// tokens at `call` and `close`.
    static func argumentList(_ label: String, of call: Int, close: Int, in tokens: [SwiftLexer.Token]) -> List? {
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
    static func list(from open: Int, to close: Int, tokens: [SwiftLexer.Token]) -> List {
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
    static func names(_ name: String, _ range: Range<Int>, in bytes: [UInt8]) -> Bool {
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
    static func packageIdentity(of range: Range<Int>, in bytes: [UInt8]) -> String? {
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
}
