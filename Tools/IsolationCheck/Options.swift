/// The command line of `check-isolation`.
struct Options {
    var packagePath = "."
    var policyPath: String?
    var checks = IsolationCheckCommand.allChecks
    var format = "text"
    var graph = false
    var strict = false
    var baselinePath: String?
    var writeBaselinePath: String?
    var scratchPath: String?
    var builtIn: String?
    var swift = "swift"
    var help = false
    var fix = false
    var dryRun = false
    var allowDirty = false
    /// The arguments given, for the check `--fix` runs again after its edits.
    var arguments: [String] = []

    /// The arguments without `--fix` and its options, and without `--built-in`: the build there
    /// was of the manifest before the edits.
    var withoutFix: [String] {
        var kept: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--built-in" { _ = remaining.popFirst(); continue }
            if ["--fix", "--dry-run", "--allow-dirty"].contains(argument) || argument.hasPrefix("--built-in=") {
                continue
            }
            kept.append(argument)
        }
        return kept
    }

    static func parse(_ arguments: [String]) throws(CheckError) -> Options {
        var options = Options()
        var checksGiven = false
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let flag = argument.hasPrefix("--") ? parts[0] : argument
            var inline = argument.hasPrefix("--") && parts.count == 2 ? parts[1] : nil
            func value() throws(CheckError) -> String {
                if let given = inline { inline = nil; return given }
                guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
                    throw CheckError("\(flag) needs a value")
                }
                return next
            }
            switch flag {
            case "--help", "-h": options.help = true
            case "--package-path": options.packagePath = try value()
            case "--policy": options.policyPath = try value()
            case "--scratch-path": options.scratchPath = try value()
            case "--built-in": options.builtIn = try value()
            case "--swift": options.swift = try value()
            case "--baseline": options.baselinePath = try value()
            case "--write-baseline": options.writeBaselinePath = try value()
            case "--graph": options.graph = true
            case "--strict": options.strict = true
            case "--fix": options.fix = true
            case "--dry-run": options.dryRun = true
            case "--allow-dirty": options.allowDirty = true
            case "--format":
                options.format = try value()
                guard Report.formats.contains(options.format) else {
                    throw CheckError(
                        "unknown format '\(options.format)'; choose \(Report.formats.dropLast().joined(separator: ", ")) or \(Report.formats.last ?? "")"
                    )
                }
            case "--checks":
                let list = try value().split(separator: ",").map { (item: Substring) in item.trimming(" ") }.filter {
                    !$0.isEmpty
                }
                if let unknown = list.first(where: { !IsolationCheckCommand.allChecks.contains($0) })
                    ?? (list.isEmpty ? "" : nil)
                {
                    throw CheckError(
                        "unknown check '\(unknown)'; choose from \(IsolationCheckCommand.allChecks.joined(separator: ", "))"
                    )
                }
                options.checks = IsolationCheckCommand.allChecks.filter(list.contains)
                checksGiven = true
            default:
                throw CheckError("unknown argument '\(argument)'; see check-isolation --help")
            }
            if inline != nil { throw CheckError("\(flag) takes no value") }
        }
        if options.graph, !checksGiven { options.checks = ["manifest", "imports"] }
        if options.baselinePath != nil, options.writeBaselinePath != nil {
            throw CheckError("--baseline and --write-baseline cannot be used together")
        }
        if !options.fix, let flag = ["--dry-run", "--allow-dirty"].first(where: arguments.contains) {
            throw CheckError("\(flag) is an option of --fix; add --fix")
        }
        if options.fix,
            let other = [("--graph", options.graph), ("--write-baseline", options.writeBaselinePath != nil)].first(
                where: \.1)
        {
            throw CheckError("--fix cannot be used with \(other.0)")
        }
        options.arguments = arguments
        return options
    }
}
