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
        var targets = ["        .target(name: \"CoreInterfaces\", path: \"CoreInterfaces\"),"]
        for k in 1...modules {
            var dependencies = ["CoreInterfaces"]
            if shape == .interfaces {
                targets.append(
                    "        .target(name: \"Module\(k)Interface\", dependencies: [\"CoreInterfaces\"], path: \"Interfaces/Module\(k)Interface\"),"
                )
                dependencies += Set(["Module\(k)Interface", "Module\(next(k))Interface"]).sorted()
            }
            targets.append(
                "        .target(name: \"Module\(k)\", dependencies: [\(dependencies.map { "\"\($0)\"" }.joined(separator: ", "))], path: \"Modules/Module\(k)\"),"
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

    func policy() -> String {
        guard shape == .interfaces else { return "CoreInterfaces:\nModules/*: CoreInterfaces\n" }
        let modules = (1...self.modules).map { k in
            "Module\(k): "
                + (["CoreInterfaces"] + Set(["Module\(k)Interface", "Module\(next(k))Interface"]).sorted()).joined(
                    separator: ", ")
        }
        return "CoreInterfaces:\nInterfaces/*: CoreInterfaces\n" + modules.joined(separator: "\n") + "\n"
    }
}
