import Foundation

/// What a team adds on top of the rule every target is held to: `isolation-policy.txt`, one
/// `Target: Dependency, ...` line per target, or per pattern of target paths (`Modules/*`), saying
/// which modules it may depend on at all; and `link-only Target: Dependency, ...` lines naming
/// dependencies a target declares only to be linked, which are never reported unused. `#` starts a
/// comment. Any line endings, with or without a byte-order mark.
public struct Policy: Equatable, Sendable {
    /// One line: a target name or a path pattern, the modules it names, and where it was written.
    public struct Rule: Equatable, Sendable {
        /// A target name, or a pattern for target paths (it contains `/` or `*`).
        public var key: String
        /// The modules it may depend on, or, for a link-only line, those it declares to be linked.
        public var modules: Set<String>
        /// Whether this is a `link-only` line.
        public var linkOnly: Bool
        /// The line of the policy file, from 1.
        public var line: Int

        /// Whether ``key`` is a pattern on target paths rather than a target name.
        public var isPattern: Bool { key.contains("/") || key.contains("*") }
    }

    /// What the policy says of the package's targets, by target name.
    public struct Resolved: Equatable, Sendable {
        /// What each target a `Target:` line covers may depend on.
        public var allowed: [String: Set<String>] = [:]
        /// The dependencies each target declares only to be linked.
        public var linkOnly: [String: Set<String>] = [:]
    }

    /// The rules, in the order written.
    public var rules: [Rule]
    /// The policy file's path, for messages.
    public var path: String

    /// Reads the policy in `text`, from the file `path`.
    public static func parse(_ text: String, path: String) throws(CheckError) -> Policy {
        var rules: [Rule] = []
        for (index, raw) in SourceText.lines(of: text).enumerated() {
            let line =
                raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            var trimmed = line.trimming(" \t")
            guard !trimmed.isEmpty else { continue }
            let linkOnly = trimmed.hasPrefix("link-only ")
            if linkOnly { trimmed = String(trimmed.dropFirst("link-only ".count)) }
            let parts = trimmed.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            let key = parts[0].trimming(" \t")
            guard parts.count == 2, !key.isEmpty, !key.contains(" ") else {
                throw CheckError(
                    "\(path):\(index + 1): expected 'Target: Dependency, ...' or 'link-only Target: Dependency, ...', got '\(raw.trimming(" \t"))'"
                )
            }
            let modules = parts[1].split(separator: ",").map { $0.trimming(" \t") }.filter { !$0.isEmpty }
            rules.append(Rule(key: key, modules: Set(modules), linkOnly: linkOnly, line: index + 1))
        }
        return Policy(rules: rules, path: path)
    }

    /// Reads the policy file at `path`.
    public static func read(_ path: String) throws(CheckError) -> Policy {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CheckError(
                "cannot read the policy \(path): \(FileManager.default.fileExists(atPath: path) ? "permission denied" : "no such file")"
            )
        }
        return try parse(String(decoding: data, as: UTF8.self), path: path)
    }

    /// What the policy says of each target: every target a line names, or whose path one of its
    /// patterns matches. A name the package lacks, a pattern matching nothing, or a target two
    /// `Target:` lines cover, is an error.
    public func resolve(against graph: PackageGraph) throws(CheckError) -> Resolved {
        var resolved = Resolved()
        let targets = graph.root.targets
        for rule in rules {
            let matched: [String]
            if rule.isPattern {
                matched = targets.values.filter { Self.matches(rule.key, path: $0.path) }.map(\.name).sorted()
                guard !matched.isEmpty else {
                    throw CheckError("\(path):\(rule.line): the pattern '\(rule.key)' matches no target's path")
                }
            } else {
                guard targets[rule.key] != nil else {
                    throw CheckError("\(path):\(rule.line): the package has no target \(rule.key)")
                }
                matched = [rule.key]
            }
            for name in matched {
                if rule.linkOnly {
                    resolved.linkOnly[name, default: []].formUnion(rule.modules)
                    continue
                }
                guard resolved.allowed[name] == nil else {
                    throw CheckError("\(path):\(rule.line): target \(name) is already covered by another line")
                }
                resolved.allowed[name] = rule.modules
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

extension Policy {
    /// Whether a policy line's `allowed` modules name `module`: by name, or by a pattern with `*`
    /// (`*Interface`, every module's interface), so a line covers modules a team adds later.
    public static func permits(_ allowed: Set<String>, _ module: String) -> Bool {
        allowed.contains(module) || allowed.contains { $0.contains("*") && fnmatch($0, module, 0) == 0 }
    }
}
