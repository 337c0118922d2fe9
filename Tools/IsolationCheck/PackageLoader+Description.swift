import Foundation

/// A package as SwiftPM describes it: its targets, with what each compiles and declares (with
/// conditions), its products and its traits, from `dump-package` and, for the root, `describe`.
extension PackageLoader {
    /// A package from its `dump-package` (and, for the root, `describe`, which knows the files
    /// SwiftPM compiles). `names` maps what `package:` may say to identities; `graphProducts`
    /// maps a product name to the package that provides it, for dependencies named by name alone.
    static func package(
        identity: String, url: String, dump: JSONTree, description: JSONTree?,
        names: [String: String], graphProducts: [String: String]
    ) -> PackageGraph.Package {
        var described: [String: JSONTree] = [:]
        for target in description?["targets"]?.array ?? [] {
            if let name = target["name"]?.string { described[name] = target }
        }
        // The packages this one depends on, and what `package:` may call each.
        var ownNames: [String: String] = [:]
        var dependencies: [String] = []
        for dependency in dump["dependencies"]?.array ?? [] {
            for (_, details) in dependency.members {
                guard let identity = details[0]?["identity"]?.string else { continue }
                dependencies.append(identity)
                ownNames[identity] = identity
                if let name = details[0]?["nameForTargetDependencyResolutionOnly"]?.string {
                    ownNames[name.lowercased()] = identity
                }
            }
        }
        let targetNames = Set((dump["targets"]?.array ?? []).compactMap { $0["name"]?.string })
        let products = (dump["products"]?.array ?? []).compactMap { product -> PackageGraph.Product? in
            guard let name = product["name"]?.string else { return nil }
            let type = product["type"]?.members.first?.key ?? "library"
            return PackageGraph.Product(name: name, type: type, targets: product["targets"]?.strings ?? [])
        }
        let targets = (dump["targets"]?.array ?? []).compactMap { target -> PackageGraph.Target? in
            guard let name = target["name"]?.string, let type = target["type"]?.string else { return nil }
            let about = described[name]
            let folder = type == "test" ? "Tests" : (type == "plugin" ? "Plugins" : "Sources")
            let path = about?["path"]?.string ?? target["path"]?.string ?? "\(folder)/\(name)"
            let files = about?["sources"]?.strings ?? []
            let sources = files.filter { $0.hasSuffix(".swift") }.map { "\(path)/\($0)" }
            // SwiftPM says `ClangTarget`; a target of sources none of which is Swift is one too.
            let isCFamily = about?["module_type"]?.string == "ClangTarget" || (!files.isEmpty && sources.isEmpty)
            let declared = (target["dependencies"]?.array ?? []).compactMap { entry -> PackageGraph.Dependency? in
                guard let (kind, details) = entry.members.first, let dependencyName = details[0]?.string else {
                    return nil
                }
                let conditionIndex = kind == "product" ? 3 : 1
                let platforms = details[conditionIndex]?["platformNames"].map { Set($0.strings) }.flatMap {
                    $0.isEmpty ? nil : $0
                }
                switch kind {
                case "product":
                    let spelledPackage = details[1]?.string
                    let written = spelledPackage?.lowercased()
                    let provider = written.flatMap { ownNames[$0] ?? names[$0] } ?? written
                    return PackageGraph.Dependency(
                        kind: .product, name: dependencyName, package: provider, platforms: platforms,
                        written: spelledPackage.map { ".product(name: \"\(dependencyName)\", package: \"\($0)\")" }
                    )
                case "byName" where !targetNames.contains(dependencyName):
                    // A product named by name alone, echoed as the manifest writes it.
                    return PackageGraph.Dependency(
                        kind: .product, name: dependencyName, package: graphProducts[dependencyName],
                        platforms: platforms, written: "\"\(dependencyName)\""
                    )
                default:
                    return PackageGraph.Dependency(kind: .target, name: dependencyName, platforms: platforms)
                }
            }
            return PackageGraph.Target(
                name: name, module: about?["c99name"]?.string, type: type, path: path, sources: sources,
                dependencies: declared, isCFamily: isCFamily
            )
        }
        var made = PackageGraph.Package(
            identity: identity, url: url, targets: targets, products: products, dependencies: dependencies)
        made.traits = Set((dump["traits"]?.array ?? []).compactMap { $0["name"]?.string }.filter { $0 != "default" })
        return made
    }
}
