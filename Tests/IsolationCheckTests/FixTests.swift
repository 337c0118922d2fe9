import Foundation
import IsolationCheck
import Testing

/// `--fix` declares what is imported and removes what is not, in the manifest's own style, proves
/// the manifest still loads, and checks again; a dry run only shows the diff; a manifest with
/// uncommitted changes is refused.
@Suite(.drivesSwiftPM)
struct FixTests {
    /// Alpha imports Util, which it does not declare; Core declares Util and never imports it.
    var fixture: FixturePackage {
        var fixture = FixturePackage()
        fixture.alphaSource = ["import Core", "import Util", "", "public let alpha = core + util"]
        fixture.coreDependencies = ["Util"]
        return fixture
    }

    func manifest(of package: URL) throws -> String {
        try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
    }

    @Test func fixDeclaresTheImportRemovesTheUnusedAndChecksAgain() throws {
        let package = try fixture.write()
        defer { try? FileManager.default.removeItem(at: package) }
        let before = try manifest(of: package)
        #expect(CheckIsolation.runKeeping(package, ["--checks", "imports,unused", "--strict"]).status == 1)

        let result = CheckIsolation.runKeeping(package, ["--checks", "imports,unused", "--strict", "--fix"])
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(result.output.contains("check-isolation: fixed Alpha: declared Util\n"))
        #expect(result.output.contains("check-isolation: fixed Core: removed Util, which none of its files imports\n"))
        #expect(
            result.summary == "check-isolation: no errors or warnings in 5 targets (imports, unused)",
            "the check ran again on the fixed package")
        #expect(
            try manifest(of: package)
                == before
                .replacingOccurrences(
                    of: #".target(name: "Alpha", dependencies: ["Core"])"#,
                    with: #".target(name: "Alpha", dependencies: ["Core", "Util"])"#
                )
                .replacingOccurrences(
                    of: #".target(name: "Core", dependencies: ["Util"])"#,
                    with: #".target(name: "Core", dependencies: [])"#))
    }

    /// The fixture with no policy, depending on the package `shelf` and with Alpha declaring its
    /// product Books; and that product's entry.
    func declaringBooks(of shelf: URL) -> (fixture: FixturePackage, product: String) {
        var fixture = ZeroConfigurationTests.unconfigured
        let product = ".product(name: \"Books\", package: \"\(shelf.lastPathComponent)\")"
        fixture.packageDependencies = [".package(path: \"\(shelf.path)\")"]
        fixture.alphaDependencies = ["Core", product]
        return (fixture, product)
    }

