import Foundation

/// The targets of a package as its manifest declares them, read from `swift package dump-package`.
public struct PackageTargets: Sendable {
    /// One target: its name, kind, folder and declared dependencies.
    public struct Target: Sendable, Equatable {
        /// The target's name, which is also its module's name.
        public var name: String
        /// `regular`, `executable`, `test`, `plugin`, ...
        public var type: String
        /// Its folder, relative to the package root.
        public var path: String
        /// Targets of this package it declares, by name.
        public var targetDependencies: [String]
        /// Products of other packages it declares, by name.
        public var productDependencies: [String]
    }

    /// Every target, by name.
    public var targets: [String: Target]

    /// Reads the manifest of the package at `packagePath`, building nothing; `scratchPath` keeps
    /// SwiftPM away from the package's own `.build`, which a running `swift test` may hold.
    public static func read(packagePath: String, scratchPath: String, swift: String) throws(CheckError) -> PackageTargets {
        let result = Subprocess.run(swift, ["package", "--package-path", packagePath, "--scratch-path", scratchPath, "dump-package"])
        guard result.status == 0 else {
            let detail = result.errors.split(separator: "\n").last.map(String.init) ?? "exit status \(result.status)"
            throw CheckError("cannot read the manifest of \(packagePath): \(detail)")
        }
        return try decode(Data(result.output.utf8))
    }

    /// The targets in `json`, the output of `swift package dump-package`.
    public static func decode(_ json: Data) throws(CheckError) -> PackageTargets {
        struct Manifest: Decodable {
            struct Target: Decodable {
                let name: String
                let type: String
                let path: String?
                let dependencies: [[String: [Value]]]
            }
            let targets: [Target]
        }
        /// A dependency's details: its name comes first; the rest is ignored.
        enum Value: Decodable {
            case string(String), other
            init(from decoder: any Decoder) throws {
                self = (try? decoder.singleValueContainer().decode(String.self)).map(Value.string) ?? .other
            }
        }
        let manifest: Manifest
        do {
            manifest = try JSONDecoder().decode(Manifest.self, from: json)
        } catch {
            throw CheckError("cannot read the manifest: swift package dump-package printed something unexpected")
        }
        var targets: [String: Target] = [:]
        for target in manifest.targets {
            var byTarget: [String] = []
            var byProduct: [String] = []
            for dependency in target.dependencies {
                for (kind, details) in dependency {
                    guard case let .string(name)? = details.first else { continue }
                    if kind == "product" { byProduct.append(name) } else { byTarget.append(name) }
                }
            }
            let folder = target.type == "test" ? "Tests" : (target.type == "plugin" ? "Plugins" : "Sources")
            targets[target.name] = Target(
                name: target.name,
                type: target.type,
                path: target.path ?? "\(folder)/\(target.name)",
                targetDependencies: byTarget,
                productDependencies: byProduct
            )
        }
        return PackageTargets(targets: targets)
    }

    /// The targets `name` reaches through declared target dependencies, itself excluded.
    public func closure(of name: String) -> Set<String> {
        var reached: Set<String> = []
        var pending = targets[name]?.targetDependencies ?? []
        while let next = pending.popLast() {
            guard reached.insert(next).inserted else { continue }
            pending += targets[next]?.targetDependencies ?? []
        }
        return reached
    }

    /// A direct dependency of `name` through which it reaches `module`, if any.
    public func route(from name: String, to module: String) -> String? {
        targets[name]?.targetDependencies.sorted().first { $0 == module || closure(of: $0).contains(module) }
    }
}
