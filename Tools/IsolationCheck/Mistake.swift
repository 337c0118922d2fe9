/// One mistake, read once: every finding of one kind about one target and one module, wherever
/// it occurs. A target that imports `NIOHTTP1` in 47 files without declaring it makes one mistake
/// with 47 sites.
///
/// Text, GitHub annotations and the summary show a mistake once, at its first site in path order;
/// JSON and SARIF keep every site, and a baseline still holds sites, so a new import of a
/// baselined mistake in a new file fails.
public struct Mistake: Sendable, Equatable {
    /// Where the report points: the first site in path order.
    public let first: Finding
    /// Every other site, in path order.
    public let others: [Finding]

    /// `findings` as mistakes, in the order each was first reported. `undeclared` and `forbidden`
    /// findings are one mistake per kind, severity, target and module; each other finding (an
    /// `unused` dependency, a `suppression` without a reason) is a mistake of its own.
    public static func grouping(_ findings: [Finding]) -> [Mistake] {
        var order: [String] = []
        var sites: [String: [Finding]] = [:]
        for (position, finding) in findings.enumerated() {
            let key =
                switch finding.kind {
                case .undeclared, .forbidden:
                    [finding.kind.rawValue, finding.severity.rawValue, finding.target, finding.dependency].joined(
                        separator: "\u{0}")
                case .unused, .suppression, .unbuilt:
                    "\(position)"
                }
            if sites[key] == nil { order.append(key) }
            sites[key, default: []].append(finding)
        }
        return order.compactMap { key in
            let sorted = (sites[key] ?? []).sorted(by: isBefore)
            guard let first = sorted.first else { return nil }
            return Mistake(first: first, others: Array(sorted.dropFirst()))
        }
    }

    /// Whether `one` comes before `other` in path order: by file, byte by byte, then line and column.
    static func isBefore(_ one: Finding, _ other: Finding) -> Bool {
        if !one.file.utf8.elementsEqual(other.file.utf8) {
            return one.file.utf8.lexicographicallyPrecedes(other.file.utf8)
        }
        return (one.line, one.column) < (other.line, other.column)
    }

    /// Every site, the first one first.
    public var sites: [Finding] { [first] + others }

    /// The first site's message, followed by how many more files the mistake is in, if any:
    /// `(and 46 more files)`.
    public var message: String {
        let files = Set(others.map(\.file)).subtracting([first.file]).count
        return files == 0 ? first.message : "\(first.message) (and \(files) more file\(files == 1 ? "" : "s"))"
    }
}
