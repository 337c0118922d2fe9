import Foundation

/// A data file of `count` assets and `count` issues, half the assets linked, written as the
/// program itself writes a data file (two-space indentation, fields in the format's order), with
/// keys the program does not know at the top and in the records, as real files have.
enum GeneratedFile {
    /// Writes the file at `path` a piece at a time (a million records do not fit one string
    /// comfortably) and returns its size in bytes.
    static func write(count: Int, to path: String) throws -> Int {
        guard FileManager.default.createFile(atPath: path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        var size = 0
        var text = ""
        func flush(_ force: Bool = false) throws {
            guard force || text.utf8.count > 1 << 20 else { return }
            let data = Data(text.utf8)
            try handle.write(contentsOf: data)
            size += data.count
            text = ""
        }
        // `count` records, each an object of `fields(number)` on lines of their own, in an array.
        func records(_ count: Int, _ fields: (Int) -> [(String, String)]) throws {
            for number in 1...max(count, 1) where count > 0 {
                let members = fields(number).map { "      \"\($0.0)\": \($0.1)" }.joined(separator: ",\n")
                text += "    {\n\(members)\n    }\(number < count ? "," : "")\n"
                try flush()
            }
        }
        text += "{\n  \"serial\": 123456789012345678901234567890123456789012345,\n  \"assets\": [\n"
        try records(count) { number in
            [
                ("id", "\"A\(number)\""), ("name", "\"Gerät number \(number)\""), ("status", "\"In service\""),
                ("category", "\"Forklifts\""), ("weight", "1.50"),
            ]
        }
        text += "  ],\n  \"issues\": [\n"
        try records(count) { number in
            [
                ("id", "\"I\(number)\""), ("title", "\"Issue number \(number)\""), ("status", "\"Open\""),
                ("description", "\"Something about issue \(number) that needs looking at\""),
            ]
        }
        text += "  ],\n  \"links\": [\n"
        try records(count / 2) { number in [("assetID", "\"A\(number * 2)\""), ("issueID", "\"I\(number)\"")] }
        text += "  ]\n}\n"
        try flush(true)
        return size
    }
}
