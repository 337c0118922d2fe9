@testable import AppCore
@testable import TerminalUI
@testable import DataFile
import AssetsInterface
import CoreInterfaces
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import FeatureTesting
import TestSupport
import Testing

/// Input a person or a script can give that is larger or stranger than usual: long lines, long
/// arguments, `--`, percent-encoded routes, long data file names, a terminal that goes away.
@MainActor
struct InputLimitsTests {
    @Test func aLineLongerThan64KiBIsRefusedWhole() {
        let long = String(repeating: "x", count: InputCommand.lineLimit + 1)
        #expect(
            InputCommand(line: long, labels: ["x"])
                == .invalid("Input line too long (more than 64 KiB); nothing was read from it."))
        #expect(InputCommand(line: String(repeating: "x", count: 10), labels: ["xxxxxxxxxx"]) == .choose(0))
    }

    @Test func aLongLineIsRefusedAndThePromptGoesOn() async throws {
        let session = await ScriptedSession.run([String(repeating: "Assets", count: 20_000), "q"])
        #expect(session.status == .success)
        #expect(session.errors == "Input line too long (more than 64 KiB); nothing was read from it.\n")
        #expect(
            session.output.components(separatedBy: "\nHome\n").count == 2,
            "the home screen is printed once; the prompt is repeated")
    }

    @Test func doubleDashEndsTheOptions() {
        #expect(CommandLineOptions.parse(["--trace", "--"]) == .success(CommandLineOptions(trace: true)))
        #expect(CommandLineOptions.parse(["--", "--help"]) == .failure(UsageError("unexpected argument '--help'")))
    }

    @Test func anEchoedArgumentIsCutTo200CharactersAndEscaped() {
        let argument = "--" + String(repeating: "\u{202E}", count: 10) + String(repeating: "y", count: 400)
        guard case let .failure(error) = CommandLineOptions.parse([argument]) else {
            Issue.record("a 400-character option was accepted")
            return
        }
        let shown = VisibleText.make(argument, limit: 200)
        #expect(error.message == "unknown option '\(shown)'")
        #expect(shown.hasSuffix("…") && shown.contains("\\u{202E}"))
        #expect(!error.message.contains("\u{202E}"))
    }

    @Test func aRouteIsPercentDecodedSegmentBySegment() {
        let route = DeepLink("assets/ID", opens: [.assetsList, .assetDetail])
        #expect(route.destinations(for: "assets/A%2F7") == [.assetsList, .assetDetail.with(id: "A/7")])
        #expect(route.destinations(for: "%61ssets/caf%C3%A9") == [.assetsList, .assetDetail.with(id: "café")])
        #expect(route.destinations(for: "assets/A%2") == nil, "a % needs two hexadecimal digits")
        #expect(route.destinations(for: "assets/A%zz") == nil)
        #expect(route.destinations(for: "assets/%FF") == nil, "the bytes must be UTF-8")
    }

    @Test func anAssetWhoseIDHoldsASlashCanBeDeepLinked() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("slash.json")
        let json = #"{"assets":[{"id":"A/7","name":"Press","status":"ok","category":"c"}],"issues":[],"links":[]}"#
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        let session = await ScriptedSession.run(["q"], arguments: ["--data", path, "--open", "assets/A%2F7"])
        #expect(session.status == .success, "\(session.errors)")
        #expect(session.lastScreen.contains("ID: A/7"))
    }

    @Test func aDataFileWithALongNameCanBeSaved() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let name = String(repeating: "n", count: 245) + ".json"
        #expect(
            TemporaryFile.prefix(for: name).utf8.count + 16 + TemporaryFile.suffix.utf8.count <= 140,
            "well under the 255-byte limit of a name")
        let path = directory.path(name)
        await ScriptedSession.run(
            ["Issues", "Pressure drops", "Link asset", "Air Compressor"], arguments: ["--data", path])
        let contents = try #require(try DataFile(path: path).load())
        #expect(contents.links == [DataFileContents.Link(assetID: "AST-1002", issueID: "ISS-302")])
        #expect(try directory.files() == [name], "no temporary file is left behind")
    }

    @Test func aTerminalThatHungUpEndsTheProgramAsAHangUp() {
        #expect(Console.failureStatus(errno: EIO) == .hungUp)
        #expect(Console.failureStatus(errno: EPIPE) == .outputFailed)
        #expect(Console.failureStatus(errno: ENOSPC) == .outputFailed)
    }
}

/// The real console reads a huge line without keeping it.
struct HugeInputLineProcessTests {
    @Test func aHugeLineOnStdinIsRefusedAndTheSessionGoesOn() throws {
        let walkthrough = try WalkthroughProcess(arguments: [], capturing: true)
        var input = Data(repeating: UInt8(ascii: "x"), count: 8 * 1024 * 1024)
        input.append(contentsOf: Array("\nq\n".utf8))
        walkthrough.feed(input)
        let errorsRead = Thread.detachedRead(walkthrough.errors)
        _ = walkthrough.waitForOutput(containing: "\u{0}never")
        let ended = try #require(walkthrough.wait(atMost: 60), "walkthrough did not end")
        #expect(ended.status == 0)
        #expect(errorsRead().contains("Input line too long (more than 64 KiB); nothing was read from it."))
    }
}

extension Thread {
    /// Reads `pipe` to its end on another thread; the returned function waits for it.
    static func detachedRead(_ pipe: Pipe?) -> () -> String {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var text = ""
        Thread.detachNewThread {
            text = String(decoding: pipe?.fileHandleForReading.readDataToEndOfFile() ?? Data(), as: UTF8.self)
            done.signal()
        }
        return {
            done.wait()
            return text
        }
    }
}
