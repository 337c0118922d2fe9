/// `// check-isolation:ignore <reason>` on a line silences the findings at that line, an import in
/// a source file or a dependency in `Package.swift`. A comment with no reason silences nothing and
/// is a finding itself: the reason is what a reviewer reads.
struct Suppressions {
    /// The reason on each line that has an ignore comment, by file and line.
    private var reasons: [String: [Int: String]] = [:]

    /// The ignore comments on the imports `scan` saw, and on the lines of `manifest`, the file
    /// `file` (`Package.swift`, or the version-specific manifest SwiftPM reads).
    init(scan: SourceScan, manifest: String, file: String = "Package.swift") {
        for located in scan.imports.values.joined() {
            if let reason = located.found.ignoreReason {
                reasons[located.file, default: [:]][located.found.line] = reason
            }
        }
        for (line, comment) in SwiftLexer.lex(manifest).lineComments {
            if let reason = ImportScanner.ignoreReason(in: comment) { reasons[file, default: [:]][line] = reason }
        }
    }

    /// `findings` less those silenced with a reason, plus one finding for each ignore comment
    /// without one that was meant to silence something.
    func apply(to findings: [Finding]) -> [Finding] {
        var kept: [Finding] = []
        var reported: Set<String> = []
        for finding in findings {
            guard let reason = reasons[finding.file]?[finding.line] else {
                kept.append(finding)
                continue
            }
            guard reason.isEmpty else { continue }
            kept.append(finding)
            guard reported.insert("\(finding.file):\(finding.line)").inserted else { continue }
            kept.append(
                Finding(
                    check: finding.check, kind: .suppression, target: finding.target, dependency: finding.dependency,
                    file: finding.file, line: finding.line, column: finding.column,
                    message: "check-isolation:ignore gives no reason, so it silences nothing",
                    advice: "say why after it, as in // check-isolation:ignore <reason>, or fix the finding"
                ))
        }
        return kept
    }
}
