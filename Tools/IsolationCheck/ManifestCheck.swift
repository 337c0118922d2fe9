/// The `manifest` check: every dependency a target its policy covers declares in `Package.swift`
/// must be one its policy line allows.
enum ManifestCheck {
    static func findings(allowed policy: [String: Set<String>], graph: PackageGraph, manifest: String) -> [Finding] {
        var findings: [Finding] = []
        for (name, allowed) in policy.sorted(by: { $0.key < $1.key }) {
            guard let target = graph.root.targets[name] else { continue }
            for dependency in target.dependencies where !allowed.contains(dependency.name) {
                let (line, column) = location(of: dependency.name, inTarget: name, manifest: manifest)
                findings.append(Finding(
                    check: "manifest", kind: .forbidden, target: name, dependency: dependency.name,
                    file: "Package.swift", line: line, column: column,
                    message: "\(name) depends on \(dependency.kind.rawValue) \(dependency.name), which the policy does not allow (\(name) may depend on \(describe(allowed)))",
                    advice: "remove \(dependency.spelled) from \(name)'s dependencies, or allow it for \(name) in the policy if the architecture should change"
                ))
            }
        }
        return findings
    }

    /// Where `"dependency"` first stands after `name: "target"` in the manifest; the target's own
    /// line when it cannot be found, and 1:1 when neither can.
    static func location(of dependency: String, inTarget target: String, manifest: String) -> (line: Int, column: Int) {
        let lines = SourceText.lines(of: manifest)
        // The target's declaration, not a product of the same name: `.target(name: "X"` on one
        // line, or `.testTarget(` on the line before `name: "X"`.
        let declares = { (text: String) in ["arget(", ".plugin(", ".macro(", "Library("].contains { text.contains($0) } }
        let start = lines.indices.first { index in
            lines[index].contains("name: \"\(target)\"")
                && (declares(lines[index]) || (index > 0 && declares(lines[index - 1]) && !lines[index - 1].contains("name:")))
        }
        guard let start else { return (1, 1) }
        for index in start..<lines.count {
            var searchFrom = lines[index].startIndex
            if index == start, let nameRange = lines[index].range(of: "name: \"\(target)\"") {
                searchFrom = nameRange.upperBound
            }
            if let found = lines[index].range(of: "\"\(dependency)\"", range: searchFrom..<lines[index].endIndex) {
                return (index + 1, lines[index].distance(from: lines[index].startIndex, to: found.lowerBound) + 1)
            }
            // The next target's declaration ends the search.
            if index > start, declares(lines[index]) || lines[index].trimming(" \t").hasPrefix("name: \"") { break }
        }
        let column = lines[start].range(of: "name: \"\(target)\"").map { lines[start].distance(from: lines[start].startIndex, to: $0.lowerBound) + 1 } ?? 1
        return (start + 1, column)
    }
}
