import Foundation
import IsolationCheck
import Testing

/// A C target uses its dependencies through `#include`, not `import`: none of them is ever called
/// unused, since removing one (as swift-crypto's `CCryptoBoringSSLShims` would lose
/// `CCryptoBoringSSL`) breaks the build.
@Suite(.drivesSwiftPM)
struct CFamilyTests {
    @Test func aCTargetsDependencyIsNeverCalledUnused() throws {
        var fixture = ZeroConfigurationTests.unconfigured
        fixture.files = [
            "Package.swift": """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "Shims",
                targets: [
                    .target(name: "CBase"),
                    .target(name: "CShim", dependencies: ["CBase"]),
                    .target(name: "Wrapper", dependencies: ["CShim", "Util"]),
                    .target(name: "Util"),
                ]
            )
            """,
            "Sources/CBase/base.c": "#include \"cbase.h\"\nint cbase(void) { return 1; }",
            "Sources/CBase/include/cbase.h": "int cbase(void);",
            "Sources/CShim/shim.c":
                "#include \"cshim.h\"\n#include \"cbase.h\"\nint cshim(void) { return cbase() + 1; }",
            "Sources/CShim/include/cshim.h": "int cshim(void);",
            "Sources/Wrapper/Wrapper.swift": "import CShim\n\npublic let wrapped = cshim()",
            "Sources/Util/Util.swift": "public let util = 2",
        ]
        let package = try fixture.write()
        defer { try? FileManager.default.removeItem(at: package) }
        for file in [
            "Sources/Core/Core.swift", "Sources/Alpha/Alpha.swift", "Sources/Beta/Beta.swift",
            "Sources/Main/main.swift",
        ] {
            try FileManager.default.removeItem(at: package.appendingPathComponent(file))
        }
        let result = CheckIsolation.runKeeping(package, ["--checks", "imports,unused"])
        // Wrapper's unused Util is still found: the rule holds for Swift targets.
        #expect(
            result.diagnostics == [
                "Package.swift:9:58: warning: Wrapper declares \"Util\" but none of its files imports Util"
            ], "\(result.output)\(result.errors)")
    }
}
