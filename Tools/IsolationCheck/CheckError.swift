/// Why the check could not run at all: a command line, policy or package that cannot be read.
/// `check-isolation` prints it in one line and exits 2. (A package that does not build is a
/// finding, `unbuilt`, not this.)
public struct CheckError: Error, Equatable, CustomStringConvertible {
    /// The one-line reason.
    public let description: String

    /// Creates an error saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}
