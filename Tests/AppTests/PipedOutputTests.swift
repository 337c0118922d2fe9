@testable import AppCore
@testable import DataFile
import Foundation
import FeatureTesting
import TestSupport
import Testing

/// Piped output never depends on when a save lands: piped input waits for the changes in flight
/// (those another session holds up aside), so a line a save says comes before the screen printed
/// next, in every run.
@MainActor
struct PipedOutputTests {
    /// A read-only file: the save of a pick fails, and says so in one line, before the detail that
    /// shows the pick kept for this session only; twenty runs print the same transcript.
    @Test func aRefusedSaveIsSaidAtTheSamePlaceInEveryRun() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("shop.json")
        try DataFile(path: path).save(.sample)
        #expect(chmod(path, 0o444) == 0)
        let refused =
            "walkthrough: \(path): is read-only; the link of asset AST-1001 to issue ISS-301 is kept for this session only.\n"
        var transcripts: Set<String> = []
        for _ in 0..<20 {
            let session = await ScriptedSession.run(
                ["Assets", "Forklift", "Link issue", "Hydraulic", "b", "q"], arguments: ["--data", path])
            #expect(session.status == .notSaved)
            transcripts.insert(session.transcript)
        }
        #expect(
            transcripts.count == 1,
            "\(transcripts.count) different transcripts:\n\(transcripts.joined(separator: "\n----\n"))")
        let transcript = try #require(transcripts.first)
        #expect(
            transcript.contains("> Hydraulic\n\(refused)\nHome › Assets › Forklift FL-200\n"),
            "the refusal comes right after the pick, before the detail:\n\(transcript)")
    }
}