    @Test func anotherPackagesProductIsDeclaredByProductAndPackage() throws {
        let shelf = try ManifestWordsTests.capitalShelf()
        defer { try? FileManager.default.removeItem(at: shelf) }
        var (fixture, product) = declaringBooks(of: shelf)
        fixture.alphaSource = ["import Books", "import Core", "", "public let alpha = core + books"]
        fixture.files["Sources/Beta/Beta.swift"] = "import Books\nimport Core\n\npublic let beta = core + books"
        let package = try fixture.write()
        defer { try? FileManager.default.removeItem(at: package) }
        let before = try manifest(of: package)

        let result = CheckIsolation.runKeeping(package, ZeroConfigurationTests.sourceChecks + ["--fix"])
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(result.output.contains("check-isolation: fixed Beta: declared Books (\(product))\n"))
        // Beta's line would pass 120 columns: its declaration is written a line an argument.
        #expect(
            try manifest(of: package)
                == before.replacingOccurrences(
                    of: #"        .target(name: "Beta", dependencies: ["Core"]),"#,
                    with: """
                                .target(
                                    name: "Beta",
                                    dependencies: [
                                        "Core",
                                        \(product),
                                    ]
                                ),
                        """))
    }

    /// A package whose last use the fix removes from one target while it declares it for another
    /// is used still: it stays, and nothing calls it unused.
    @Test func aPackageTheFixAddsAUseOfStays() throws {
        let shelf = try ShelfPackage.write()
        defer { try? FileManager.default.removeItem(at: shelf) }
        var (fixture, product) = declaringBooks(of: shelf)
        fixture.files["Sources/Beta/Beta.swift"] = "import Books\nimport Core\n\npublic let beta = core + books"
        let package = try fixture.write()
        defer { try? FileManager.default.removeItem(at: package) }

        let result = CheckIsolation.runKeeping(package, ZeroConfigurationTests.sourceChecks + ["--fix"])
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(
            result.output.contains("check-isolation: fixed Alpha: removed Books, which none of its files imports\n"))
        #expect(result.output.contains("check-isolation: fixed Beta: declared Books (\(product))\n"))
        #expect(!result.output.contains("no target uses any more"), "\(result.output)")
        #expect(try manifest(of: package).contains(".package(path: \"\(shelf.path)\")"))
    }

    /// fluent-kit's only use of swift-service-context, removed, left its `.package(…)` line, and
    /// SwiftPM then warned that the dependency is used by no target: the entry goes with its last use.
    @Test func removingAPackagesLastUseRemovesItsPackageEntry() throws {
        let shelf = try ShelfPackage.write()
        defer { try? FileManager.default.removeItem(at: shelf) }
        let (fixture, product) = declaringBooks(of: shelf)
        let package = try fixture.write()
        defer { try? FileManager.default.removeItem(at: package) }
        let before = try manifest(of: package)

        let result = CheckIsolation.runKeeping(package, ZeroConfigurationTests.sourceChecks + ["--fix"])
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(
            result.output.contains(
                "check-isolation: fixed Package.swift: removed the package \(shelf.path), which no target uses any more\n"
            ), "\(result.output)")
        #expect(
            try manifest(of: package)
                == before
                .replacingOccurrences(of: ", \(product)]", with: "]")
                .replacingOccurrences(of: "dependencies: [.package(path: \"\(shelf.path)\")]", with: "dependencies: []")
        )
        // `show-dependencies` is the query that prints SwiftPM's unused-dependency warning
        // (`describe` on SwiftPM 6.3.1 does not, with or without the entry).
        let dependencies = Process()
        dependencies.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        dependencies.arguments = [
            "swift", "package", "--package-path", package.path, "--scratch-path",
            package.appendingPathComponent(".build-isolation").path, "show-dependencies",
        ]
        let errors = Pipe()
        dependencies.standardOutput = FileHandle.nullDevice
        dependencies.standardError = errors
        try dependencies.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        dependencies.waitUntilExit()
        #expect(dependencies.terminationStatus == 0)
        #expect(!said.contains("is not used by any target"), "\(said)")
    }

    @Test func aDryRunPrintsTheDiffAndWritesNothing() throws {
        let package = try fixture.write()
        defer { try? FileManager.default.removeItem(at: package) }
        let before = try manifest(of: package)
        let result = CheckIsolation.runKeeping(package, ["--checks", "imports,unused", "--fix", "--dry-run"])
        #expect(try manifest(of: package) == before)
        #expect(result.status == 1, "the check's status, since nothing was fixed")
        #expect(result.output.contains("--- a/Package.swift\n+++ b/Package.swift\n"))
        #expect(
            result.output.contains(
                "\n-        .target(name: \"Alpha\", dependencies: [\"Core\"]),\n+        .target(name: \"Alpha\", dependencies: [\"Core\", \"Util\"]),\n"
            ), "\(result.output)")
        #expect(result.output.contains("check-isolation: --dry-run: Package.swift is unchanged\n"))
    }

    @Test func aManifestWithUncommittedChangesIsRefusedUnlessAllowed() throws {
        let package = try fixture.write()
        defer { try? FileManager.default.removeItem(at: package) }
        let git = { (arguments: [String]) in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments =
                ["git", "-C", package.path, "-c", "user.email=t@example.com", "-c", "user.name=t"] + arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
        }
        try git(["init", "-q"])
        try git(["add", "-A"])
        try git(["commit", "-qm", "fixture"])
        let edited = try manifest(of: package) + "// a change of my own\n"
        try edited.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)

        let refused = CheckIsolation.runKeeping(package, ["--checks", "imports,unused", "--fix"])
        #expect(refused.status == 2)
        #expect(
            refused.errors
                == "check-isolation: Package.swift has changes that are not committed; commit or stash them first, or pass --allow-dirty\n"
        )
        #expect(try manifest(of: package) == edited)

        let allowed = CheckIsolation.runKeeping(package, ["--checks", "imports,unused", "--fix", "--allow-dirty"])
        #expect(allowed.status == 0, "\(allowed.output)\(allowed.errors)")
        #expect(try manifest(of: package).hasSuffix("// a change of my own\n"), "the person's change is kept")
    }

    @Test func anEditAfterWhichTheManifestDoesNotLoadIsUndone() throws {
        let package = try fixture.write()
        defer { try? FileManager.default.removeItem(at: package) }
        let before = try manifest(of: package)
        // A `swift` that is SwiftPM, except that no edited manifest loads, and says where it is: the
        // message must name the package, never the copy the fixes are tried in.
        let fake = package.appendingPathComponent("fake-swift")
        try """
        #!/bin/sh
        case "$*" in
          *"/fix/"*" dump-package"*) echo "error: Invalid manifest at $3: cannot find 'Util' in scope" >&2; exit 1 ;;
        esac
        exec swift "$@"
        """.write(to: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)

        let result = CheckIsolation.runKeeping(package, ["--checks", "imports,unused", "--fix", "--swift", fake.path])
        #expect(try manifest(of: package) == before, "nothing half-written")
        #expect(
            result.output.contains(
                "check-isolation: Alpha: declared Util: not fixed, the manifest would not load (Invalid manifest at \(package.path): cannot find 'Util' in scope)\n"
            ), "\(result.output)")
        #expect(!result.output.contains("/fix"), "\(result.output)")
        #expect(result.output.contains("check-isolation: nothing to fix in Package.swift\n"))
        #expect(result.status == 1)
    }

    @Test func withJSONWhatWasFixedGoesToStandardErrorAndTheOutputStaysJSON() throws {
        let package = try fixture.write()
        defer { try? FileManager.default.removeItem(at: package) }
        let result = CheckIsolation.runKeeping(package, ["--checks", "imports,unused", "--fix", "--format", "json"])
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(result.errors.contains("check-isolation: fixed Alpha: declared Util\n"))
        struct Report: Decodable { let violations: [Finding] }
        let report = try JSONDecoder().decode(Report.self, from: Data(result.output.utf8))
        #expect(report.violations.filter { $0.kind == .undeclared }.isEmpty)
    }

    @Test func fixOnlyGoesWithItsOptions() {
        let package = FixturePackage.temporaryFolder()
        #expect(
            CheckIsolation.run(on: package, ["--dry-run"]).errors
                == "check-isolation: --dry-run is an option of --fix; add --fix\n")
        #expect(
            CheckIsolation.run(on: package, ["--fix", "--graph"]).errors
                == "check-isolation: --fix cannot be used with --graph\n")
    }
}

