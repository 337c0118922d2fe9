import Foundation
import Testing

/// `scripts/check-isolation` must pass a clean package and fail, naming the place, on each
/// kind of violation. Each test writes a fixture package that breaks exactly one rule.
struct CheckIsolationTests {
    @Test func aCleanPackagePasses() throws {
        let result = try CheckIsolation.run(on: FixturePackage().write())
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(result.violations.isEmpty)
        #expect(result.output.contains("the rules hold for Alpha, Beta, Core (manifest, imports, build)"))
    }

    @Test func aForbiddenImportIsReportedWithFileAndLine() throws {
        var fixture = FixturePackage()
        fixture.alphaSource.insert("import Beta", at: 1)
        let result = try CheckIsolation.run(on: fixture.write(), checks: "manifest,imports")
        #expect(result.status == 1)
        #expect(result.violations == ["import: Sources/Alpha/Alpha.swift:2: Alpha imports Beta; allowed: Core, Util"])
    }

    @Test func everySpellingOfAnImportIsSeen() throws {
        var fixture = FixturePackage()
        fixture.alphaSource += ["@testable import Beta", "public import struct Beta.Thing", "// import Beta", "/* import Beta */"]
        let result = try CheckIsolation.run(on: fixture.write(), checks: "imports")
        #expect(result.violations == [
            "import: Sources/Alpha/Alpha.swift:4: Alpha imports Beta; allowed: Core, Util",
            "import: Sources/Alpha/Alpha.swift:5: Alpha imports Beta; allowed: Core, Util",
        ])
    }

    @Test func aForbiddenManifestDependencyIsReportedWithTheTarget() throws {
        var fixture = FixturePackage()
        fixture.alphaDependencies.append("Beta")
        let result = try CheckIsolation.run(on: fixture.write(), checks: "manifest,imports")
        #expect(result.status == 1)
        #expect(result.violations == [
            "manifest: Alpha depends on target Beta (target Alpha in Package.swift); allowed: Core, Util",
        ])
    }

    @Test func anUndeclaredImportIsCaughtOnlyByBuildingAlone() throws {
        var fixture = FixturePackage()
        fixture.alphaSource.insert("import Util", at: 1)
        // Util is allowed by the policy but not declared: the manifest and the imports look fine,
        // and a whole-package build can pass when Util happens to be built first.
        let shallow = try CheckIsolation.run(on: fixture.write(), checks: "manifest,imports")
        #expect(shallow.status == 0)

        let result = try CheckIsolation.run(on: fixture.write())
        #expect(result.status == 1)
        #expect(result.violations == [
            "build: Sources/Alpha/Alpha.swift:2: Alpha built alone cannot find module Util (not declared in Package.swift)",
        ])
    }

    @Test func aPathPatternCoversEveryTargetUnderIt() throws {
        var fixture = FixturePackage()
        fixture.policy = "Core:\nSources/*a: Core, Util"
        fixture.alphaSource.insert("import Beta", at: 1)
        let result = try CheckIsolation.run(on: fixture.write(), checks: "manifest,imports")
        #expect(result.status == 1)
        #expect(result.violations == ["import: Sources/Alpha/Alpha.swift:2: Alpha imports Beta; allowed: Core, Util"])
        #expect(result.errors.contains("1 violation(s) in Alpha, Beta, Core"))
    }

    @Test func aPatternMatchingNothingIsAUsageError() throws {
        var fixture = FixturePackage()
        fixture.policy = "Core:\nModules/*: Core"
        let result = try CheckIsolation.run(on: fixture.write(), checks: "manifest")
        #expect(result.status == 2)
        #expect(result.errors == "check-isolation: the policy pattern 'Modules/*' matches no target's path\n")
    }

    @Test func aPolicyNamingAMissingTargetIsAUsageError() throws {
        var fixture = FixturePackage()
        fixture.policy += "\nGamma: Core"
        let result = try CheckIsolation.run(on: fixture.write(), checks: "manifest")
        #expect(result.status == 2)
        #expect(result.errors == "check-isolation: the policy names targets the package does not have: Gamma\n")
    }
}
