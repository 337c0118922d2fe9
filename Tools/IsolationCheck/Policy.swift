import Foundation

/// Which target may depend on which: `isolation-policy.txt`, one `Target: Dependency, ...` line per
/// checked target, or per pattern of target paths (`Modules/*`); `#` starts a comment.
public struct Policy: Equatable, Sendable {
    /// One line: a target name or a path pattern, what it may depend on, and where it was written.
    public struct Rule: Equatable, Sendable {
        /// A target name, or a pattern for target paths (it contains `/` or `*`).
        public var key: String
        /// The modules it may depend on.
        public var allowed: Set<String>
        /// The line of the policy file, from 1.
        public var line: Int

        /// Whether ``key`` is a pattern on target paths rather than a target name.
        public var isPattern: Bool { key.contains("/") || key.contains("*") }
    }

    /// The rules, in the order written.
    public var rules: [Rule]
    /// The policy file's path, for messages.
    public var path: String

    /// Reads the policy in `text`, from the file `path`.
    public static func parse(_ text: String, path: String) throws(CheckError) -> Policy {
        var rules: [Rule] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { continue }
            let parts = trimmed.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            let key = parts[0].trimmingCharacters(in: .whitespaces)
            guard parts.count == 2, !key.isEmpty else {
                throw CheckError("\(path):\(index + 1): expected 'Target: Dependency, ...', got '\(raw.trimmingCharacters(in: .whitespaces))'")
            }
            let allowed = parts[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            rules.append(Rule(key: key, allowed: Set(allowed), line: index + 1))
        }
        guard !rules.isEmpty else { throw CheckError("\(path): the policy names no targets") }
        return Policy(rules: rules, path: path)
    }

    /// Reads the policy file at `path`.
    public static func read(_ path: String) throws(CheckError) -> Policy {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CheckError("cannot read the policy \(path): \(FileManager.default.fileExists(atPath: path) ? "permission denied" : "no such file")")
        }
        return try parse(String(decoding: data, as: UTF8.self), path: path)
    }

    /// What each checked target may depend on: every target the policy names, or whose path one of
    /// its patterns matches. A name the package lacks, a pattern matching nothing, or a target two
    /// lines cover, is an error.
    public func resolve(against package: PackageTargets) throws(CheckError) -> [String: Set<String>] {
        var resolved: [String: Set<String>] = [:]
        for rule in rules {
            let matched: [String]
            if rule.isPattern {
                matched = package.targets.values.filter { Self.matches(rule.key, path: $0.path) }.map(\.name).sorted()
                guard !matched.isEmpty else {
                    throw CheckError("\(path):\(rule.line): the pattern '\(rule.key)' matches no target's path")
                }
            } else {
                guard package.targets[rule.key] != nil else {
                    throw CheckError("\(path):\(rule.line): the package has no target \(rule.key)")
                }
                matched = [rule.key]
            }
            for name in matched {
                guard resolved[name] == nil else {
                    throw CheckError("\(path):\(rule.line): target \(name) is already covered by another line")
                }
                resolved[name] = rule.allowed
            }
        }
        return resolved
    }

    /// Whether the target path `path` matches `pattern` (shell-style, `*` within one folder).
    static func matches(_ pattern: String, path: String) -> Bool {
        let trim = { (text: String) in text.hasSuffix("/") ? String(text.dropLast()) : text }
        return fnmatch(trim(pattern), trim(path), FNM_PATHNAME) == 0
    }
}
