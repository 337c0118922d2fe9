/// The layout of a manifest's text, as ``ManifestEdit`` reads it to write like its neighbours:
/// lines, their indentation and width, and the file's own indentation step.
extension ManifestEdit {
    /// The comma after an entry ending at `start`, before `end`, with only blanks between.
    static func comma(after start: Int, before end: Int, in bytes: [UInt8]) -> Int? {
        var index = start
        while index < end, index < bytes.count {
            if bytes[index] == UInt8(ascii: ",") { return index }
            guard isBlank(bytes[index]) || bytes[index] == UInt8(ascii: "\n") else { return nil }
            index += 1
        }
        return nil
    }

    /// Whether `byte` is a space or a tab.
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// The blanks that start the line holding `offset`.
    static func leadingBlanks(ofLineAt offset: Int, in bytes: [UInt8]) -> [UInt8] {
        Array(bytes[startOfLine(offset, in: bytes)...].prefix(while: isBlank))
    }

    /// One step of the file's indentation: a tab where its lines start with tabs, else the fewest
    /// spaces an indented line starts with (past 1, the ` * ` of a block comment; 4 in a file with none).
    static func indentationStep(in bytes: [UInt8]) -> [UInt8] {
        let lines = bytes.split(separator: UInt8(ascii: "\n"))
        if lines.contains(where: { $0.first == UInt8(ascii: "\t") }) { return [UInt8(ascii: "\t")] }
        let widths = lines.map { $0.prefix { $0 == UInt8(ascii: " ") }.count }.filter { $0 > 1 }
        return Array(repeating: UInt8(ascii: " "), count: widths.min() ?? 4)
    }

    /// The line (from 0) holding `offset`.
    static func line(of offset: Int, in bytes: [UInt8]) -> Int {
        bytes[..<offset].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }

    /// Where the line holding `offset` starts.
    static func startOfLine(_ offset: Int, in bytes: [UInt8]) -> Int {
        var index = offset
        while index > 0, bytes[index - 1] != UInt8(ascii: "\n") { index -= 1 }
        return index
    }

    /// Where the line holding `offset` ends (its newline, or the end of the text).
    static func endOfLine(_ offset: Int, in bytes: [UInt8]) -> Int {
        var index = offset
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        return index
    }
}
