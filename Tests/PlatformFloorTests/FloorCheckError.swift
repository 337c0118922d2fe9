/// Why the floor check could not run to the end: a tool missing, a compiler error, an output it
/// cannot read. The check fails with this message rather than pass what it could not check.
struct FloorCheckError: Error, CustomStringConvertible {
    /// The one-line (or few-line) message the failing test shows.
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
