/// A deep-link route a module declares, such as `assets/ID/link-issue`: its path, and for each
/// segment of the path the destination that segment opens.
///
/// Following a route opens its destinations one after another from the home screen, through the
/// same screens and actions a user's choices go through. A segment written `ID` matches any
/// non-empty text, which becomes the ID of the destination it opens (`.assetDetail.with(id:)`);
/// every other segment matches itself.
public struct DeepLink: Sendable {
    /// The path, with `ID` where an item's ID goes: `assets/ID/link-issue`.
    public let path: String
    /// One destination per segment of ``path``, in order.
    public let opens: [NavigationDestination]

    /// The segment that stands for an item's ID.
    public static let idSegment = "ID"

    /// Declares the route `path`, whose segments open `opens`, one each.
    public init(_ path: String, opens: [NavigationDestination]) {
        self.path = path
        self.opens = opens
    }

    var segments: [Substring] {
        path.split(separator: "/", omittingEmptySubsequences: false)
    }

    /// The destinations `text` opens when it matches this route, else `nil`.
    public func destinations(for text: String) -> [NavigationDestination]? {
        let typed = text.split(separator: "/", omittingEmptySubsequences: false)
        let pattern = segments
        guard typed.count == pattern.count, pattern.count == opens.count else { return nil }
        var destinations: [NavigationDestination] = []
        for (segment, (expected, destination)) in zip(typed, zip(pattern, opens)) {
            if expected == Self.idSegment {
                guard !segment.isEmpty else { return nil }
                destinations.append(destination.with(id: String(segment)))
            } else {
                guard segment == expected else { return nil }
                destinations.append(destination)
            }
        }
        return destinations
    }

    /// Whether some text would match both this route and `other`.
    func overlaps(_ other: DeepLink) -> Bool {
        let mine = segments
        let theirs = other.segments
        return mine.count == theirs.count && zip(mine, theirs).allSatisfy { pair in
            pair.0 == pair.1 || pair.0 == Self.idSegment || pair.1 == Self.idSegment
        }
    }

    /// What is wrong with the declaration itself, or `nil`: every segment must be non-empty and
    /// open one destination, and an `ID` segment must open a destination that shows an item.
    var problem: String? {
        let pattern = segments
        if pattern.contains(where: \.isEmpty) { return "has an empty segment" }
        if pattern.count != opens.count {
            return "has \(pattern.count) segment(s) but opens \(opens.count) destination(s)"
        }
        for (segment, destination) in zip(pattern, opens) {
            if segment == Self.idSegment, destination.item == nil {
                return "gives an ID to \(destination.name), which shows no single item"
            }
            if segment != Self.idSegment, destination.item != nil {
                return "opens \(destination.name) without the ID of the \(destination.item ?? "item") it shows"
            }
        }
        return nil
    }
}
