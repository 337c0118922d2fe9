import Foundation

/// The `imports` check: every module of the package that a checked target's sources import must be
/// one its policy line allows, and one it declares itself in `Package.swift`: an import that only
/// resolves because a dependency depends on it is a violation too.
enum ImportCheck {
    static func violations(policy: [String: Set<String>], package: PackageTargets, root: URL) -> [Violation] {
        var violations: [Violation] = []
        let modules = Set(package.targets.values.filter { $0.type != "test" && $0.type != "plugin" }.map(\.name))
        for (name, allowed) in policy.sorted(by: { $0.key < $1.key }) {
            guard let target = package.targets[name] else { continue }
            let declared = Set(target.targetDependencies)
            for file in swiftFiles(under: root.appendingPathComponent(target.path)) {
                guard let data = FileManager.default.contents(atPath: file.path) else { continue }
                let relative = String(file.path.dropFirst(root.path.count + 1))
                for found in ImportScanner.imports(in: String(decoding: data, as: UTF8.self)) {
                    let module = found.module
                    guard modules.contains(module), module != name else { continue }
                    let message: String
                    if !allowed.contains(module) {
                        message = "\(name) imports \(module), which the policy does not allow (\(name) may depend on \(describe(allowed)))"
                    } else if !declared.contains(module) {
                        let route = package.route(from: name, to: module).map { " (it resolves only through \($0))" } ?? ""
                        message = "\(name) imports \(module) but does not declare it in Package.swift\(route)"
                    } else {
                        continue
                    }
                    violations.append(Violation(
                        check: "imports", target: name, dependency: module,
                        file: relative, line: found.line, column: found.column, message: message
                    ))
                }
            }
        }
        return violations
    }

    /// The `.swift` files under `folder`, sorted, skipping hidden folders.
    static func swiftFiles(under folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]
        ) else { return [] }
        return enumerator.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" }
            .map(\.standardizedFileURL)
            .sorted { $0.path < $1.path }
    }
}
