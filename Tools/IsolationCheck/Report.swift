import Foundation

/// What one run found, and the ways it is printed: `text` (compiler-style lines an editor opens,
/// each followed by a `note:` with the advice), `json`, `github` (workflow-command annotations)
/// and `sarif` (SARIF 2.1.0, for code-scanning tools).
public struct Report: Sendable {
    /// The package's root.
    public var package: String
    /// The policy file read, if any.
    public var policy: String?
    /// The checks that ran.
    public var checks: [String]
    /// The targets checked.
    public var targets: [String]
    /// What failed or warns, after suppressions and the baseline.
    public var findings: [Finding]
    /// How many findings the baseline accepted.
    public var accepted: Int
    /// Baseline entries no finding matches any more.
    public var stale: [Baseline.Entry]

    /// The output formats.
    public static let formats = ["text", "json", "github", "sarif"]

    /// The findings as mistakes, each read once (``Mistake``).
    public var mistakes: [Mistake] { Mistake.grouping(findings) }

    /// How many mistakes are errors, and how many warnings.
    var errors: Int { mistakes.count { $0.first.severity == .error } }
    var warnings: Int { mistakes.count { $0.first.severity == .warning } }

    /// The last line: `check-isolation: 3 errors, 1 warning in 2 of 17 targets`.
    public var summary: String {
        let plural = { (count: Int, word: String) in "\(count) \(word)\(count == 1 ? "" : "s")" }
        var line: String
        if findings.isEmpty {
            line =
                "check-isolation: no errors or warnings in \(plural(targets.count, "target")) (\(checks.joined(separator: ", ")))"
        } else {
            let failing = Set(findings.map(\.target)).count
            line =
                "check-isolation: \(plural(errors, "error")), \(plural(warnings, "warning")) in \(failing) of \(plural(targets.count, "target"))"
        }
        if accepted > 0 { line += "; \(accepted) accepted by the baseline" }
        if !stale.isEmpty { line += "; \(plural(stale.count, "baseline entry")) no longer occur" }
        return line.replacingOccurrences(of: "entrys", with: "entries")
    }

