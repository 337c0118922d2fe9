extension StringProtocol {
    /// The text without leading and trailing characters of `set`.
    func trimming(_ set: String) -> String {
        let scalars = Set(set.unicodeScalars)
        var view = String(self).unicodeScalars[...]
        while let first = view.first, scalars.contains(first) { view = view.dropFirst() }
        while let last = view.last, scalars.contains(last) { view = view.dropLast() }
        return String(view)
    }

    /// The text after the first `marker`, or nil when it does not contain it.
    func after(_ marker: String) -> String? {
        let text = Array(String(self).unicodeScalars)
        let pattern = Array(marker.unicodeScalars)
        guard !pattern.isEmpty, text.count >= pattern.count else { return nil }
        for start in 0...(text.count - pattern.count) where Array(text[start..<(start + pattern.count)]) == pattern {
            var rest = String.UnicodeScalarView()
            rest.append(contentsOf: text[(start + pattern.count)...])
            return String(rest)
        }
        return nil
    }

    /// The identifier without the backquotes that let it be a keyword.
    var trimmingBackquotes: String {
        hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : String(self)
    }
}

/// `text` safe to print on a terminal or in a CI log: control, format (bidi included) and line
/// separator characters that come from a package's names and paths are written as `\u{…}`, so a
/// hostile file name cannot rewrite what is shown. Line feeds between lines are kept.
func visible(_ text: String) -> String {
    var shown = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
        switch scalar.properties.generalCategory {
        case .control where scalar != "\n", .format, .lineSeparator, .paragraphSeparator, .unassigned:
            shown.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
        default:
            shown.append(scalar)
        }
    }
    return String(shown)
}
