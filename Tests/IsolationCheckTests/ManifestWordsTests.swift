import Foundation
import IsolationCheck
import Testing

/// Findings speak in the manifest's own words: a product named by name alone is echoed as written,
/// and a package as its URL or path spells it, not as its lowercased identity.
@Suite(.drivesSwiftPM)
struct ManifestWordsTests {
    /// The Shelf package (product Books) in a folder whose name has capitals, like `OpenAPIKit`.
    static func capitalShelf() throws -> URL {
        let shelf = try ShelfPackage.write()
        let renamed = shelf.deletingLastPathComponent().appendingPathComponent("BookShelf-\(UUID().uuidString)")
        try FileManager.default.moveItem(at: shelf, to: renamed)
        return renamed
    }

    @Test func aProductNamedByNameIsEchoedAsWritten() throws {
        // SwiftPM finds a product named by name alone in the package of that name.
        let original = try ShelfPackage.write()
        let folder = original.deletingLastPathComponent().appendingPathComponent("byname-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let shelf = folder.appendingPathComponent("Books")
        try FileManager.default.moveItem(at: original, to: shelf)
        defer { try? FileManager.default.removeItem(at: folder) }
        var fixture = ZeroConfigurationTests.unconfigured
        fixture.packageDependencies = [".package(path: \"\(shelf.path)\")"]
        fixture.alphaDependencies = ["Core", "Books"]
        let result = CheckIsolation.run(on: try fixture.write(), ZeroConfigurationTests.sourceChecks)
        #expect(
            result.diagnostics.contains {
                $0.hasSuffix("warning: Alpha declares \"Books\" but none of its files imports Books")
            }, "\(result.output)\(result.errors)")
    }

    @Test func aPackageIsNamedAsItsPathSpellsIt() throws {
        let shelf = try Self.capitalShelf()
        defer { try? FileManager.default.removeItem(at: shelf) }
        var fixture = ZeroConfigurationTests.unconfigured
        fixture.packageDependencies = [".package(path: \"\(shelf.path)\")"]
        fixture.alphaDependencies = ["Core", ".product(name: \"Books\", package: \"\(shelf.lastPathComponent)\")"]
        fixture.alphaSource = ["import Books", "import Core", "", "public let alpha = core + books"]
        fixture.files["Sources/Beta/Beta.swift"] = "import Books\nimport Core\n\npublic let beta = core + books"
        let result = CheckIsolation.run(on: try fixture.write(), ZeroConfigurationTests.sourceChecks)
        #expect(
            result.notes.contains {
                $0.hasSuffix("note: add .product(name: \"Books\", package: \"\(shelf.lastPathComponent)\") to Beta")
            }, "\(result.output)\(result.errors)")
    }

    /// A package whose product `Context` is a target that re-exports the module `Context` of
    /// another target, as swift-service-context's `ServiceContextModule` re-exports the module of
    /// that name from swift-distributed-tracing; `export` is the re-export its file writes.
    static func reexportingPackage(_ export: String = "@_exported import Context") throws -> URL {
        let root = FixturePackage.temporaryFolder("isolation-context")
        try FixturePackage.write(
            """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "Context",
                products: [.library(name: "Context", targets: ["ContextCompatibility"])],
                targets: [
                    .target(name: "Context"),
                    .target(name: "ContextCompatibility", dependencies: ["Context"], path: "Sources/Compatibility"),
                ]
            )
            """, to: "Package.swift", in: root)
        try FixturePackage.write(
            "public let context = 1\npublic struct Thing {}", to: "Sources/Context/Context.swift", in: root)
        try FixturePackage.write(export, to: "Sources/Compatibility/Exports.swift", in: root)
        return root
    }

    /// The source checks on a package whose Alpha declares the product Context of the package
    /// `reexportingPackage(export)` and imports the module Context.
    func checkImportingContext(_ export: String = "@_exported import Context") throws -> CheckIsolation {
        let context = try Self.reexportingPackage(export)
        defer { try? FileManager.default.removeItem(at: context) }
        var fixture = ZeroConfigurationTests.unconfigured
        fixture.packageDependencies = [".package(path: \"\(context.path)\")"]
        fixture.alphaDependencies = ["Core", ".product(name: \"Context\", package: \"\(context.lastPathComponent)\")"]
        fixture.alphaSource = ["import Context", "import Core", "", "public let alpha = core + context"]
        return CheckIsolation.run(on: try fixture.write(), ZeroConfigurationTests.sourceChecks)
    }

    @Test func aProductThatReExportsAModuleProvidesIt() throws {
        let result = try checkImportingContext()
        #expect(!result.output.contains("resolves only through Context"), "\(result.output)")
        #expect(
            !result.output.contains("ContextCompatibility"), "no finding names a module nobody writes: \(result.output)"
        )
        #expect(result.status == 0, "\(result.output)\(result.errors)")
    }

    /// sql-kit's `@_exported import protocol NIOCore.EventLoop` re-exports one declaration: a
    /// target that declares SQLKit and imports NIOCore still has to declare NIOCore.
    @Test func aProductThatReExportsOneDeclarationDoesNotProvideItsModule() throws {
        let result = try checkImportingContext("@_exported import struct Context.Thing")
        #expect(
            result.diagnostics.contains {
                $0.hasSuffix(
                    "error: Alpha imports Context but does not declare it in Package.swift (it resolves only through Context)"
                )
            }, "\(result.output)")
        #expect(result.status == 1, "\(result.output)\(result.errors)")
    }
}
