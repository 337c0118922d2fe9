@testable import AppCore
import Foundation
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
        if ExcerptDocsTests.record {
            if now.output != kept.output {
                try now.text.write(to: url, atomically: true, encoding: .utf8)
                print("RECORD_TRANSCRIPTS: re-recorded Tests/AppTests/Transcripts/\(name)")
            }
        } else {
            #expect(
                now.output == kept.output,
                "Tests/AppTests/Transcripts/\(name) differs: if the change is intended, re-record with \(ExcerptDocsTests.rerecord)"
            )
        }
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
