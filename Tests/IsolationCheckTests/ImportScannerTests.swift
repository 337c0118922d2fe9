import IsolationCheck
import Testing

/// The scanner reads sources as the compiler does: each test hides an import where the compiler
/// would not see one, or writes one in a spelling it accepts, and checks exactly which are found.
struct ImportScannerTests {
    /// The modules `source` imports, in order.
    func modules(_ source: String) -> [String] {
        ImportScanner.imports(in: source).map(\.module)
    }

    @Test(arguments: [
        "let a = \"import Hidden\"\nimport Seen",
        "let a = \"\"\"\n    import Hidden\n    \"\"\"\nimport Seen",
        "let a = #\"import Hidden \"quoted\" \"#\nimport Seen",
        "let a = #\"\"\"\nimport Hidden\n\"\"\"\n\"\"\"#\nimport Seen",
        "let a = \"\\(f(\"x\")) import Hidden \\(g(\"\"\"\nimport Hidden\n\"\"\"))\"\nimport Seen",
        "let a = ##\"\\#(x) \"# import Hidden\"##\nimport Seen",
        "let r = #/import Hidden/#\nimport Seen",
    ])
    func nothingInsideAStringLiteralIsAnImport(source: String) {
        #expect(modules(source) == ["Seen"], "\(source)")
    }

    @Test(arguments: [
        "// import Hidden\nimport Seen",
        "/* import Hidden */ import Seen",
        "/* outer /* inner */ import Hidden */\nimport Seen",
        "/*\n/*\n*/\nimport Hidden\n*/\nimport Seen",
        "/// import Hidden\nimport Seen",
    ])
    func nothingInsideACommentIsAnImport(source: String) {
        #expect(modules(source) == ["Seen"], "\(source)")
    }

    @Test(arguments: [
        ("#if false\nimport Hidden\n#endif\nimport Seen", ["Seen"]),
        ("#if true\nimport Seen\n#else\nimport Hidden\n#endif", ["Seen"]),
        ("#if compiler(>=99)\nimport Hidden\n#elseif swift(>=5.0)\nimport Seen\n#endif", ["Seen"]),
        ("#if !false && (true || DEBUG)\nimport Seen\n#endif", ["Seen"]),
        ("#if DEBUG\nimport Maybe\n#else\nimport Otherwise\n#endif", ["Maybe", "Otherwise"]),
        ("#if canImport(Nothing)\nimport Nothing\n#endif", ["Nothing"]),
        ("#if false\n#if true\nimport Hidden\n#endif\n#endif\nimport Seen", ["Seen"]),
    ])
    func constantConditionsAreEvaluated(source: String, expected: [String]) {
        #expect(modules(source) == expected, "\(source)")
    }

    /// `canImport` of a module only some platforms have is decided as `os(…)` is; a flag the
    /// import cannot be compiled without (a trait's, in an `#else` too) is named; `canImport` of
    /// any other module is left undecided, and named.
    @Test func theConditionsAnImportIsUnderAreRead() throws {
        let found = ImportScanner.imports(
            in: """
                #if canImport(Network)
                import OnApple
                #endif
                #if !OTLPHTTP
                import Without
                #else
                import WithTrait
                #endif
                #if canImport(Configuration) && os(Linux)
                import Undecided
                #endif
                """)
        try #require(found.map(\.module) == ["OnApple", "Without", "WithTrait", "Undecided"])
        #expect(found[0].platforms == ["macos", "ios", "tvos", "watchos", "visionos", "maccatalyst"])
        #expect(found[0].requiredFlags.isEmpty && found[0].undecidedImports.isEmpty)
        #expect(found[1].requiredFlags.isEmpty, "compiled when the flag is unset")
        #expect(found[2].requiredFlags == ["OTLPHTTP"])
        #expect(found[3].platforms == ["linux"] && found[3].undecidedImports == ["Configuration"])
    }

    @Test func anImportUnderOSConditionsIsCompiledOnThosePlatformsOnly() throws {
        let found = ImportScanner.imports(
            in: """
                #if os(Linux)
                import Glibc
                #elseif os(macOS) || os(iOS)
                import Darwin
                #else
                import Other
                #endif
                """)
        #expect(found.map(\.module) == ["Glibc", "Darwin", "Other"])
        try #require(found.count == 3)
        #expect(found[0].platforms == ["linux"])
        #expect(found[1].platforms == ["macos", "ios"])
        #expect(
            !found[2].platforms.contains("linux") && !found[2].platforms.contains("macos")
                && found[2].platforms.contains("windows"))
    }

    @Test func everySpellingOfAnImportCounts() {
        let found = ImportScanner.imports(
            in: """
                @testable import A
                public import struct B.Thing
                import C.Submodule
                @_spi(Private) @preconcurrency internal import D
                import E; import F
                @_exported
                import G
                let `import` = 1
                """)
        #expect(found.map(\.module) == ["A", "B", "C", "D", "E", "F", "G"])
        #expect(found.map(\.column) == [18, 22, 8, 48, 8, 18, 8])
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func lineEndingsAndAByteOrderMarkDoNotChangeLines(ending: String) {
        let source = "\u{FEFF}// x" + ending + "import A" + ending + ending + "import B"
        let found = ImportScanner.imports(in: source)
        #expect(found.map(\.module) == ["A", "B"])
        #expect(found.map(\.line) == [2, 4])
        #expect(found.first?.column == 8)
    }

    @Test func anIgnoreCommentCarriesItsReason() {
        let found = ImportScanner.imports(
            in: """
                import A // check-isolation:ignore moves to Core next release
                import B // check-isolation:ignore
                import C // a comment
                """)
        #expect(found.map(\.ignoreReason) == ["moves to Core next release", "", nil])
    }
}
