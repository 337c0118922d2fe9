/// The one rule for everything the program shows or traces that comes from data or arguments:
/// characters that move the cursor, recolour the terminal, reorder or hide text become visible
/// escapes like `\u{1B}`, so a name in a data file cannot disguise itself or what follows it.
///
/// Escaped: C0 and C1 controls and DEL; bidirectional controls (U+061C, U+200E, U+200F,
/// U+202A–U+202E, U+2066–U+2069); line and paragraph separators; and every format (Cf) or
/// default-ignorable code point (soft hyphen, zero-width characters, word joiner, tag characters,
/// variation selectors, the byte-order mark, ...). A backslash is doubled: a name holding the six
/// characters `\u{1B}` shows as `\\u{1B}`, never as the escape of an ESC the rule made.
///
/// Package-wide, not public: the host, the data file and the App share the rule, and it lives here,
/// the one target they all depend on; it is no part of the contract between feature modules.
package enum VisibleText {
    /// `text` with every unsafe scalar escaped, and shortened to `limit` characters when given.
    package static func make(_ text: String, limit: Int? = nil) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if let limit, count >= limit {
                return result + "…"
            }
            if scalar == "\\" {
                result += "\\\\"
            } else if isUnsafe(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return result
    }

    /// `text` as a JSON string literal, with every unsafe scalar written as `\uXXXX` (a surrogate
    /// pair above U+FFFF), as the trace writes it.
    package static func json(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                guard isUnsafe(scalar) else {
                    result.unicodeScalars.append(scalar)
                    continue
                }
                for unit in String(scalar).utf16 {
                    let hex = String(unit, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            }
        }
        return result + "\""
    }

    /// Whether `scalar` must not reach a terminal as it is.
    package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true  // C0 and C1 controls, DEL
        case 0x061C, 0x200E, 0x200F: return true  // bidi marks
        case 0x202A...0x202E, 0x2066...0x2069: return true  // bidi embeddings, overrides, isolates
        case 0x2028, 0x2029: return true  // line and paragraph separators
        default: break
        }
        return scalar.properties.generalCategory == .format || scalar.properties.isDefaultIgnorableCodePoint
    }
}
