import Foundation

/// The `check-isolation` command: reads the package and its policy, runs the checks, and reports
/// every violation as `path:line:column: error: message` (or as one JSON report, or as a mermaid
/// graph). Exit status 0 when the rules hold, 1 for violations, 2 when the command line, the policy
/// or the package cannot be read.
public enum IsolationCheckCommand {
    /// The checks, in the order they run.
    public static let allChecks = ["manifest", "imports", "build"]

    /// What `--help` prints.
    public static let usage = """
        Usage: check-isolation [--package-path PATH] [--policy FILE] [--checks LIST]
                               [--format text|json] [--graph] [--scratch-path PATH] [--swift PATH]

        Check that each target of a Swift package depends on, and imports, only the modules its
        isolation policy allows, and only modules it declares in Package.swift.

        Options:
          --package-path PATH  the package to check (default: the current folder)
          --policy FILE        the policy (default: PATH/isolation-policy.txt): one line per
                               target, or per pattern of target paths, such as
                                 Modules/*: CoreInterfaces
          --checks LIST        which of manifest, imports, build to run (default: all)
          --format text|json   one diagnostic per line, path:line:column: error: message
                               (default), or one JSON report of every violation
          --graph              print the target graph as a mermaid diagram, forbidden edges
                               marked (runs manifest and imports unless --checks says otherwise)
          --scratch-path PATH  where the build check builds (default: PATH/.build-isolation)
          --swift PATH         the swift command to run (default: swift on PATH)

        Exit status: 0 the rules hold, 1 violations, 2 the command line, policy or package
        cannot be read, 74 the output cannot be written.
        """

    /// Runs the command with `arguments`, writing results with `write` and progress and errors
    /// with `writeError`; returns the exit status.
    public static func run(
        arguments: [String],
        write: (String) -> Void,
        writeError: @escaping (String) -> Void
    ) -> Int32 {
        do throws(CheckError) {
            let options = try Options.parse(arguments)
            if options.help {
                write(usage + "\n")
                return 0
            }
            let root = URL(fileURLWithPath: options.packagePath).standardizedFileURL
            let scratch = URL(fileURLWithPath: options.scratchPath ?? root.appendingPathComponent(".build-isolation").path).standardizedFileURL
            let package = try PackageTargets.read(packagePath: root.path, scratchPath: scratch.path, swift: options.swift)
            let policy = try Policy.read(options.policyPath ?? root.appendingPathComponent("isolation-policy.txt").path)
            let rules = try policy.resolve(against: package)
            let manifestText = FileManager.default.contents(atPath: root.appendingPathComponent("Package.swift").path)
                .map { String(decoding: $0, as: UTF8.self) } ?? ""

            var violations: [Violation] = []
            if options.checks.contains("manifest") {
                violations += ManifestCheck.violations(policy: rules, package: package, manifestText: manifestText)
            }
            if options.checks.contains("imports") {
                violations += ImportCheck.violations(policy: rules, package: package, root: root)
            }
            if options.checks.contains("build") {
                let check = BuildCheck(policy: rules, package: package, root: root, scratch: scratch, swift: options.swift)
                violations += try check.violations { message in writeError("check-isolation: \(message)\n") }
            }

            let checked = rules.keys.sorted()
            if options.graph {
                write(TargetGraph.mermaid(package: package, violations: violations))
            } else if options.format == "json" {
                write(try report(root: root, policy: policy, checks: options.checks, targets: checked, violations: violations) + "\n")
            } else {
                for violation in violations { write(violation.diagnostic + "\n") }
                if violations.isEmpty {
                    write("check-isolation: the rules hold for \(checked.joined(separator: ", ")) (\(options.checks.joined(separator: ", ")))\n")
                }
            }
            if !violations.isEmpty {
                writeError("check-isolation: \(violations.count) violation(s) in \(checked.joined(separator: ", "))\n")
            }
            return violations.isEmpty ? 0 : 1
        } catch {
            writeError("check-isolation: \(error)\n")
            return 2
        }
    }

    /// The JSON report: the package, the policy, the checks run, the targets checked and every violation.
    static func report(root: URL, policy: Policy, checks: [String], targets: [String], violations: [Violation]) throws(CheckError) -> String {
        struct Report: Encodable {
            let package: String
            let policy: String
            let checks: [String]
            let targets: [String]
            let violations: [Violation]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            let data = try encoder.encode(Report(package: root.path, policy: policy.path, checks: checks, targets: targets, violations: violations))
            return String(decoding: data, as: UTF8.self)
        } catch {
            throw CheckError("cannot write the report: \(error)")
        }
    }
}

/// The command line of `check-isolation`.
struct Options {
    var packagePath = "."
    var policyPath: String?
    var checks = IsolationCheckCommand.allChecks
    var format = "text"
    var graph = false
    var scratchPath: String?
    var swift = "swift"
    var help = false

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
                guard let next = remaining.popFirst(), !next.hasPrefix("--") else { throw CheckError("\(flag) needs a value") }
                return next
            }
            switch flag {
            case "--help", "-h": options.help = true
            case "--package-path": options.packagePath = try value()
            case "--policy": options.policyPath = try value()
            case "--scratch-path": options.scratchPath = try value()
            case "--swift": options.swift = try value()
            case "--graph": options.graph = true
            case "--format":
                options.format = try value()
                guard ["text", "json"].contains(options.format) else {
                    throw CheckError("unknown format '\(options.format)'; choose text or json")
                }
            case "--checks":
                let list = try value().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                if let unknown = list.first(where: { !IsolationCheckCommand.allChecks.contains($0) }) ?? (list.isEmpty ? "" : nil) {
                    throw CheckError("unknown check '\(unknown)'; choose from \(IsolationCheckCommand.allChecks.joined(separator: ", "))")
                }
                options.checks = IsolationCheckCommand.allChecks.filter(list.contains)
                checksGiven = true
            default:
                throw CheckError("unknown argument '\(argument)'; see check-isolation --help")
            }
            if inline != nil { throw CheckError("\(flag) takes no value") }
        }
        if options.graph, !checksGiven { options.checks = ["manifest", "imports"] }
        return options
    }
}
