@testable import DataFile
import Foundation
import Testing
import FeatureTesting
import TestSupport

/// Job control as a real shell drives it, in a terminal of its own (`script`, with `set -m`): a
/// session sent to the background (Ctrl-Z, then `bg`) stops when it reads the terminal, as the
/// kernel stops any such reader, and goes on after `fg`; a stopped session that the shell
/// terminates or hangs up (Ctrl-Z, then `kill %1` or `kill -HUP %1`, which send the signal and
/// SIGCONT) ends as `q` ends it, waiting for its change, and never stops itself again.
@Suite(.serialized)
struct JobControlTests {
    static let waiting = "waiting for another session that holds the lock"
    static let saving = "walkthrough: saving the link of asset AST-1001 to issue ISS-301 first; Ctrl-C abandons it."
    static let ctrlZ = "\u{1A}"

    /// Whether this test process, and so the walkthrough built with it, runs under ThreadSanitizer.
    static let underThreadSanitizer: Bool = {
        guard let image = dlopen(nil, RTLD_NOW) else { return false }
        defer { dlclose(image) }
        return dlsym(image, "__tsan_init") != nil
    }()

    /// ThreadSanitizer defers a signal to a point it deems safe, so the stop the session sends its
    /// process group for a background read no longer stops it before `kill` returns, as the kernel
    /// does: the session asks for a second stop, which lands after `fg`. Under it, this test says
    /// nothing about the program.
    @Test(
        .disabled(
            if: underThreadSanitizer,
            "ThreadSanitizer defers signals, so a stop no longer happens before kill returns")
    )
    func aSessionReadingInTheBackgroundStopsAndGoesOnInTheForeground() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let shell = try TerminalShell(
            script: """
                "$WALK" --data "$DATA" > /dev/null &
                pid=$!
                for i in $(seq 1 1000); do
                    state=$(cut -d' ' -f3 /proc/$pid/stat 2>/dev/null)
                    [ "$state" = T ] && break
                    sleep 0.01
                done
                echo "state=$state"
                fg %1 > /dev/null
                echo "status=$?"
                """,
            data: directory.path("shop.json"))
        defer { shell.end() }
        #expect(shell.wait(for: "state=T"), "the session did not stop reading in the background: \(shell.seen)")
        shell.type("q\n")
        #expect(shell.wait(for: "status=0"), "after fg, q ended it: \(shell.seen)")
    }

    /// The script a test runs: the session in the foreground until Ctrl-Z, then `kill` with
    /// `signal` (`-TERM`, `-HUP`) on the stopped job, which sends it the signal and SIGCONT. The
    /// session runs under a `sh` that says how it ended (`exited=`), since a shell's `wait`
    /// answers at once for a job it has not yet heard was continued: it waits until the job is gone (at most about a minute).
    static func stopThenKill(_ signal: String, arguments: String) -> String {
        """
        sh -c 'trap : TERM HUP; "$WALK" --data "$DATA" \(arguments); echo "exited=$?"'
        echo "stopped=$?"
        echo "job=$(jobs -p %1)"
        echo "pid=$(pgrep -P "$(jobs -p %1)")"
        kill \(signal) %1
        for i in $(seq 1 6000); do
            [ -z "$(jobs %1 2>/dev/null)" ] && break
            wait %1 2>/dev/null
            sleep 0.01
        done
        """
    }

    /// Pick an issue while another session holds the file's lock, Ctrl-Z, then `kill %1` (or
    /// `kill -HUP %1`): the session says what it waits for, saves the link once the lock is free,
    /// and exits 143 (129).
    @Test(arguments: [("-TERM", 143), ("-HUP", 129)])
    func aStoppedSessionThatIsKilledSavesItsPick(signal: String, status: Int) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("shop.json")
        try DataFile(path: path).save(.sample)
        var lock: DirectoryLock? = try DirectoryLock(directory.url.path)
        let shell = try TerminalShell(
            script: Self.stopThenKill(signal, arguments: "--open assets/AST-1001/link-issue"), data: path)
        defer { shell.end() }
        try #require(shell.wait(for: "Hydraulic fluid leak"), "the picker never showed: \(shell.seen)")
        shell.type("Hydraulic\n")
        try #require(shell.wait(for: Self.waiting), "the save never waited for the lock: \(shell.seen)")
        shell.type(Self.ctrlZ)
        try #require(shell.wait(for: "stopped=148"), "Ctrl-Z did not stop the session: \(shell.seen)")
        #expect(
            shell.wait(for: Self.saving),
            "after kill \(signal) %1 the session never said it saves the link (stopped again?): \(shell.seen)")
        #expect((try? DataFile(path: path).load()?.links) == [], "still held up by the other session")
        lock = nil
        #expect(shell.wait(for: "exited=\(status)"), "the session did not end with \(status): \(shell.seen)")
        #expect(
            (try? DataFile(path: path).load()?.links) == [.init(assetID: "AST-1001", issueID: "ISS-301")],
            "the pick was saved before the session ended")
        withExtendedLifetime(lock) {}
    }

    /// With nothing to save, a stopped session that the shell terminates ends at once.
    @Test(arguments: [("-TERM", 143), ("-HUP", 129)])
    func aStoppedSessionThatIsKilledEnds(signal: String, status: Int) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let shell = try TerminalShell(
            script: Self.stopThenKill(signal, arguments: ""), data: directory.path("shop.json"))
        defer { shell.end() }
        try #require(shell.wait(for: "(b back, q quit, ? help)"), "the home screen never showed: \(shell.seen)")
        shell.type(Self.ctrlZ)
        try #require(shell.wait(for: "stopped=148"), "Ctrl-Z did not stop the session: \(shell.seen)")
        #expect(
            shell.wait(for: "exited=\(status)"), "the session did not end after kill \(signal) %1: \(shell.seen)")
    }

    /// A second SIGTERM while the killed session waits for its change ends it at once, naming it.
    @Test func aSecondSignalAbandonsTheChangeNamingIt() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("shop.json")
        try DataFile(path: path).save(.sample)
        let lock = try DirectoryLock(directory.url.path)
        let shell = try TerminalShell(
            script: Self.stopThenKill("-TERM", arguments: "--open assets/AST-1001/link-issue"), data: path)
        defer { shell.end() }
        try #require(shell.wait(for: "Hydraulic fluid leak"), "the picker never showed: \(shell.seen)")
        shell.type("Hydraulic\n")
        try #require(shell.wait(for: Self.waiting), "the save never waited for the lock: \(shell.seen)")
        shell.type(Self.ctrlZ)
        try #require(shell.wait(for: Self.saving), "the session never said it saves the link: \(shell.seen)")
        let pid = try #require(shell.pid, "the script did not say the session's process: \(shell.seen)")
        kill(pid, SIGTERM)
        #expect(shell.wait(for: "exited=143"), "\(shell.seen)")
        #expect(
            shell.seen.contains(
                "walkthrough: terminated; not saved, or not known to be: the link of asset AST-1001 to issue ISS-301."),
            "\(shell.seen)")
        withExtendedLifetime(lock) {}
    }
}

