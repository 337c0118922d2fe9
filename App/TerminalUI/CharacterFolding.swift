/// Lowercased characters as numbers, for comparing a search's text with many labels: two
/// characters get one number when their lowercased forms are equal as Swift compares characters
/// (canonically equivalent ones alike: `é` as one scalar or as `e` and a combining accent).
///
/// A label is folded one scalar at a time when each of its scalars, lowercased, is a character
/// that no neighbour can join (no combining mark, joiner, Hangul jamo, flag half or carriage
/// return): then its lowercased form's characters are its scalars' lowercased forms, one each, and
/// each scalar's number is worked out once per search. Any other label is lowercased whole and read
/// a character at a time. Either way the numbers are those `label.lowercased()`'s characters get.
final class CharacterFolding {
    private var numbers: [Character: Int32] = [:]
    /// The number of each ASCII scalar, lowercased; -1 for the carriage return, which joins a
    /// following line feed.
    private var ascii: [Int32] = []
    /// The numbers of the other scalars met so far (-1 for one a neighbour may join), each kept as
    /// its scalar's value and number in one word, in a slot chosen by the value's low bits: a
    /// search over a million labels looks each scalar up without hashing it.
    private var scalars = [UInt64](repeating: .max, count: 4_096)
    /// Room for the numbers of the label being folded.
    private var folded: UnsafeMutableBufferPointer<Int32> = .allocate(capacity: 256)

    init() {
        ascii = (0..<128).map { value in
            value == 13 ? -1 : number(Character(Unicode.Scalar(UInt8(value))).lowercased().first ?? " ")
        }
    }

    deinit {
        folded.deallocate()
    }

    /// The number of `character`, which is lowercased already.
    func number(_ character: Character) -> Int32 {
        if let known = numbers[character] { return known }
        let new = Int32(truncatingIfNeeded: numbers.count)
        numbers[character] = new
        return new
    }

    /// Whether every one of `numbers` is the number of an ASCII character.
    func foldsFromASCII(_ numbers: [Int32]) -> Bool {
        numbers.allSatisfy(ascii.contains)
    }

    /// `body`'s answer on the numbers of `label`'s lowercased characters.
    func withFolded<Answer>(_ label: String, _ body: (UnsafeBufferPointer<Int32>) -> Answer) -> Answer {
        var label = label
        let count =
            label.withUTF8 { scalarsFolded($0) }
            ?? {
                let characters = label.lowercased().map(number)
                room(for: characters.count)
                _ = folded.initialize(from: characters)
                return characters.count
            }()
        return body(UnsafeBufferPointer(rebasing: folded[..<count]))
    }

    /// Folds `bytes` (valid UTF-8, as every Swift string's are) into `folded` a scalar at a time;
    /// returns how many numbers it wrote, or `nil` when a scalar may be joined by a neighbour.
    private func scalarsFolded(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        room(for: bytes.count)
        var index = 0, count = 0
        while index < bytes.count {
            let lead = bytes[index]
            let number: Int32
            if lead < 0x80 {
                number = ascii[Int(lead)]
                index += 1
            } else {
                let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
                guard index + length <= bytes.count else { return nil }
                var value = UInt32(lead) & (0x7F >> length)
                for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
                number = standalone(value)
                index += length
            }
            guard number >= 0 else { return nil }
            folded[count] = number
            count += 1
        }
        return count
    }

    /// Makes `folded` hold at least `count` numbers.
    private func room(for count: Int) {
        guard count > folded.count else { return }
        folded.deallocate()
        folded = .allocate(capacity: count)
    }

    /// The number of the scalar `value` lowercased, or -1 when that is not one character no
    /// neighbour joins.
    private func standalone(_ value: UInt32) -> Int32 {
        let slot = Int(value & 4_095)
        if scalars[slot] >> 32 == UInt64(value) { return Int32(truncatingIfNeeded: scalars[slot]) }
        var number: Int32 = -1
        if let scalar = Unicode.Scalar(value) {
            let lower = String(scalar).lowercased()
            if lower.count == 1, (lower + "a").count == 2, ("a" + lower).count == 2, (lower + lower).count == 2,
                let character = lower.first
            {
                number = self.number(character)
            }
        }
        scalars[slot] = UInt64(value) << 32 | UInt64(UInt32(bitPattern: number))
        return number
    }
}
