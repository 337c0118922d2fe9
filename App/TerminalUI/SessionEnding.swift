/// What asks a session to end from outside its input: a signal that lets it finish (SIGTERM,
/// SIGHUP), or an output it can no longer write. The session then ends as `q` ends it, waiting
/// for the changes in flight within the same bound and naming any it could not save, and exits
/// with the status of the first request.
@MainActor
package final class SessionEnding {
    /// The status the first request asked for, if any came.
    package private(set) var status: ExitStatus?
    /// The host once the session shows screens: a request ends it at its next line or change.
    package var host: TerminalHost? {
        didSet {
            if let status { host?.stop(status) }
        }
    }

    /// Nothing asked yet.
    package init() {}

    /// Asks the session to end with `status`; a later request changes nothing.
    package func request(_ status: ExitStatus) {
        guard self.status == nil else { return }
        self.status = status
        host?.stop(status)
    }
}