    /// Each mistake once, as a compiler-style line at its first site saying how many more files it
    /// is in, with a note giving its advice; then the baseline entries that no longer occur.
    public var text: String {
        var lines: [String] = []
        for mistake in mistakes {
            let first = mistake.first
            lines.append("\(first.file):\(first.line):\(first.column): \(first.severity.rawValue): \(mistake.message)")
            lines.append("\(first.file):\(first.line):\(first.column): note: \(first.advice)")
        }
        for entry in stale {
            lines.append(
                "check-isolation: no longer occurs, delete from the baseline: \(entry.line.replacingOccurrences(of: "\t", with: " "))"
            )
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// One JSON object: the package, the policy, the checks, the targets, every site of every
    /// finding (as `violations`, with `check`, `kind`, `severity`, `target`, `dependency`, `file`,
    /// `line`, `column`, `message` and `advice`), the same grouped as `mistakes` (each with its
    /// `kind`, `severity`, `target`, `dependency`, `message`, `advice` and every `site` in path
    /// order), and the summary.
    public func json() throws(CheckError) -> String {
        struct Stale: Encodable { let kind, target, module, file: String }
        struct Site: Encodable { let file: String; let line, column: Int }
        struct Grouped: Encodable {
            let kind, severity, target, dependency, message, advice: String
            let sites: [Site]
        }
        struct Document: Encodable {
            let package: String
            let policy: String?
            let checks: [String]
            let targets: [String]
            let violations: [Finding]
            let mistakes: [Grouped]
            let accepted: Int
            let stale: [Stale]
            let summary: String
        }
        return try Self.encode(
            Document(
                package: package, policy: policy, checks: checks, targets: targets, violations: findings,
                mistakes: mistakes.map { mistake in
                    Grouped(
                        kind: mistake.first.kind.rawValue, severity: mistake.first.severity.rawValue,
                        target: mistake.first.target,
                        dependency: mistake.first.dependency, message: mistake.message, advice: mistake.first.advice,
                        sites: mistake.sites.map { Site(file: $0.file, line: $0.line, column: $0.column) }
                    )
                },
                accepted: accepted,
                stale: stale.map { Stale(kind: $0.kind, target: $0.target, module: $0.module, file: $0.file) },
                summary: summary
            ))
    }

    /// GitHub Actions workflow commands: one `::error` or `::warning` annotation per mistake, at its
    /// first site.
    public var github: String {
        mistakes.map { mistake in
            var finding = mistake.first
            finding.message = mistake.message
            let properties =
                "file=\(Self.escapeProperty(finding.file)),line=\(finding.line),col=\(finding.column),title=\(Self.escapeProperty("check-isolation: \(finding.kind.rawValue)"))"
            return
                "::\(finding.severity.rawValue) \(properties)::\(Self.escapeData("\(finding.message)\n\(finding.advice)"))\n"
        }.joined()
    }

    /// SARIF 2.1.0: one run of the `check-isolation` tool, a rule per finding kind, a result per
    /// mistake at its first site, relative to the package root, with its other sites as
    /// `relatedLocations`.
    public func sarif() throws(CheckError) -> String {
        struct Text: Encodable { let text: String }
        struct Configuration: Encodable { let level: String }
        struct Rule: Encodable {
            let id: String
            let name: String
            let shortDescription: Text
            let defaultConfiguration: Configuration
        }
        struct Driver: Encodable {
            let name: String
            let rules: [Rule]
        }
        struct Tool: Encodable { let driver: Driver }
        struct ArtifactLocation: Encodable { let uri: String; let uriBaseId: String }
        struct Region: Encodable { let startLine: Int; let startColumn: Int }
        struct PhysicalLocation: Encodable { let artifactLocation: ArtifactLocation; let region: Region }
        struct Location: Encodable { let physicalLocation: PhysicalLocation }
        struct RelatedLocation: Encodable { let id: Int; let physicalLocation: PhysicalLocation }
        struct Result: Encodable {
            let ruleId: String
            let ruleIndex: Int
            let level: String
            let message: Text
            let locations: [Location]
            let relatedLocations: [RelatedLocation]?
            let partialFingerprints: [String: String]
        }
        struct BaseURI: Encodable { let uri: String }
        struct Run: Encodable {
            let tool: Tool
            let originalUriBaseIds: [String: BaseURI]
            let results: [Result]
        }
        struct Log: Encodable {
            let schema: String
            let version: String
            let runs: [Run]
            enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
        }
        let kinds = Finding.Kind.allCases
        let rules = kinds.map { kind in
            Rule(
                id: kind.rawValue, name: kind.rawValue, shortDescription: Text(text: Self.ruleDescription(kind)),
                defaultConfiguration: Configuration(level: kind == .unused ? "warning" : "error"))
        }
        let place = { (site: Finding) in
            PhysicalLocation(
                artifactLocation: ArtifactLocation(uri: Self.percentEncodedPath(site.file), uriBaseId: "SRCROOT"),
                region: Region(startLine: site.line, startColumn: site.column)
            )
        }
        let results = mistakes.map { mistake in
            let finding = mistake.first
            return Result(
                ruleId: finding.kind.rawValue,
                ruleIndex: kinds.firstIndex(of: finding.kind) ?? 0,
                level: finding.severity.rawValue,
                message: Text(text: "\(mistake.message). \(finding.advice)"),
                locations: [Location(physicalLocation: place(finding))],
                relatedLocations: mistake.others.isEmpty
                    ? nil
                    : mistake.others.enumerated().map {
                        RelatedLocation(id: $0.offset + 1, physicalLocation: place($0.element))
                    },
                partialFingerprints: [
                    "checkIsolation/v1": finding.baselineKey.line.replacingOccurrences(of: "\t", with: "|")
                ]
            )
        }
        let base = URL(fileURLWithPath: package, isDirectory: true).absoluteString
        return try Self.encode(
            Log(
                schema: "https://json.schemastore.org/sarif-2.1.0.json", version: "2.1.0",
                runs: [
                    Run(
                        tool: Tool(driver: Driver(name: "check-isolation", rules: rules)),
                        originalUriBaseIds: ["SRCROOT": BaseURI(uri: base.hasSuffix("/") ? base : base + "/")],
                        results: results
                    )
                ]
            ))
    }

    static func ruleDescription(_ kind: Finding.Kind) -> String {
        switch kind {
        case .undeclared: "A target imports a module it does not declare in Package.swift."
        case .unused: "A target declares a dependency none of its files imports."
        case .forbidden: "A target depends on, or imports, a module its isolation policy does not allow."
        case .suppression: "A check-isolation:ignore comment gives no reason."
        case .unbuilt: "The package does not build, so the build check could not judge it."
        }
    }

    private static func encode(_ value: some Encodable) throws(CheckError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
        } catch {
            throw CheckError("cannot write the report: \(error)")
        }
    }

    /// A relative path as a URI reference: every byte outside the unreserved set and `/` escaped.
    static func percentEncodedPath(_ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            if (byte < 0x80 && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)))
                || "-._~/".unicodeScalars.contains(scalar)
            {
                encoded.unicodeScalars.append(scalar)
            } else {
                encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return encoded
    }

    /// A workflow command's message, with `%`, CR and LF escaped as GitHub reads them.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A workflow command's property value, which must also escape `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
