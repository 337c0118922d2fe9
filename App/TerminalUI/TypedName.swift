/// What a person typed to name a choice, compared with labels the way people compare names:
/// ignoring case, as `lowercased()` folds it.
///
/// A label and the text are compared as their lowercased forms compare (`==`, `hasPrefix`,
/// `contains`): character by character, canonically equivalent characters alike. Neither is
/// lowercased whole for each label: a search of a million labels makes no copy of any. When both
/// are plain ASCII (no carriage return, the one ASCII pair Swift reads as one character) the
/// comparison runs on their bytes; otherwise on the labels' characters, each folded once per search
/// (``CharacterFolding``).
struct TypedName {
    /// How a label stands to the typed text.
    enum Match {
        case none, contains, prefix, exact
    }

    /// The typed text, lowercased.
    let folded: String
    /// Its bytes when it is plain ASCII, each with the bit that a label's byte may have on top and
    /// still match: the case bit (0x20) for a letter, nothing for anything else. (For a lowercase
    /// letter L, `byte | 0x20 == L` holds only for L and its capital.)
    private let bytes: [(byte: UInt8, caseBit: UInt8)]?
    /// Its characters, as ``CharacterFolding`` numbers them.
    private let characters: [Int32]
    /// Whether plain ASCII text can hold it: not when it has a character no ASCII one folds to
    /// (`ñ`), so that a plain ASCII label is answered without being folded.
    private let asciiCanHold: Bool
    private let folding = CharacterFolding()

    init(folded: String) {
        self.folded = folded
        let bytes = Array(folded.utf8)
        self.bytes =
            Self.isPlainASCII(bytes)
            ? bytes.map { ($0, $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") ? 0x20 : 0) }
            : nil
        characters = folded.map(folding.number)
        asciiCanHold = folding.foldsFromASCII(characters)
    }

    /// How `label` stands to the typed text: the closest of equal, starting with it, holding it.
    func match(_ label: String) -> Match {
        if let bytes,
            let fast = label.utf8.withContiguousStorageIfAvailable({ Self.asciiMatch(typed: bytes, in: $0) }),
            let match = fast
        {
            return match
        }
        if !asciiCanHold, label.utf8.withContiguousStorageIfAvailable(Self.isPlainASCII) == true { return Match.none }
        return folding.withFolded(label) { Self.match(typed: characters, in: $0) }
    }

    /// The match of `typed` in `label`, both as folded characters' numbers.
    private static func match(typed: [Int32], in label: UnsafeBufferPointer<Int32>) -> Match {
        typed.withUnsafeBufferPointer { typed -> Match in
            let count = typed.count
            guard label.count >= count else { return Match.none }
            for start in 0...(label.count - count) {
                var offset = 0
                while offset < count, label[start + offset] == typed[offset] { offset &+= 1 }
                guard offset == count else { continue }
                if start > 0 { return .contains }
                return label.count == count ? .exact : .prefix
            }
            return Match.none
        }
    }

    /// The match of `typed` (plain ASCII, lowercased) in `label`, or `nil` when `label` is not
    /// plain ASCII. Plain loops over the bytes, as a million labels are searched at a time.
    private static func asciiMatch(
        typed: [(byte: UInt8, caseBit: UInt8)], in label: UnsafeBufferPointer<UInt8>
    ) -> Match? {
        guard let bytes = label.baseAddress else { return Match.none }
        let length = label.count
        // Eight bytes at a time: a byte with its top bit set, or equal to CR, is not plain ASCII.
        let high: UInt64 = 0x8080_8080_8080_8080, ones: UInt64 = 0x0101_0101_0101_0101
        var index = 0
        while index + 8 <= length {
            let word = UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt64.self)
            let carriageReturns = word ^ (ones &* UInt64(UInt8(ascii: "\r")))
            if word & high != 0 || (carriageReturns &- ones) & ~carriageReturns & high != 0 { return nil }
            index &+= 8
        }
        while index < length {
            if bytes[index] >= 0x80 || bytes[index] == UInt8(ascii: "\r") { return nil }
            index &+= 1
        }
        return typed.withUnsafeBufferPointer { typed -> Match in
            guard let wanted = typed.baseAddress, !typed.isEmpty else { return length == 0 ? .exact : .prefix }
            guard length >= typed.count else { return Match.none }
            let count = typed.count
            let first = wanted[0]
            for start in 0...(length - count) where bytes[start] | first.caseBit == first.byte {
                var offset = 1
                while offset < count, bytes[start + offset] | wanted[offset].caseBit == wanted[offset].byte {
                    offset &+= 1
                }
                guard offset == count else { continue }
                if start > 0 { return .contains }
                return length == count ? .exact : .prefix
            }
            return Match.none
        }
    }

    private static func isPlainASCII(_ bytes: some Collection<UInt8>) -> Bool {
        for byte in bytes where byte >= 0x80 || byte == UInt8(ascii: "\r") { return false }
        return true
    }
}
