/// The package's target graph as a mermaid diagram: each declared dependency an arrow, and each
/// violation an arrow marked `forbidden` and drawn red.
enum TargetGraph {
    static func mermaid(package: PackageTargets, violations: [Violation]) -> String {
        let forbidden = Set(violations.map { "\($0.target)>\($0.dependency)" })
        var lines = ["graph TD"]
        var edges = 0
        var red: [Int] = []
        let targets = package.targets.values.filter { $0.type != "test" && $0.type != "plugin" }.sorted { $0.name < $1.name }
        for target in targets {
            if target.targetDependencies.isEmpty, !violations.contains(where: { $0.target == target.name }) {
                lines.append("    \(target.name)")
            }
            for dependency in target.targetDependencies.sorted() {
                if forbidden.contains("\(target.name)>\(dependency)") {
                    lines.append("    \(target.name) -->|forbidden| \(dependency)")
                    red.append(edges)
                } else {
                    lines.append("    \(target.name) --> \(dependency)")
                }
                edges += 1
            }
        }
        // Forbidden edges the manifest does not declare: imports that should not be there.
        var drawn = Set(targets.flatMap { target in target.targetDependencies.map { "\(target.name)>\($0)" } })
        for violation in violations.sorted(by: { ($0.target, $0.dependency) < ($1.target, $1.dependency) }) {
            guard drawn.insert("\(violation.target)>\(violation.dependency)").inserted else { continue }
            lines.append("    \(violation.target) -.->|forbidden| \(violation.dependency)")
            red.append(edges)
            edges += 1
        }
        if !red.isEmpty {
            lines.append("    linkStyle \(red.map(String.init).joined(separator: ",")) stroke:#d00,stroke-width:2px")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
