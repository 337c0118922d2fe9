/// Why the check could not run at all: a command line, policy or package that cannot be read, or a
/// package that does not build. `check-isolation` prints it in one line and exits 2.
public struct CheckError: Error, Equatable, CustomStringConvertible {
    /// The one-line reason.
    public let description: String

    /// Creates an error saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}
