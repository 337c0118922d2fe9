/// Text from data made safe to print: control characters, and characters that reorder or hide
/// text, become visible escapes like `\u{1B}`, so a name in a data file cannot move the cursor,
/// recolour the terminal or hide what follows it.
enum VisibleText {
    /// `text` with every unsafe scalar escaped, and shortened to `limit` characters when given.
    static func make(_ text: String, limit: Int? = nil) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if let limit, count >= limit {
                return result + "…"
            }
            if isUnsafe(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return result
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true          // C0 and C1 controls, DEL
        case 0x200B...0x200F, 0x2028...0x202E: true  // zero-width, line separators, bidi embeddings
        case 0x2066...0x2069, 0xFEFF: true           // bidi isolates, byte-order mark
        default: false
        }
    }
}
