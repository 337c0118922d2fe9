@testable import AppCore
import Foundation
import FeatureTesting
import TestSupport
import Testing

/// Whole sessions kept as files in `Tests/AppTests/Transcripts/`: the arguments, optionally a data
/// file, the input lines, and the output a terminal would show (stdout and stderr interleaved).
///
/// After an intended change to what the walkthrough prints, re-record every transcript, and every
/// excerpt of the docs drawn from one, in one run with
///
///     RECORD_TRANSCRIPTS=1 swift test --filter 'TranscriptTests|DocsTests'
///
/// and review the diff before committing it.
@MainActor
struct TranscriptTests {
    nonisolated static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Transcripts")

    nonisolated static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".transcript") }.sorted()
    }

    @Test func thereAreTranscripts() {
        #expect(Self.names.count >= 6)
    }

    @Test(arguments: names)
    func sessionPrintsWhatItsTranscriptRecords(name: String) async throws {
        let url = Self.directory.appendingPathComponent(name)
        let kept = try Transcript(parsing: String(contentsOf: url, encoding: .utf8))
        let now = try await Self.recording(of: url)
        guard let difference = Self.firstDifference(now: now.output, kept: kept.output) else { return }
        if ExcerptDocsTests.record {
            try now.text.write(to: url, atomically: true, encoding: .utf8)
            print("RECORD_TRANSCRIPTS: re-recorded Tests/AppTests/Transcripts/\(name)")
        } else {
            Issue.record(
                "Tests/AppTests/Transcripts/\(name) differs, \(difference); if the change is intended, re-record with \(ExcerptDocsTests.rerecord)"
            )
        }
    }

    /// Where the output a session prints `now` first differs from the `kept` transcript's, with
    /// each side's line, its code points other than printable ASCII written `\u{…}`; `nil` when
    /// they are the same code points. Swift's `==` would take a precomposed `é` and `e` with a
    /// combining accent as equal, and a change between them would pass unseen.
    nonisolated static func firstDifference(now: String, kept: String) -> String? {
        guard !now.unicodeScalars.elementsEqual(kept.unicodeScalars) else { return nil }
        let nowLines = now.components(separatedBy: "\n")
        let keptLines = kept.components(separatedBy: "\n")
        let index =
            zip(nowLines, keptLines).enumerated().first {
                !$0.element.0.unicodeScalars.elementsEqual($0.element.1.unicodeScalars)
            }?.offset
            ?? min(nowLines.count, keptLines.count)
        func shown(_ lines: [String]) -> String {
            guard index < lines.count else { return "no line" }
            guard !lines[index].isEmpty else { return "an empty line" }
            let line = lines[index].unicodeScalars.map { scalar in
                (0x20..<0x7F).contains(scalar.value) ? String(scalar) : "\\u{\(String(scalar.value, radix: 16))}"
            }
            return "`\(line.joined())`"
        }
        return "line \(index + 1) of its output: recorded \(shown(keptLines)), now \(shown(nowLines))"
    }

    @Test func outputsThatDifferOnlyInHowAnAccentIsWrittenDiffer() {
        #expect(
            Self.firstDifference(now: "Home\nCaf\u{E9}\n", kept: "Home\nCafe\u{301}\n")
                == "line 2 of its output: recorded `Cafe\\u{301}`, now `Caf\\u{e9}`")
        #expect(
            Self.firstDifference(now: "Home\n", kept: "Home\n2) Quit\n")
                == "line 2 of its output: recorded `2) Quit`, now an empty line")
        #expect(
            Self.firstDifference(now: "Home\n\tTab\n", kept: "Home\n    Tab\n")
                == "line 2 of its output: recorded `    Tab`, now `\\u{9}Tab`")
        #expect(Self.firstDifference(now: "Home\n", kept: "Home\n") == nil)
    }

    /// The transcript at `url` as recording writes it: its arguments, data and input, and the
    /// output the session prints now. The excerpts of the docs drawn from a transcript are drawn
    /// from this while recording, so that one run re-records both, whichever runs first.
    static func recording(of url: URL) async throws -> Transcript {
        var transcript = try Transcript(parsing: String(contentsOf: url, encoding: .utf8))
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let dataPath = directory.path("data.json")
        if let data = transcript.data {
            try Data(data.utf8).write(to: URL(fileURLWithPath: dataPath))
        }
        let arguments = transcript.arguments.map { $0 == "{data}" ? dataPath : $0 }
        let session = await ScriptedSession.run(transcript.input, arguments: arguments)
        transcript.output = session.transcript.replacingOccurrences(of: dataPath, with: "{data}")
        return transcript
    }
}

/// A transcript file: `# arguments`, an optional `# data`, `# input` and `# output` sections.
struct Transcript {
    var arguments: [String]
    var data: String?
    var input: [String]
    var output: String

    init(parsing text: String) throws {
        var sections: [String: [String]] = [:]
        var current: String?
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        for line in lines {
            if line.hasPrefix("# "), ["arguments", "data", "input", "output"].contains(String(line.dropFirst(2))) {
                current = String(line.dropFirst(2))
                sections[current!] = []
            } else if let current {
                sections[current, default: []].append(line)
            }
        }
        guard let input = sections["input"], let output = sections["output"] else {
            throw TranscriptError.missingSection
        }
        arguments = (sections["arguments"] ?? []).flatMap { $0.split(separator: " ").map(String.init) }
        data = sections["data"]?.joined(separator: "\n")
        self.input = input
        self.output = output.joined(separator: "\n")
    }

    var text: String {
        var text = "# arguments\n" + arguments.joined(separator: " ") + "\n"
        if let data { text += "# data\n" + data + "\n" }
        text += "# input\n" + input.map { $0 + "\n" }.joined()
        return text + "# output\n" + output + "\n"
    }

    enum TranscriptError: Error {
        case missingSection
    }
}
