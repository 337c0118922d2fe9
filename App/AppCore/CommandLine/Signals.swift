import DataFile
import TerminalUI
#if canImport(Glibc)
import Dispatch
import Glibc
#else
import Dispatch
import Foundation
#endif

/// How `walkthrough` answers the signals that end a session.
///
/// SIGTERM and SIGHUP ask the session to end as `q` does (``SessionEnding``): it waits for the
/// changes in flight, within the bound `q` has, names any it could not save, and exits 143 or 129.
/// A second one, while it waits, ends it at once, as Ctrl-C (SIGINT) and Ctrl-\ (SIGQUIT) always
/// do: these remove a temporary file a save may be writing, name the changes in flight they
/// abandon (``InterruptNotice``), and exit 130, 131, 143 or 129. A handler only does what is
/// async-signal-safe: a request reaches the main actor as one byte on a pipe.
enum Signals {
    /// The pipe a handler writes a request to, and whether a request was made (a second ends at once).
    nonisolated(unsafe) private static let requests: UnsafeMutablePointer<Int32> = {
        let state = UnsafeMutablePointer<Int32>.allocate(capacity: 3)
        state.initialize(repeating: -1, count: 3)
        return state
    }()
    nonisolated(unsafe) private static var source: (any DispatchSourceRead)?

    /// Installs the handlers; requests to end go to `ending`, on the main actor.
    @MainActor
    static func install(endingTo ending: SessionEnding) {
        InterruptNotice.prepare()
        var ends: [Int32] = [0, 0]
        if pipe(&ends) == 0 {
            // Above the standard descriptors, even when one of those was closed (`<&-`), so the pipe
            // never stands in for standard input or output; and closed in what the program runs.
            for end in 0..<2 {
                let moved = fcntl(ends[end], F_DUPFD_CLOEXEC, STDERR_FILENO + 1)
                close(ends[end])
                ends[end] = moved
            }
            requests[0] = ends[0]
            requests[1] = ends[1]
            requests[2] = 0
            _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
            let readEnd = ends[0]
            let reading = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: .main)
            reading.setEventHandler {
                var signal: UInt8 = 0
                guard read(readEnd, &signal, 1) == 1 else { return }
                MainActor.assumeIsolated { ending.request(status(of: Int32(signal))) }
            }
            reading.resume()
            source = reading
        }
        signal(SIGINT) { _ in
            TemporaryFile.removePendingOnSignal()
            _ = write(STDOUT_FILENO, "\n", 1)
            InterruptNotice.writeOnSignal(.interrupted)
            _exit(ExitStatus.interrupted.rawValue)
        }
        signal(SIGQUIT) { _ in
            TemporaryFile.removePendingOnSignal()
            InterruptNotice.writeOnSignal(.quit)
            _exit(ExitStatus.quit.rawValue)
        }
        signal(SIGTERM) { received in Signals.askToEnd(received) }
        signal(SIGHUP) { received in Signals.askToEnd(received) }
        // The main actor runs inside dispatch's drain of the main queue, which blocks signals on
        // its thread; the session never leaves that thread, so it unblocks the ones handled above,
        // and the stops of job control (Ctrl-Z, a read in the background), which must stop it.
        var handled = sigset_t()
        sigemptyset(&handled)
        for handledSignal in [SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGTSTP, SIGTTIN, SIGTTOU, SIGCONT] {
            sigaddset(&handled, handledSignal)
        }
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
    }

    /// The first SIGTERM or SIGHUP asks the session to end; a second, or one before the pipe is
    /// there, ends it at once. Async-signal-safe.
    private static func askToEnd(_ received: Int32) {
        let ending: InterruptNotice.Ending = received == SIGHUP ? .hungUp : .terminated
        if requests[2] == 0 {
            requests[2] = 1
            var byte = UInt8(truncatingIfNeeded: received)
            if write(requests[1], &byte, 1) == 1 { return }
        }
        TemporaryFile.removePendingOnSignal()
        InterruptNotice.writeOnSignal(ending)
        _exit(status(of: received).rawValue)
    }

    /// The exit status a session ended by `signal` has.
    private static func status(of signal: Int32) -> ExitStatus {
        signal == SIGHUP ? .hungUp : .terminated
    }
}
