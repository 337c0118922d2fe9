@testable import AppCore
@testable import DataFile
import CoreInterfaces
import Foundation
import FeatureTesting
import TestSupport
import Testing

/// Real processes sharing one data file, stopped by signals, and writing to outputs that refuse
/// them: nothing is lost, no temporary file survives, nothing traps or hangs.
@Suite(.serialized)
struct ProcessRobustnessTests {
    /// The files this program's saves leave beside `name`, if any.
    func temporaryFiles(in directory: TemporaryDirectory, for name: String) throws -> [String] {
        try directory.files().filter { $0.hasPrefix(TemporaryFile.prefix(for: name)) }
    }

    @Test func sessionsInParallelKeepEachOthersLinks() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("shop.json")
        try DataFile(path: path).save(.sample)
        var expected: [DataFileContents.Link] = []
        for round in 0..<2 {
            // Three sessions read the file, then each links a different asset.
            let sessions = try (1...3).map { index in
                let asset = SampleData.assets[round * 3 + index - 1]
                expected.append(.init(assetID: asset.id, issueID: SampleData.issues[index - 1].id))
                return try WalkthroughProcess(arguments: ["--data", path, "--open", "assets/\(asset.id)/link-issue"])
            }
            for (index, session) in sessions.enumerated() { session.feed(Data("\(index + 1)\n".utf8)) }
            for session in sessions {
                let end = session.wait(atMost: 60)
                #expect(end?.status == 0)
            }
        }
        let saved = try #require(try DataFile(path: path).load())
        #expect(Set(saved.links.map(\.assetID)) == Set(expected.map(\.assetID)), "every session's link survives")
        #expect(saved.links.sorted { $0.assetID < $1.assetID } == expected.sorted { $0.assetID < $1.assetID })
        #expect(try temporaryFiles(in: directory, for: "shop.json").isEmpty)
    }

    @Test func aLockLeftByAKilledProcessNeverBlocksTheNextSession() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("shop.json")
        try DataFile(path: path).save(.sample)

        // Another process takes the folder's lock and is killed while it holds it.
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = ["-o", "-x", directory.url.path, "sleep", "5"]
        try holder.run()
        let probe = open(directory.url.path, O_RDONLY | O_DIRECTORY)
        defer { close(probe) }
        /// Whether the folder's lock is free now (taking and dropping it at once if so).
        func lockIsFree() -> Bool {
            guard flock(probe, LOCK_EX | LOCK_NB) == 0 else { return false }
            flock(probe, LOCK_UN)
            return true
        }
        var tries = 0
        while lockIsFree(), tries < 1_000 { usleep(10_000); tries += 1 }
        #expect(!lockIsFree(), "the other process holds the lock")
        kill(holder.processIdentifier, SIGKILL)
        // (Not waitUntilExit: Foundation would wait for the holder's orphaned `sleep` as well.)

        let session = try WalkthroughProcess(arguments: ["--data", path, "--open", "assets/AST-1001/link-issue"])
        session.feed(Data("1\n".utf8))
        #expect(session.wait(atMost: 60)?.status == 0, "the session was not blocked")
        #expect(try DataFile(path: path).load()?.links == [.init(assetID: "AST-1001", issueID: "ISS-301")])
    }

    @Test(
        arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143)), (SIGQUIT, Int32(131)), (SIGHUP, Int32(129))]
            as [(Int32, Int32)])
    func aSignalDuringASaveLeavesNoTemporaryFile(signal: Int32, status: Int32) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("shop.json")
        try DataFile(path: path).save(ProcessTests.bigContents)
        let toggling = String(repeating: "Link issue\n1\nUnlink issue\n", count: 2_000)
        var random = SeededRandom(seed: UInt64(signal))
        // Stop the session at random instants until one finds a save under way (its temporary file
        // on disk), then send the signal while it is stopped, and let it go on.
        var caught = false
        for _ in 0..<5 where !caught {
            let session = try WalkthroughProcess(arguments: ["--data", path, "--open", "assets/A3"])
            session.feed(Data(toggling.utf8))
            for _ in 0..<400 where session.process.isRunning {
                usleep(UInt32.random(in: 1_000...20_000, using: &random))
                kill(session.process.processIdentifier, SIGSTOP)
                caught = try !temporaryFiles(in: directory, for: "shop.json").isEmpty
                if caught { kill(session.process.processIdentifier, signal) }
                kill(session.process.processIdentifier, SIGCONT)
                if caught { break }
            }
            if !caught { kill(session.process.processIdentifier, SIGKILL) }
            let end = session.wait(atMost: 60)
            if caught { #expect(end?.status == status && end?.reason == .exit, "ended as \(String(describing: end))") }
        }
        #expect(caught, "no stop found a save under way")
        #expect(try temporaryFiles(in: directory, for: "shop.json").isEmpty, "the signal removed the temporary file")
        #expect(try DataFile(path: path).load()?.issues == ProcessTests.bigContents.issues)
    }

    @Test func aTemporaryFileLeftByAKilledSessionIsRemovedByTheNext() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("shop.json")
        try DataFile(path: path).save(.sample)
        let stale = directory.path(TemporaryFile.prefix(for: "shop.json") + "killedmidsave000.tmp")
        try Data("half a file".utf8).write(to: URL(fileURLWithPath: stale))
        let session = try WalkthroughProcess(arguments: ["--data", path, "--open", "assets/AST-1002/link-issue"])
        session.feed(Data("2\n".utf8))
        #expect(session.wait(atMost: 60)?.status == 0)
        #expect(try directory.files() == ["shop.json"])
    }

    /// Runs `script` in bash with `WALK` naming the walkthrough executable; returns its exit status
    /// and what it wrote on stderr.
    func shell(_ script: String) throws -> (status: Int32, errors: String) {
        let executable = try #require(WalkthroughProcess.executable)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        process.environment = ["WALK": executable.path, "PATH": "/usr/bin:/bin"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test(arguments: [
        ("\"$WALK\" --help > /dev/full", Int32(74)),  // no space left
        ("\"$WALK\" --help >&-", 74),  // stdout closed
        ("\"$WALK\" --bogus 2>&-", 2),  // stderr closed: the usage error stays 2
        ("\"$WALK\" <&- > /dev/null", 0),  // no standard input: an input that has ended
        ("\"$WALK\" --list-destinations > /dev/full", 74),
        // a closed pipe, SIGPIPE ignored
        ("trap '' PIPE; yes Assets | \"$WALK\" | head -c 10 > /dev/null; exit ${PIPESTATUS[1]}", 74),
        ("yes Assets | \"$WALK\" --trace 2> /dev/full > /dev/null", 74),  // trace to a full stderr
    ])
    func outputThatCannotBeWrittenEndsTheProgramQuietly(script: String, status: Int32) throws {
        let result = try shell(script)
        #expect(result.status == status, "\(script)")
        #expect(!result.errors.contains("Fatal error") && !result.errors.contains("Crash"), "\(result.errors)")
    }

    @Test func sigquitEndsTheProgramPromptlyWithoutACrashReport() throws {
        let session = try WalkthroughProcess(arguments: [], capturing: true)
        _ = session.waitForOutput(containing: "> ")
        kill(session.process.processIdentifier, SIGQUIT)
        let end = session.wait(atMost: 120)
        #expect(end?.status == 131 && end?.reason == .exit)
        let errors = session.errors?.fileHandleForReading.readDataToEndOfFile() ?? Data()
        #expect(errors.isEmpty, "\(String(decoding: errors, as: UTF8.self))")
    }
}
