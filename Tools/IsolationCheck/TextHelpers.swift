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
