import Foundation

/// One string of a million escapes (`\u00e9`, six bytes each) against the same number of bytes
/// with no escape: a session's first screen over each file, and their ratio (goal ≤ 2×). A reader
/// that copied what it had read at every escape took 73.6 s for 800,000 of them; one that reads
/// each byte once takes about as long as for the plain bytes.
enum Escapes {
    static let count = 1_000_000

    /// A small data file whose top-level key `note` holds `text`.
    static func write(_ text: String, to path: String) throws {
        let json = """
            {"note": "\(text)", "assets": [{"id": "A1", "name": "n", "status": "s", "category": "c"}],
             "issues": [{"id": "I1", "title": "t", "status": "s", "description": "d"}], "links": []}

            """
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// The medians of `runs` first screens over each file: their ratio, and the line that reports them.
    static func measure(_ walkthrough: URL, folder: String, runs: Int) throws -> (ratio: Double, line: String) {
        let escaped = folder + "/escapes.json"
        let plain = folder + "/plain.json"
        try write(String(repeating: #"\u00e9"#, count: count), to: escaped)
        try write(String(repeating: "u00e9x", count: count), to: plain)
        defer {
            unlink(escaped)
            unlink(plain)
        }
        var escapedTimes: [Double] = []
        var plainTimes: [Double] = []
        for _ in 0..<runs {
            let withEscapes = try Session.run(walkthrough, ["--data", escaped], input: "")
            let without = try Session.run(walkthrough, ["--data", plain], input: "")
            guard withEscapes.status == 0, without.status == 0 else {
                throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: escaped])
            }
            escapedTimes.append(withEscapes.seconds)
            plainTimes.append(without.seconds)
        }
        let ratio = median(escapedTimes) / max(median(plainTimes), 0.001)
        let line = String(
            format: "one string of %d escapes: %.2f× (%.3f s / %.3f s for the same bytes unescaped)", count, ratio,
            median(escapedTimes), median(plainTimes))
        return (ratio, line)
    }
}
