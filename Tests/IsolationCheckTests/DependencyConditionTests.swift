@testable import IsolationCheck
import Testing

/// The condition a new entry gets: worked out from its imports, and written as the manifest
/// already writes one of the same meaning.
struct DependencyConditionTests {
    let traits: Set<String> = ["OTLPHTTP"]
    let graph: Set<String> = ["Util", "Configuration"]

    func site(_ source: String) throws -> ImportScanner.Import {
        try #require(ImportScanner.imports(in: source).first { $0.module == "Util" })
    }

    @Test func theUnionOfTheSitesIsNeededAndOneUnguardedSiteNeedsNone() throws {
        let ios = try site("#if os(iOS)\nimport Util\n#endif")
        let linux = try site("#if os(Linux)\nimport Util\n#endif")
        let plain = try site("import Util")
        #expect(
            DependencyCondition.needed(by: [ios, linux], traits: traits, graphModules: graph)
                == .when(platforms: ["ios", "linux"], traits: nil))
        #expect(
            DependencyCondition.needed(by: [ios, plain], traits: traits, graphModules: graph)
                == DependencyCondition.none)
        #expect(
            DependencyCondition.needed(by: [ios, linux], traits: traits, graphModules: graph).spelled
                == ".when(platforms: [.iOS, .linux])")
    }

    @Test func aTraitIsNeededOnlyWhenEverySiteHasOne() throws {
        let traitSite = try site("#if OTLPHTTP\nimport Util\n#endif")
        let debugSite = try site("#if DEBUG\nimport Util\n#endif")
        #expect(
            DependencyCondition.needed(by: [traitSite], traits: traits, graphModules: graph).spelled
                == #".when(traits: ["OTLPHTTP"])"#)
        #expect(
            DependencyCondition.needed(by: [traitSite, debugSite], traits: traits, graphModules: graph)
                == DependencyCondition.none)
    }

    /// swift-openapi-generator writes `.custom("freebsd")`: that is a platform, not a trait, and a
    /// condition of that meaning is copied as written, with whatever else the neighbour says
    /// (swift-otel's `alwaysIncludeOnKnownBrokenToolchains: true`).
    @Test func aNeighboursConditionOfTheSameMeaningIsCopiedAsWritten() {
        let manifest = """
            .product(name: "A", package: "a", condition: .when(platforms: [.linux, .custom("freebsd")])),
            .product(name: "B", package: "b", condition: .when(traits: ["OTLPHTTP"], alwaysIncludeOnKnownBrokenToolchains: true)),
            """
        let freeLinux = DependencyCondition.when(platforms: ["linux", "freebsd"], traits: nil)
        #expect(freeLinux.spelled(asIn: manifest) == #".when(platforms: [.linux, .custom("freebsd")])"#)
        let trait = DependencyCondition.when(platforms: nil, traits: ["OTLPHTTP"])
        #expect(
            trait.spelled(asIn: manifest) == #".when(traits: ["OTLPHTTP"], alwaysIncludeOnKnownBrokenToolchains: true)"#
        )
        #expect(
            DependencyCondition.when(platforms: ["linux"], traits: nil).spelled(asIn: manifest)
                == ".when(platforms: [.linux])")
    }

    /// A neighbour's condition written over several lines (as `--fix` itself breaks a long one) is
    /// copied on one line, without the comma that ended its broken list: it is a clause of a
    /// one-line message, and the new entry is laid out afresh.
    @Test func aConditionWrittenOverSeveralLinesIsCopiedOnOneLine() {
        let manifest = """
            .product(
                name: "A", package: "a",
                condition: .when(platforms: [
                    .linux, .windows,
                    .custom("freebsd"),
                ])),
            .product(name: "B", package: "b", condition: .when(platforms: [.macOS, .iOS,])),
            """
        let condition = DependencyCondition.when(platforms: ["linux", "windows", "freebsd"], traits: nil)
        #expect(condition.spelled(asIn: manifest) == #".when(platforms: [.linux, .windows, .custom("freebsd")])"#)
        #expect(
            DependencyCondition.when(platforms: ["macos", "ios"], traits: nil).spelled(asIn: manifest)
                == ".when(platforms: [.macOS, .iOS])")
    }
}
