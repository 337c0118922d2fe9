/// The package around the modules: the App that composes them, the manifest and the policy.
extension ScaleGenerator {
    func app() -> String {
        let imports = (1...modules).map { "import Module\($0)\n" }.joined()
        let plugins = (1...modules).map { "            .module\($0)(),\n" }.joined()
        return """
            #if canImport(Glibc)
            import Glibc
            #endif
            import CoreInterfaces
            \(imports)
            // The App: composes and validates every plugin into the registry, prints the home menu and the
            // first prompt, and ends with the input.
            do {
                let registry = try NavigationRegistry(plugins: [
            \(plugins)    ])
                print("Home")
                for (index, entry) in registry.homeEntries.enumerated() {
                    print("\\(index + 1)) \\(entry.value.label)")
                }
                print("> ", terminator: "")
                _ = readLine()
            } catch {
                print("scale: \\(error)")
                exit(2)
            }

            """
    }

    func manifest() -> String {
        var targets = [
            "        .target(name: \"CoreInterfaces\", path: \"CoreInterfaces\"),",
            "        .target(name: \"FeatureRuntime\", dependencies: [\"CoreInterfaces\"], path: \"FeatureRuntime\"),",
        ]
        for k in 1...modules {
            targets.append(
                "        .target(name: \"Module\(k)Interface\", dependencies: [\"CoreInterfaces\"], path: \"Modules/Module\(k)/Interface\"),"
            )
            let dependencies =
                ["CoreInterfaces", "FeatureRuntime"]
                + Set(["Module\(k)Interface", "Module\(next(k))Interface"]).sorted()
            targets.append(
                "        .target(name: \"Module\(k)\", dependencies: [\(dependencies.map { "\"\($0)\"" }.joined(separator: ", "))], path: \"Modules/Module\(k)/Sources\"),"
            )
        }
        let app = (["CoreInterfaces"] + (1...modules).map { "Module\($0)" }).map { "\"\($0)\"" }.joined(separator: ", ")
        targets.append("        .executableTarget(name: \"App\", dependencies: [\(app)], path: \"App\"),")
        return """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "Scale",
                targets: [
            \(targets.joined(separator: "\n"))
                ]
            )

            """
    }

    /// This repository's rules for the same folders: the generated package needs no line per module.
    func policy() -> String {
        """
        CoreInterfaces:
        FeatureRuntime: CoreInterfaces
        Modules/*/Interface: CoreInterfaces, *Interface
        Modules/*/Sources: CoreInterfaces, FeatureRuntime, *Interface

        """
    }
}
