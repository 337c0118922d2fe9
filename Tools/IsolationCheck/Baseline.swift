import Foundation

/// The findings a package had when it adopted the checker, so that only new ones fail: one
/// `kind target module file` line each, tab-separated, keyed without lines and columns so that
/// edits elsewhere in a file leave it alone. `--write-baseline FILE` writes it; `--baseline FILE`
/// passes the findings it lists and names the entries that no longer occur, so it only shrinks.
public struct Baseline: Equatable, Sendable {
    /// One recorded finding.
    public struct Entry: Hashable, Comparable, Sendable {
        /// The finding's kind, as `Finding.Kind` names it (`undeclared`, `unused`, ...).
        public var kind: String
        /// The target.
        public var target: String
        /// The module or dependency.
        public var module: String
        /// The file, relative to the package root.
        public var file: String

        /// Creates an entry.
        public init(kind: String, target: String, module: String, file: String) {
            self.kind = kind
            self.target = target
            self.module = module
            self.file = file
        }

        /// The entry's line in the file.
        var line: String { [kind, target, module, file].joined(separator: "\t") }

        /// Orders entries as the file lists them.
        public static func < (left: Entry, right: Entry) -> Bool { left.line < right.line }
    }

    /// The recorded findings, each once.
    public var entries: Set<Entry>

    /// The baseline of `findings`.
    public init(findings: [Finding]) {
        entries = Set(findings.map(\.baselineKey))
    }

    init(entries: Set<Entry>) {
        self.entries = entries
    }

    /// The file's text.
    public var text: String {
        let header = [
            "# check-isolation baseline: findings accepted when the package adopted the checker.",
            "# One per line: kind, target, module, file (tab-separated). Fix one, then delete its line.",
        ]
        return (header + entries.sorted().map(\.line)).joined(separator: "\n") + "\n"
    }

    /// Reads a baseline written by `--write-baseline` (any line endings).
    public static func parse(_ text: String, path: String) throws(CheckError) -> Baseline {
        var entries: Set<Entry> = []
        for (index, line) in SourceText.lines(of: text).enumerated() {
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, Finding.Kind(rawValue: fields[0]) != nil else {
                throw CheckError(
                    "\(path):\(index + 1): expected 'kind<TAB>target<TAB>module<TAB>file', as --write-baseline writes")
            }
            entries.insert(Entry(kind: fields[0], target: fields[1], module: fields[2], file: fields[3]))
        }
        return Baseline(entries: entries)
    }

    /// Reads the baseline file at `path`.
    public static func read(_ path: String) throws(CheckError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CheckError(
                "cannot read the baseline \(path): \(FileManager.default.fileExists(atPath: path) ? "permission denied" : "no such file")"
            )
        }
        return try parse(String(decoding: data, as: UTF8.self), path: path)
    }

    /// The findings it does not list, and its entries that no finding matches any more.
    public func apply(to findings: [Finding]) -> (new: [Finding], accepted: Int, stale: [Entry]) {
        let new = findings.filter { !entries.contains($0.baselineKey) }
        let stale = entries.subtracting(findings.map(\.baselineKey)).sorted()
        return (new, findings.count - new.count, stale)
    }
}
