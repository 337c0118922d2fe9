/// The `manifest` check: every dependency a target its policy covers declares in `Package.swift`
/// must be one its policy line allows.
enum ManifestCheck {
    static func findings(allowed policy: [String: Set<String>], graph: PackageGraph, manifest: String) -> [Finding] {
        var findings: [Finding] = []
        let interfaces = InterfaceRule(graph: graph)
        for (name, allowed) in policy.sorted(by: { $0.key < $1.key }) {
            guard let target = graph.root.targets[name] else { continue }
            for dependency in target.dependencies where !Policy.permits(allowed, dependency.name) {
                // The interface rule names the interface to use instead: its finding says it.
                if interfaces.judge(target, dependingOn: dependency.name) != nil { continue }
                let (line, column) = location(of: dependency.name, inTarget: name, manifest: manifest)
                findings.append(
                    Finding(
                        check: "manifest", kind: .forbidden, target: name, dependency: dependency.name,
                        file: graph.manifestFile, line: line, column: column,
                        message:
                            "\(name) depends on \(dependency.kind.rawValue) \(dependency.name), which the policy does not allow (\(name) may depend on \(describe(allowed)))",
                        advice:
                            "remove \(dependency.spelled) from \(name)'s dependencies, or allow it for \(name) in the policy if the architecture should change"
                    ))
            }
        }
        return findings
    }

    /// Where `"dependency"` stands in the declaration of `target` in the manifest, or a variable
    /// holding it (`let collections: Target.Dependency = .product(name: "DequeModule", …)`); the
    /// target's `name:` when it cannot be found, and 1:1 when neither can. The declaration runs
    /// from its `name:` to the first line indented no deeper than the line that opens it.
    static func location(of dependency: String, inTarget target: String, manifest: String) -> (line: Int, column: Int) {
        let lines = SourceText.lines(of: manifest)
        // The target's declaration, not a product of the same name: `.target(name: "X"` on one
        // line, or `.testTarget(` on the line before `name: "X"`.
        let declares = { (text: String) in ["arget(", ".plugin(", ".macro(", "Library("].contains { text.contains($0) }
        }
        // Not `.target(name: "X", condition: …)` in another target's dependencies.
        let inDependencies = dependencyListLines(lines)
        let start = lines.indices.first { index in
            lines[index].contains("name: \"\(target)\"") && !inDependencies.contains(index)
                && (declares(lines[index])
                    || (index > 0 && declares(lines[index - 1]) && !lines[index - 1].contains("name:")))
        }
        // A target made in a loop or by a function: the nearest line that names it.
        guard let start else {
            let quoted = "\"\(target)\""
            guard
                let naming = lines.indices.first(where: { lines[$0].contains(quoted) && !inDependencies.contains($0) }),
                let found = lines[naming].range(of: quoted)
            else { return (1, 1) }
            return (naming + 1, lines[naming].distance(from: lines[naming].startIndex, to: found.lowerBound) + 1)
        }
        let opening = declares(lines[start]) ? start : start - 1
        let indentation = { (text: String) in text.prefix { $0 == " " || $0 == "\t" }.count }
        var end = start + 1
        while end < lines.count,
            lines[end].trimming(" \t").isEmpty || indentation(lines[end]) > indentation(lines[opening])
        { end += 1 }
        let column = { (index: Int, text: String) -> Int? in
            guard let found = lines[index].range(of: text) else { return nil }
            return lines[index].distance(from: lines[index].startIndex, to: found.lowerBound) + 1
        }
        let nameColumn = column(start, "name: \"\(target)\"") ?? 1
        for index in start..<end {
            let searched =
                index == start
                ? String(lines[index].dropFirst(nameColumn - 1 + "name: \"\(target)\"".count)) : lines[index]
            if let found = searched.range(of: "\"\(dependency)\"") {
                return (
                    index + 1,
                    lines[index].count - searched.count
                        + searched.distance(from: searched.startIndex, to: found.lowerBound) + 1
                )
            }
        }
        // A variable whose value names it, used in the declaration.
        for line in lines where line.contains("\"\(dependency)\"") {
            let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            guard let keyword = words.firstIndex(where: { $0 == "let" || $0 == "var" }), keyword + 1 < words.count
            else { continue }
            let variable = String(words[keyword + 1])
            for index in start..<end {
                let names = lines[index].split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
                if names.contains(where: { $0 == variable }), let found = column(index, variable) {
                    return (index + 1, found)
                }
            }
        }
        return (start + 1, nameColumn)
    }
}

extension ManifestCheck {
    /// The lines (by index) that start inside a `dependencies: [` list, where `.target(name: "X")`
    /// is a dependency, not a declaration. Brackets inside string literals and `//` comments are
    /// not counted.
    static func dependencyListLines(_ lines: [String]) -> Set<Int> {
        var inside: Set<Int> = []
        // One entry per open `[`: whether it opened a dependencies list.
        var open: [Bool] = []
        for (index, line) in lines.enumerated() {
            if open.contains(true) { inside.insert(index) }
            var text = ""
            var inString = false
            var previous: Character = " "
            for character in line {
                if inString {
                    if character == "\"", previous != "\\" { inString = false }
                } else if character == "\"" {
                    inString = true
                } else if character == "/", previous == "/" {
                    break
                } else if character == "[" {
                    open.append(text.trimmingCharacters(in: .whitespaces).hasSuffix("dependencies:"))
                } else if character == "]" {
                    _ = open.popLast()
                }
                text.append(character)
                previous = character
            }
        }
        return inside
    }
}
