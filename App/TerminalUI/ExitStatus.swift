/// How `walkthrough` ends, as the command-line contract fixes it.
package enum ExitStatus: Int32 {
    /// A normal end: `q`, `Quit`, or the end of input.
    case success = 0
    /// Bad flags or bad data.
    case usage = 2
    /// The session ended before a change it had shown was saved: its data layer did not finish it
    /// within the bound (another session held the data file's lock, say); one line named it.
    case notSaved = 75
    /// Standard output or standard error could not be written (a closed pipe, a full disk, a
    /// closed descriptor): the program stops quietly, since it cannot say anything.
    case outputFailed = 74
    /// Hung up (SIGHUP).
    case hungUp = 129
    /// Interrupted by SIGINT (Ctrl-C).
    case interrupted = 130
    /// Quit by SIGQUIT (Ctrl-\).
    case quit = 131
    /// Terminated by SIGTERM.
    case terminated = 143
}
