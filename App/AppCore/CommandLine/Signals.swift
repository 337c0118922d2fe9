import DataFile
import TerminalUI
#if canImport(Glibc)
import Dispatch
import Glibc
#else
import Dispatch
import Foundation
#endif

/// How `walkthrough` answers the signals that end a session, and the stop for a read in the
/// background.
///
/// SIGTERM and SIGHUP ask the session to end as `q` does (``SessionEnding``): it waits for the
/// changes in flight, within the bound `q` has, names any it could not save, and exits 143 or 129.
/// A second one, while it waits, ends it at once, as Ctrl-C (SIGINT) and Ctrl-\ (SIGQUIT) always
/// do: these remove a temporary file a save may be writing, name the changes in flight they
/// abandon (``InterruptNotice``), and exit 130, 131, 143 or 129. A handler only does what is
/// async-signal-safe: a request reaches the main actor as one byte on a pipe.
///
/// A read of the terminal in the background stops the session as the kernel stops any terminal
/// program, unless an end is pending: the thread that reads asks the handler of SIGURG, which
/// decides on the thread that runs the other handlers, in their order (the handlers of SIGTERM
/// and SIGHUP block SIGURG, so it never decides halfway through one of them), and which takes the
/// stop itself. A shell's `kill %1` sends SIGTERM, then SIGCONT: once continued, the SIGTERM is
/// handled before the decision goes on, and a session asked to end never stops itself.
enum Signals {
    /// The pipe a handler writes a request to end to, and the signal that made the first request
    /// (0 before any: a second ends at once); then the pipe the SIGURG handler answers a request
    /// to stop on.
    nonisolated(unsafe) private static let state: UnsafeMutablePointer<Int32> = {
        let state = UnsafeMutablePointer<Int32>.allocate(capacity: 5)
        state.initialize(repeating: -1, count: 5)
        return state
    }()
    nonisolated(unsafe) private static var source: (any DispatchSourceRead)?

