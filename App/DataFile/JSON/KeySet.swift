import CoreInterfaces

/// The keys one object has had so far, compared as their code points (RFC 8259 compares names
/// code unit by code unit, so "\u00E9" and "e\u0301" are two keys): a short list while the object
/// is small, as records are, and a set once it grows.
struct KeySet {
    private var few: [CodePoints] = []
    private var many: Set<CodePoints>?

    var isEmpty: Bool { few.isEmpty }

    /// Adds `text`; returns `false` when it was already there.
    mutating func insert(_ text: String) -> Bool {
        let key = CodePoints(text)
        if many != nil { return many?.insert(key).inserted ?? false }
        guard !few.contains(key) else { return false }
        few.append(key)
        if few.count > 8 { many = Set(few) }
        return true
    }
}