/// A bash script run in a terminal of its own (`script`) with job control on (`set -m`), the
/// built `walkthrough` as `$WALK` and a data file as `$DATA`: the test types into the terminal
/// (Ctrl-Z included, which the terminal turns into SIGTSTP) and reads what it shows as it comes.
final class TerminalShell {
    let process = Process()
    let input = Pipe()
    private let output = Pipe()
    private let shown = Locked("")
    /// Whether the terminal's output has ended (the script, and everything in it, is done).
    private let ended = Locked(false)

    init(script: String, data: String) throws {
        let executable = try #require(WalkthroughProcess.executable)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", "set -m\necho \"shell=$$\"\n" + script, "/dev/null"]
        process.environment = [
            "WALK": executable.path, "DATA": data, "PATH": "/usr/bin:/bin", "SHELL": "/bin/bash", "NO_COLOR": "1",
            "TSAN_OPTIONS": "atexit_sleep_ms=0",
        ]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let (handle, shown, ended) = (output.fileHandleForReading, shown, ended)
        Thread.detachNewThread {
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                shown.withValue { $0 += String(decoding: chunk, as: UTF8.self) }
            }
            ended.withValue { $0 = true }
        }
    }

    /// What the terminal has shown so far.
    var seen: String { shown.current }

    /// The session's process, once the script has said it (`pid=`).
    var pid: pid_t? { said("pid") }

    /// The number the script said after `name=`, if it did.
    private func said(_ name: String) -> pid_t? {
        guard let line = seen.components(separatedBy: "\(name)=").dropFirst().first else { return nil }
        return pid_t(line.prefix { $0.isNumber })
    }

    /// Types `text` into the terminal.
    func type(_ text: String) {
        try? input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
    }

    /// Whether the terminal shows `text` within `seconds`: a guard against a hang, not a
    /// measurement; a failing test says what it waited for.
    func wait(for text: String, seconds: Double = 60) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !seen.contains(text), !ended.current, Date() < deadline { usleep(10_000) }
        return seen.contains(text)
    }

    /// Ends whatever is left, whatever state it is in: the job (the session and its `sh`), the
    /// shell and the terminal.
    func end() {
        if let job = said("job"), job > 1 { kill(-job, SIGKILL) }
        if let pid { kill(pid, SIGKILL) }
        if let shell = said("shell"), shell > 1 { kill(shell, SIGKILL) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        // Bounded: the terminal's end is a guard, never what a test waits for.
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { usleep(10_000) }
    }
}