    /// Installs the handlers; requests to end go to `ending`, on the main actor.
    @MainActor
    static func install(endingTo ending: SessionEnding) {
        InterruptNotice.prepare()
        state[2] = 0
        if let (readEnd, writeEnd) = makePipe() {
            state[0] = readEnd
            state[1] = writeEnd
            _ = fcntl(writeEnd, F_SETFL, fcntl(writeEnd, F_GETFL) | O_NONBLOCK)
            let reading = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: .main)
            reading.setEventHandler {
                var signal: UInt8 = 0
                guard read(readEnd, &signal, 1) == 1 else { return }
                MainActor.assumeIsolated { ending.request(status(of: Int32(signal))) }
            }
            reading.resume()
            source = reading
        }
        if let (readEnd, writeEnd) = makePipe() {
            state[3] = readEnd
            state[4] = writeEnd
        }
        handle(SIGINT) { _ in
            TemporaryFile.removePendingOnSignal()
            _ = write(STDOUT_FILENO, "\n", 1)
            InterruptNotice.writeOnSignal(.interrupted)
            _exit(ExitStatus.interrupted.rawValue)
        }
        handle(SIGQUIT) { _ in
            TemporaryFile.removePendingOnSignal()
            InterruptNotice.writeOnSignal(.quit)
            _exit(ExitStatus.quit.rawValue)
        }
        handle(SIGTERM, blocking: [SIGHUP, SIGURG]) { received in Signals.askToEnd(received) }
        handle(SIGHUP, blocking: [SIGTERM, SIGURG]) { received in Signals.askToEnd(received) }
        handle(SIGURG) { _ in Signals.answerStopRequest() }
        // Dispatch's threads, the main actor's among them, block most signals; on Linux the
        // process's first thread waits in `sigsuspend` and takes them all, and elsewhere the main
        // actor's thread must take them: the ones handled above, and the stops of job control
        // (Ctrl-Z, a read in the background), which must stop the session.
        var handled = sigset_t()
        sigemptyset(&handled)
        for handledSignal in [SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGURG, SIGTSTP, SIGTTIN, SIGTTOU, SIGCONT] {
            sigaddset(&handled, handledSignal)
        }
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
    }

    /// Called on the thread that reads the terminal when a read fails because the session is in
    /// the background: stops the session (SIGTTIN) and returns `true` to read again once it is
    /// continued (`fg`); `false`, without stopping, once an end is pending or SIGTTIN is ignored,
    /// which ends the input. The decision is the SIGURG handler's (``answerStopRequest()``).
    static func stopForReadingInTheBackground() -> Bool {
        guard state[3] >= 0, kill(getpid(), SIGURG) == 0 else { return false }
        var answer: UInt8 = 0
        while true {
            let got = read(state[3], &answer, 1)
            if got == 1 { return answer == 1 }
            if got < 0, errno == EINTR { continue }
            return false
        }
    }

    /// The SIGURG handler: answers the thread that reads, on the pipe it waits on, whether to read
    /// again. Unless an end is pending, it takes the stop first: SIGTTIN to the process group, as
    /// the kernel sends it, which stops the session before `kill` returns here; once continued, a
    /// SIGTERM or SIGHUP sent meanwhile is handled before this goes on. Async-signal-safe.
    private static func answerStopRequest() {
        var again: UInt8 = 0
        if state[2] == 0, !isIgnored(SIGTTIN) {
            kill(0, SIGTTIN)
            again = state[2] == 0 ? 1 : 0
        }
        _ = write(state[4], &again, 1)
    }

    /// The first SIGTERM or SIGHUP asks the session to end, and has the session ignore the stops of
    /// job control that it would otherwise meet in the background (SIGTTIN, SIGTTOU): a session
    /// asked to end never stays stopped on its own. A second, or one before the pipe is there, ends
    /// it at once. Async-signal-safe.
    private static func askToEnd(_ received: Int32) {
        let ending: InterruptNotice.Ending = received == SIGHUP ? .hungUp : .terminated
        if state[2] == 0 {
            state[2] = received
            signal(SIGTTIN, SIG_IGN)
            signal(SIGTTOU, SIG_IGN)
            var byte = UInt8(truncatingIfNeeded: received)
            if state[1] >= 0, write(state[1], &byte, 1) == 1 { return }
        }
        TemporaryFile.removePendingOnSignal()
        InterruptNotice.writeOnSignal(ending)
        _exit(status(of: received).rawValue)
    }

    /// The status a signal asked the session to end with, if one did: read as the program exits,
    /// when the request may not have reached the main actor yet (the input ended first).
    static var requestedStatus: ExitStatus? {
        state[2] > 0 ? status(of: state[2]) : nil
    }

    /// The exit status a session ended by `signal` has.
    private static func status(of signal: Int32) -> ExitStatus {
        signal == SIGHUP ? .hungUp : .terminated
    }

    /// A pipe whose ends are above the standard descriptors, even when one of those was closed
    /// (`<&-`), so that it never stands in for standard input or output, and closed in what the
    /// program runs; `nil` when none can be made.
    private static func makePipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in 0..<2 {
            let moved = fcntl(ends[end], F_DUPFD_CLOEXEC, STDERR_FILENO + 1)
            close(ends[end])
            ends[end] = moved
        }
        return ends.allSatisfy { $0 >= 0 } ? (ends[0], ends[1]) : nil
    }

    /// Has `handler` take `signal`, with `blocking` blocked while it runs (besides `signal`
    /// itself); an interrupted system call is restarted.
    private static func handle(
        _ signal: Int32, blocking: [Int32] = [], _ handler: @escaping @convention(c) (Int32) -> Void
    ) {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        for blocked in blocking { sigaddset(&action.sa_mask, blocked) }
        action.sa_flags = SA_RESTART
        sigaction(signal, &action, nil)
    }

    /// Whether `signal` is ignored. Async-signal-safe.
    private static func isIgnored(_ signal: Int32) -> Bool {
        var action = sigaction()
        guard sigaction(signal, nil, &action) == 0 else { return true }
        #if canImport(Glibc)
        let handler = action.__sigaction_handler.sa_handler
        #else
        let handler = action.__sigaction_u.__sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}
