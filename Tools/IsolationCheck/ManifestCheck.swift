/// The `manifest` check: every dependency a checked target declares in `Package.swift` must be one
/// its policy line allows.
enum ManifestCheck {
    static func violations(
        policy: [String: Set<String>],
        package: PackageTargets,
        manifestText: String
    ) -> [Violation] {
        var violations: [Violation] = []
        for (name, allowed) in policy.sorted(by: { $0.key < $1.key }) {
            guard let target = package.targets[name] else { continue }
            let declared = target.targetDependencies.map { ($0, "target") } + target.productDependencies.map { ($0, "product") }
            for (dependency, kind) in declared where !allowed.contains(dependency) {
                let (line, column) = location(of: dependency, inTarget: name, manifest: manifestText)
                violations.append(Violation(
                    check: "manifest", target: name, dependency: dependency,
                    file: "Package.swift", line: line, column: column,
                    message: "\(name) depends on \(kind) \(dependency), which the policy does not allow (\(name) may depend on \(describe(allowed)))"
                ))
            }
        }
        return violations
    }

    /// Where `"dependency"` first stands after `name: "target"` in the manifest; the target's own
    /// line when it cannot be found, and 1:1 when neither can.
    static func location(of dependency: String, inTarget target: String, manifest: String) -> (line: Int, column: Int) {
        let lines = manifest.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
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
            if index > start, lines[index].contains("name: \"") { break }
        }
        let column = lines[start].range(of: "name: \"\(target)\"").map { lines[start].distance(from: lines[start].startIndex, to: $0.lowerBound) + 1 } ?? 1
        return (start + 1, column)
    }
}

/// `Core, Util`, or `nothing`.
func describe(_ allowed: Set<String>) -> String {
    allowed.isEmpty ? "nothing" : allowed.sorted().joined(separator: ", ")
}