/// The package `swift package init --type macro` makes fails the rule out of the box (its macro
/// and test targets import swift-syntax modules they do not declare); `--fix` declares them.
@Suite(.drivesSwiftPM)
struct MacroTemplateFixTests {
    func swiftPackage(_ arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", folder.path] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test func theMacroTemplatePassesAfterFix() throws {
        let folder = FixturePackage.temporaryFolder("isolation-macro").appendingPathComponent("Stringify")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try #require(try swiftPackage(["init", "--type", "macro"], in: folder) == 0)
        // swift-syntax comes from the machine's package mirror, as any dependency does.
        try #require(try swiftPackage(["resolve"], in: folder) == 0, "swift-syntax could not be resolved")

        let before = CheckIsolation.runKeeping(folder, ["--checks", "imports,unused"])
        #expect(before.status == 1)
        #expect(before.summary == "check-isolation: 5 errors, 0 warnings in 2 of 4 targets", "\(before.output)")

        let fixed = CheckIsolation.runKeeping(folder, ["--checks", "imports,unused", "--fix", "--allow-dirty"])
        #expect(fixed.status == 0, "\(fixed.output)\(fixed.errors)")
        #expect(
            fixed.output.contains(
                "check-isolation: fixed StringifyMacros: declared SwiftSyntax (.product(name: \"SwiftSyntax\", package: \"swift-syntax\"))\n"
            ))
        #expect(fixed.summary == "check-isolation: no errors or warnings in 4 targets (imports, unused)")
        let manifest = try String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(
            manifest.contains(
                """
                                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                                .product(name: "SwiftSyntax", package: "swift-syntax"),
                                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax")
                            ]
                """), "the last entry keeps the list's style: no trailing comma\n\(manifest)")
    }
}
