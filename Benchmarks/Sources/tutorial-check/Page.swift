import Foundation

// Reading the page: its blocks, the numbers it writes, and what a command's output must match.

/// One fenced block of the page: its language, its text, and the prose since the previous block.
struct Block {
    let language: String
    let body: String
    let lead: String

    /// The blocks of `markdown`, in order, and the prose after the last one.
    static func all(in markdown: String) -> (blocks: [Block], closing: String) {
        var blocks: [Block] = []
        var lead: [String] = []
        var fence: (language: String, lines: [String])?
        for line in markdown.components(separatedBy: "\n") {
            if var open = fence {
                if line == "```" {
                    blocks.append(
                        Block(
                            language: open.language, body: open.lines.joined(separator: "\n"),
                            lead: lead.joined(separator: "\n")))
                    lead = []
                    fence = nil
                } else {
                    open.lines.append(line)
                    fence = open
                }
            } else if line.hasPrefix("```") {
                fence = (String(line.dropFirst(3)), [])
            } else {
                lead.append(line)
            }
        }
        return (blocks, lead.joined(separator: "\n"))
    }
}

/// What a failed command printed that says why: its failures and errors (a known issue left
/// out), or, when it names none, its last lines.
func why(_ output: String) -> String {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    var failures: [Substring] = []
    for (index, line) in lines.enumerated()
    where (line.contains("✘") || line.contains("error:")) && !line.contains("known issue") {
        failures.append(line)
        // What a recorded issue says follows it, on lines that start with ↳.
        failures += lines.dropFirst(index + 1).prefix { $0.hasPrefix("↳") }
    }
    return failures.isEmpty ? String(output.suffix(1200)) : failures.prefix(30).joined(separator: "\n")
}

/// Whether `output` is `expected`, where a line `...` stands for any lines.
func matches(_ output: [String], _ expected: [String]) -> Bool {
    guard let first = expected.first else { return output.isEmpty }
    if first == "..." {
        return (0...output.count).contains { matches(Array(output[$0...]), Array(expected.dropFirst())) }
    }
    return output.first == first && matches(Array(output.dropFirst()), Array(expected.dropFirst()))
}

let numberWords = [
    "no": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10,
]

/// The number written before `noun` in `text` ("five transcripts", "7 transcripts"), if any.
func count(before noun: String, in text: String) -> Int? {
    let words = text.replacingOccurrences(of: "*", with: "").split(whereSeparator: { $0 == " " || $0 == "\n" }).map(
        String.init)
    guard let at = words.firstIndex(where: { $0.hasPrefix(noun) }), at > 0 else { return nil }
    return Int(words[at - 1]) ?? numberWords[words[at - 1].lowercased()]
}
