/// How `walkthrough` ends, as the command-line contract fixes it.
enum ExitStatus: Int32 {
    /// A normal end: `q`, `Quit`, or the end of input.
    case success = 0
    /// Bad flags or bad data.
    case usage = 2
    /// Interrupted by SIGINT.
    case interrupted = 130
}
