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
    package static let idSegment = "ID"

    /// Declares the route `path`, whose segments open `opens`, one each.
    public init(_ path: String, opens: [NavigationDestination]) {
        self.path = path
        self.opens = opens
    }

    var segments: [Substring] {
        path.split(separator: "/", omittingEmptySubsequences: false)
    }

    /// The destinations `text` opens when it matches this route, else `nil`. Each segment is
    /// percent-decoded after the split, so an ID holding `/` is typed `%2F`; a segment that is not
    /// valid percent-encoded UTF-8 matches nothing.
    package func destinations(for text: String) -> [NavigationDestination]? {
        var typed: [Substring] = []
        for segment in text.split(separator: "/", omittingEmptySubsequences: false) {
            guard let decoded = Self.percentDecoded(segment) else { return nil }
            typed.append(Substring(decoded))
        }
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

    /// `segment` with each `%XX` replaced by its byte, or `nil` when a `%` is not followed by two
    /// hexadecimal digits or the bytes are not UTF-8.
    static func percentDecoded(_ segment: Substring) -> String? {
        guard segment.contains("%") else { return String(segment) }
        var bytes: [UInt8] = []
        var rest = segment.utf8[...]
        while let byte = rest.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = rest.popFirst().flatMap(hexValue), let low = rest.popFirst().flatMap(hexValue) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        // Not `String(validating:as:)`, which is newer than the platforms declared: invalid UTF-8
        // decodes to U+FFFD, which changes the bytes.
        let decoded = String(decoding: bytes, as: UTF8.self)
        return decoded.utf8.elementsEqual(bytes) ? decoded : nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Whether some text would match both the route split into `mine` and the one split into
    /// `theirs` (``segments``): the registry splits each route once, not once per pair it compares.
    static func overlap(_ mine: [Substring], _ theirs: [Substring]) -> Bool {
        mine.count == theirs.count
            && zip(mine, theirs).allSatisfy { pair in
                pair.0 == pair.1 || pair.0 == idSegment || pair.1 == idSegment
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
