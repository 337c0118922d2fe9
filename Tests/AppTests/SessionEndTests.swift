@testable import AppCore
@testable import DataFile
import Foundation
import FeatureTesting
import TestSupport
import Testing

/// Every way a real process's session ends keeps the change the user made, or names it: SIGTERM
/// and SIGHUP end it as `q` does, waiting for the save; Ctrl-\ (SIGQUIT) cannot wait, and says
/// which change it abandons; an output closed after a pick ends the session as `q` does too.
///
/// The change is held in flight by the test: it holds the data file's folder lock, as another
/// session would, until the session says what it waits for. Nothing here waits on a clock: each
/// step waits for a line the program writes.
@Suite(.serialized)
struct SessionEndTests {
    let directory: TemporaryDirectory
    let path: String
    static let waiting = "waiting for another session that holds the lock"
    static let saving = "walkthrough: saving the link of asset AST-1001 to issue ISS-301 first; Ctrl-C abandons it.\n"
    static let linked = [DataFileContents.Link(assetID: "AST-1001", issueID: "ISS-301")]

    init() throws {
        directory = try TemporaryDirectory()
        path = directory.path("shop.json")
        try DataFile(path: path).save(.sample)
    }

    var links: [DataFileContents.Link]? { try? DataFile(path: path).load()?.links }

    /// Starts a session that picks Hydraulic for the forklift while `lock` holds its folder, and
    /// returns it once its save says it waits for the lock, with what it said.
    func sessionAfterAPick(arguments: [String] = []) throws -> (session: WalkthroughProcess, said: String) {
        let session = try WalkthroughProcess(
            arguments: ["--data", path, "--open", "assets/AST-1001/link-issue"] + arguments, capturing: true)
        session.send("Hydraulic\n")
        let said = session.waitForErrors(containing: Self.waiting)
        try #require(said.contains(Self.waiting), "the save never waited for the lock: \(said)")
        return (session, said)
    }

    @Test(
        arguments: [(SIGTERM, Int32(143), false), (SIGHUP, Int32(129), false), (SIGTERM, Int32(143), true)]
            as [(Int32, Int32, Bool)])
    func aSignalThatLetsTheSessionFinishWaitsForTheSave(signal: Int32, status: Int32, stoppedFirst: Bool) throws {
        defer { directory.remove() }
        var lock: DirectoryLock? = try DirectoryLock(directory.url.path)
        var (session, said) = try sessionAfterAPick()
        let process = session.process.processIdentifier
        if stoppedFirst {
            // Ctrl-Z, then `kill %1`, which sends the signal and SIGCONT.
            kill(process, SIGTSTP)
            kill(process, signal)
            kill(process, SIGCONT)
        } else {
            kill(process, signal)
        }
        said += session.waitForErrors(containing: Self.saving)
        #expect(said.contains(Self.saving), "the session says what it waits for: \(said)")
        #expect(links == [], "still held up by the other session")
        lock = nil
        let end = session.wait(atMost: 60)
        #expect(end?.status == status && end?.reason == .exit, "\(String(describing: end))")
        #expect(links == Self.linked, "the change landed before the session ended")
        withExtendedLifetime(lock) {}
    }

    /// Ctrl-\ ends the session at once: it names the change it abandons, in one line.
    @Test func sigquitNamesTheChangeItAbandons() throws {
        defer { directory.remove() }
        let lock = try DirectoryLock(directory.url.path)
        var (session, said) = try sessionAfterAPick()
        kill(session.process.processIdentifier, SIGQUIT)
        said += session.waitForErrors(containing: nil)
        let end = session.wait(atMost: 60)
        #expect(end?.status == 131 && end?.reason == .exit, "\(String(describing: end))")
        #expect(
            said.hasSuffix(
                "walkthrough: quit; not saved, or not known to be: the link of asset AST-1001 to issue ISS-301.\n"),
            "\(said)")
        #expect(links == [])
        withExtendedLifetime(lock) {}
    }

    /// A second SIGTERM while the session waits for its changes ends it at once, naming them.
    @Test func aSecondSigtermEndsTheWaitNamingTheChange() throws {
        defer { directory.remove() }
        let lock = try DirectoryLock(directory.url.path)
        var (session, said) = try sessionAfterAPick()
        kill(session.process.processIdentifier, SIGTERM)
        said += session.waitForErrors(containing: Self.saving)
        kill(session.process.processIdentifier, SIGTERM)
        said += session.waitForErrors(containing: nil)
        let end = session.wait(atMost: 60)
        #expect(end?.status == 143 && end?.reason == .exit, "\(String(describing: end))")
        #expect(
            said.hasSuffix(
                "walkthrough: terminated; not saved, or not known to be: the link of asset AST-1001 to issue ISS-301.\n"
            ), "\(said)")
        withExtendedLifetime(lock) {}
    }

    /// The reader of the output goes away (`sed` quits) right after the pick: the session ends with
    /// status 74 once the save it waits for has landed, and says what it waits for on stderr.
    @Test func anOutputClosedAfterAPickEndsOnceTheSaveLands() throws {
        defer { directory.remove() }
        var lock: DirectoryLock? = try DirectoryLock(directory.url.path)
        let executable = try #require(WalkthroughProcess.executable)
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/bash")
        shell.arguments = [
            "-c",
            """
            trap '' PIPE
            printf 'Hydraulic\\nb\\nb\\n' | "$WALK" --data "$DATA" --open assets/AST-1001/link-issue \
                | sed -u '/^> Hydraulic$/q' > /dev/null
            exit ${PIPESTATUS[1]}
            """,
        ]
        shell.environment = ["WALK": executable.path, "DATA": path, "PATH": "/usr/bin:/bin"]
        let errors = Pipe()
        shell.standardError = errors
        shell.standardInput = FileHandle.nullDevice
        try shell.run()
        var said = ""
        while !said.contains(Self.saving) {
            let chunk = errors.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            said += String(decoding: chunk, as: UTF8.self)
        }
        #expect(said.contains(Self.saving), "\(said)")
        #expect(links == [])
        lock = nil
        said += String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 74, "\(said)")
        #expect(links == Self.linked, "the pick was saved before the session ended")
        #expect(!said.contains("not saved"), "\(said)")
        withExtendedLifetime(lock) {}
    }
}
