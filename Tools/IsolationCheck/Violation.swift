/// One broken rule, at the place an editor should open: a target depends on, or imports, a module
/// the policy or its manifest does not allow it.
public struct Violation: Codable, Equatable, Sendable {
    /// The check that found it: `manifest`, `imports` or `build`.
    public var check: String
    /// The target that breaks the rule.
    public var target: String
    /// The module it reaches.
    public var dependency: String
    /// The file, relative to the package root.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int
    /// What is wrong, in one sentence.
    public var message: String

    /// Creates a violation.
    public init(check: String, target: String, dependency: String, file: String, line: Int, column: Int, message: String) {
        self.check = check
        self.target = target
        self.dependency = dependency
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// The violation as compilers print diagnostics and editors read them:
    /// `path:line:column: error: message`.
    public var diagnostic: String {
        "\(file):\(line):\(column): error: \(message)"
    }
}
