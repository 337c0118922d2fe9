/// The package's target graph as a mermaid diagram: each declared dependency on a target of the
/// package an arrow, and each error finding an arrow marked with its kind and drawn red.
enum TargetGraph {
    static func mermaid(graph: PackageGraph, findings: [Finding]) -> String {
        let errors = findings.filter { $0.severity == .error }
        let marked = Dictionary(
            errors.map { ("\($0.target)>\($0.dependency)", $0.kind.rawValue) }, uniquingKeysWith: { first, _ in first })
        var lines = ["graph TD"]
        var edges = 0
        var red: [Int] = []
        let targets = graph.root.targets.values.filter(\.isModule).sorted { $0.name < $1.name }
        let isTarget = { (dependency: PackageGraph.Dependency) in dependency.kind == .target }
        for target in targets {
            let dependencies = target.dependencies.filter(isTarget).map(\.name).sorted()
            if dependencies.isEmpty, !errors.contains(where: { $0.target == target.name }) {
                lines.append("    \(target.name)")
            }
            for dependency in dependencies {
                if let kind = marked["\(target.name)>\(dependency)"] {
                    lines.append("    \(target.name) -->|\(kind)| \(dependency)")
                    red.append(edges)
                } else {
                    lines.append("    \(target.name) --> \(dependency)")
                }
                edges += 1
            }
        }
        // Marked edges the manifest does not declare: imports that should not be there.
        var drawn = Set(
            targets.flatMap { target in target.dependencies.filter(isTarget).map { "\(target.name)>\($0.name)" } })
        for finding in errors.sorted(by: { ($0.target, $0.dependency) < ($1.target, $1.dependency) }) {
            guard drawn.insert("\(finding.target)>\(finding.dependency)").inserted else { continue }
            lines.append("    \(finding.target) -.->|\(finding.kind.rawValue)| \(finding.dependency)")
            red.append(edges)
            edges += 1
        }
        if !red.isEmpty {
            lines.append("    linkStyle \(red.map(String.init).joined(separator: ",")) stroke:#d00,stroke-width:2px")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
