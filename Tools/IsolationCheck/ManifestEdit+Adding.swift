/// Adding an entry to a target's dependencies as its maintainer would: spelled as the manifest
/// spells its neighbours, beside the entries of the same package, and laid out as the list is laid
/// out, within the package's line length (``ManifestStyle``).
extension ManifestEdit {
    /// `manifest` with `entry` (and its `condition:`, if any) added to `target`'s dependencies, or
    /// `nil` when the target has no literal list to add it to.
    ///
    /// A target is named as the manifest names targets: by plain name where that is the most used
    /// form (in the list, or in the whole manifest when the list names none), by `.byName(name:)` or
    /// `.target(name:)` where that is; a plain name cannot carry a condition. A product goes after
    /// the last entry of its package, a target after the last target, else at the end. A list on one
    /// line stays on it while the line fits; a list of several lines gets the entry on the line of
    /// the entry before it where that line holds several and it fits there, else on a line of its
    /// own, indented as that line. What does not fit is broken as swift-format breaks it:
    /// ``Placement``.
    static func adding(
        _ entry: Entry, condition: String? = nil, to target: String, in manifest: String,
        style: ManifestStyle = ManifestStyle()
    ) -> String? {
        let bytes = Array(manifest.utf8)
        guard let list = dependencyList(of: target, in: bytes) else { return nil }
        let placement = Placement(bytes: bytes, style: style)
        let text = spelling(of: entry, condition: condition, in: list, bytes: bytes)
        let position = position(for: entry, in: list, bytes: bytes)
        return String(decoding: placement.inserting(text, at: position, into: list), as: UTF8.self)
    }

    /// `entry` written as `list`'s neighbours (or, where it names no target, the manifest's lists)
    /// write a target.
    static func spelling(of entry: Entry, condition: String?, in list: List, bytes: [UInt8]) -> String {
        guard case let .target(name) = entry else { return entry.spelled(condition: condition) }
        var forms = targetForms(of: list.elements, in: bytes)
        if forms.plain + forms.target + forms.byName == 0 {
            forms = targetForms(of: allDependencyLists(in: bytes).flatMap(\.elements), in: bytes)
        }
        if forms.byName > max(forms.plain, forms.target) {
            return ".byName(name: \"\(name)\"\(conditionArgument(condition)))"
        }
        if forms.plain > forms.target, condition == nil { return "\"\(name)\"" }
        return entry.spelled(condition: condition)
    }

    /// How many of `elements` name a dependency by plain name, by `.target(name:)` and by
    /// `.byName(name:)`.
    private static func targetForms(
        of elements: [Range<Int>], in bytes: [UInt8]
    ) -> (plain: Int, target: Int, byName: Int) {
        var forms = (plain: 0, target: 0, byName: 0)
        for element in elements {
            if bytes[element.lowerBound] == UInt8(ascii: "\"") { forms.plain += 1 }
            if bytes[element].starts(with: Array(".target(".utf8)) { forms.target += 1 }
            if bytes[element].starts(with: Array(".byName(".utf8)) { forms.byName += 1 }
        }
        return forms
    }

    /// Every literal `dependencies: [ … ]` list in the manifest: the targets' and the package's.
    static func allDependencyLists(in bytes: [UInt8]) -> [List] {
        let tokens = SwiftLexer.lex(bytes).tokens
        return tokens.indices.dropLast(2).compactMap { index in
            guard tokens[index].text == "dependencies", tokens[index + 1].text == ":", tokens[index + 2].text == "[",
                let close = matching(index + 2, in: tokens)
            else { return nil }
            return list(from: index + 2, to: close, tokens: tokens)
        }
    }

    /// Where among `list`'s entries `entry` goes: after the last product of the same package (by
    /// the package name as written, code point for code point), or after the last target, or last.
    private static func position(for entry: Entry, in list: List, bytes: [UInt8]) -> Int {
        let kin: (Range<Int>) -> Bool =
            switch entry {
            case let .product(_, package):
                { packageArgument(of: $0, in: bytes).map { $0.utf8.elementsEqual(package.utf8) } ?? false }
            case .target:
                {
                    bytes[$0.lowerBound] == UInt8(ascii: "\"") || bytes[$0].starts(with: Array(".target(".utf8))
                        || bytes[$0].starts(with: Array(".byName(".utf8))
                }
            }
        return list.elements.lastIndex(where: kin).map { $0 + 1 } ?? list.elements.count
    }

    /// The `package:` of the `.product(…)` entry at `range`.
    private static func packageArgument(of range: Range<Int>, in bytes: [UInt8]) -> String? {
        let entry = Array(bytes[range])
        let tokens = SwiftLexer.lex(entry).tokens
        guard tokens.count > 2, tokens[0].text == ".", tokens[1].text == "product" else { return nil }
        let label = tokens.indices.dropLast(2).first { tokens[$0].text == "package" && tokens[$0 + 1].text == ":" }
        return label.flatMap { literal(tokens[$0 + 2], in: entry) }
    }
}
