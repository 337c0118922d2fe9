/// A text file as the Swift compiler reads it: UTF-8 with an optional byte-order mark, lines ended
/// by LF, CRLF or a lone CR. Every reader of the checker (sources, policies, baselines, the
/// manifest) goes through it, so no file is read as one long line.
public enum SourceText {
    /// The lines of `bytes`, without their line endings and without a leading byte-order mark.
    public static func lines(of bytes: [UInt8]) -> [String] {
        lines(of: String(decoding: bytes, as: UTF8.self))
    }

    /// The lines of `text`, without their line endings and without a leading byte-order mark.
    public static func lines(of text: String) -> [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var scalars = text.unicodeScalars[...]
        if scalars.first == "\u{FEFF}" { scalars = scalars.dropFirst() }
        var previousWasCR = false
        for scalar in scalars {
            if scalar == "\n", previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = scalar == "\r"
            if scalar == "\n" || scalar == "\r" {
                lines.append(String(current))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        lines.append(String(current))
        return lines
    }

    /// `text` with every line ending made LF and no byte-order mark.
    public static func normalized(_ text: String) -> String {
        lines(of: text).joined(separator: "\n")
    }
}
