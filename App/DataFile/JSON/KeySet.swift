/// The keys one object has had so far: a short list while the object is small, as records are,
/// and a set once it grows.
struct KeySet {
    private var few: [String] = []
    private var many: Set<String>?

    var isEmpty: Bool { few.isEmpty }

    /// Adds `key`; returns `false` when it was already there.
    mutating func insert(_ key: String) -> Bool {
        if many != nil { return many?.insert(key).inserted ?? false }
        guard !few.contains(key) else { return false }
        few.append(key)
        if few.count > 8 { many = Set(few) }
        return true
    }
}
