import Foundation

/// Writes a package with `modules` synthetic feature modules in this project's shape: CoreInterfaces
/// and FeatureRuntime copied from this repository, and N modules each one folder, its interface
/// (`Modules/ModuleK/Interface`: its result model and destinations) beside its implementation
/// (`Modules/ModuleK/Sources`: a list, a detail, a picker and a plugin), module k's detail picking
/// from module k+1 through the factory; an App composing the plugins into a registry and printing
/// the home menu; and this repository's isolation rules.
struct ScaleGenerator {
    let modules: Int
    /// This repository's root, whose CoreInterfaces and FeatureRuntime folders are copied.
    let repository: URL

    func next(_ k: Int) -> Int { k % modules + 1 }

    func write(to root: URL) throws {
        try? FileManager.default.removeItem(at: root)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for folder in ["CoreInterfaces", "FeatureRuntime"] {
            try FileManager.default.copyItem(
                at: repository.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
        }
        for k in 1...modules {
            try write(contract(k), to: "Modules/Module\(k)/Interface/Module\(k)Contract.swift", in: root)
            for (name, text) in moduleFiles(k) {
                try write(text, to: "Modules/Module\(k)/Sources/\(name).swift", in: root)
            }
        }
        try write(app(), to: "App/main.swift", in: root)
        try write(manifest(), to: "Package.swift", in: root)
        try write(policy(), to: "isolation-policy.txt", in: root)
    }

    /// The imports of module k's sources: the contract, the runtime, its own interface and, for a
    /// file that picks, the next module's.
    func imports(_ k: Int, picks: Bool = false) -> String {
        "import CoreInterfaces\nimport FeatureRuntime\nimport Module\(k)Interface\n"
            + (picks && next(k) != k ? "import Module\(next(k))Interface\n" : "")
    }

    private func write(_ text: String, to path: String, in root: URL) throws {
        let file = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }
}
