/// One broken rule, at the place an editor should open, with what to do about it.
public struct Finding: Codable, Equatable, Hashable, Sendable {
    /// What is wrong.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// A target imports a module it does not declare in `Package.swift`.
        case undeclared
        /// A target declares a dependency that none of its files imports.
        case unused
        /// A target depends on, or imports, a module its isolation policy does not allow.
        case forbidden
        /// A `check-isolation:ignore` comment gives no reason.
        case suppression
        /// The package does not build, so the build check could not judge it.
        case unbuilt
    }

    /// How bad it is: errors fail the check; warnings fail it only with `--strict`.
    public enum Severity: String, Codable, Sendable {
        /// Fails the check.
        case error
        /// Reported; fails the check only with `--strict`.
        case warning
    }

    /// The check that found it: `manifest`, `imports`, `unused` or `build`.
    public var check: String
    /// What is wrong.
    public var kind: Kind
    /// Error or warning.
    public var severity: Severity
    /// The target that breaks the rule.
    public var target: String
    /// The module or dependency it concerns.
    public var dependency: String
    /// The file, relative to the package root.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int
    /// What is wrong, in one sentence.
    public var message: String
    /// The edit that fixes it, in one sentence.
    public var advice: String

    /// Creates a finding.
    public init(
        check: String, kind: Kind, severity: Severity = .error, target: String, dependency: String,
        file: String, line: Int, column: Int, message: String, advice: String
    ) {
        self.check = check
        self.kind = kind
        self.severity = severity
        self.target = target
        self.dependency = dependency
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.advice = advice
    }

    /// The finding as compilers print diagnostics and editors read them:
    /// `path:line:column: error: message`.
    public var diagnostic: String {
        "\(file):\(line):\(column): \(severity.rawValue): \(message)"
    }

    /// What a baseline records of it: no line or column, so that edits elsewhere in the file do
    /// not change it.
    public var baselineKey: Baseline.Entry {
        Baseline.Entry(kind: kind.rawValue, target: target, module: dependency, file: file)
    }
}
