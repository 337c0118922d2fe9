import Foundation

/// Writes a package with `modules` synthetic feature modules in this project's shape: CoreInterfaces
/// (the real runtime, screen contract and plugin types, copied from this repository), N modules each
/// with a list, a detail, a picker and a plugin, module k's detail picking from module k+1 through the
/// factory, and an App composing the plugins into a registry and printing the home menu.
struct ScaleGenerator {
    /// Where each module's contract (its result model and destinations) is declared.
    enum Shape: String, CaseIterable {
        /// Every module's contract in CoreInterfaces: the shape this project has.
        case shared
        /// One small interface target per module, which its clients depend on.
        case interfaces
    }

    let shape: Shape
    let modules: Int
    /// This repository's CoreInterfaces folder.
    let coreInterfaces: URL

    func next(_ k: Int) -> Int { k % modules + 1 }

    func write(to root: URL) throws {
        try? FileManager.default.removeItem(at: root)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try copyCoreInterfaces(to: root.appendingPathComponent("CoreInterfaces"))
        for k in 1...modules {
            let contractFolder = shape == .shared ? "CoreInterfaces/Contracts" : "Interfaces/Module\(k)Interface"
            try write(contract(k), to: "\(contractFolder)/Module\(k)Contract.swift", in: root)
            for (name, text) in moduleFiles(k) {
                try write(text, to: "Modules/Module\(k)/\(name).swift", in: root)
            }
        }
        try write(app(), to: "App/main.swift", in: root)
        try write(manifest(), to: "Package.swift", in: root)
        try write(policy(), to: "isolation-policy.txt", in: root)
    }

    /// The real CoreInterfaces, without this project's own modules' contracts.
    private func copyCoreInterfaces(to destination: URL) throws {
        for folder in try FileManager.default.contentsOfDirectory(atPath: coreInterfaces.path)
        where !["Models", "Destinations"].contains(folder) {
            try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: coreInterfaces.appendingPathComponent(folder), to: destination.appendingPathComponent(folder))
        }
    }

    /// The imports of module k's sources: CoreInterfaces, and with separate interfaces, its own and,
    /// for a file that picks, the next module's.
    func imports(_ k: Int, picks: Bool = false) -> String {
        guard shape == .interfaces else { return "import CoreInterfaces\n" }
        return "import CoreInterfaces\nimport Module\(k)Interface\n"
            + (picks && next(k) != k ? "import Module\(next(k))Interface\n" : "")
    }

    private func write(_ text: String, to path: String, in root: URL) throws {
        let file = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }
}
