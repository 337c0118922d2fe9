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

    /// `manifest` without `name`'s entry in `target`'s dependencies (the entry and its comma; its
    /// line when it is alone there), or `nil` when no literal entry of the list names it. A list of
    /// several lines left with one entry loses its trailing comma where the configuration asks
    /// for trailing commas, since swift-format gives a single entry none.
    static func removing(
        _ name: String, from target: String, in manifest: String, style: ManifestStyle = ManifestStyle()
    ) -> String? {
        let bytes = Array(manifest.utf8)
        guard let list = dependencyList(of: target, in: bytes),
            let position = list.elements.firstIndex(where: { names(name, $0, in: bytes) })
        else { return nil }
        var edited = removing(position, of: list, in: bytes)
        if style.trailingCommas == true, let left = dependencyList(of: target, in: edited), left.elements.count == 1,
            let comma = left.trailingComma, line(of: left.open, in: edited) != line(of: left.close, in: edited)
        {
            edited.remove(at: comma)
        }
        return String(decoding: edited, as: UTF8.self)
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
}
