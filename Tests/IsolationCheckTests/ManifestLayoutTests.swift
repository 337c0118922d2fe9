import Foundation
@testable import IsolationCheck
import Testing

/// `--fix` lays out what it adds as the package lays out its manifest: its `.swift-format` (line
/// length, indentation, argument breaking, trailing commas), its neighbours' spelling and breaking,
/// and its entries of one package side by side; and what it writes passes `swift format lint` under
/// the package's configuration wherever the list passed before.
@Suite(.drivesSwiftPM)
struct ManifestLayoutTests {
    func manifest(_ targets: String) -> String {
        "let package = Package(\n    name: \"P\",\n    targets: [\n\(targets)\n    ]\n)\n"
    }

    let deque = ManifestEdit.Entry.product(name: "DequeModule", package: "swift-collections")

    /// A list with several entries on a line gets the new one on the last of them while it fits.
    @Test func aPackedListGetsTheEntryOnItsLastLineWhileItFits() throws {
        let before = manifest(
            """
                    .target(
                        name: "Alpha",
                        dependencies: [
                            "Core", "Util",
                            "Beta",
                        ]
                    ),
            """)
        let after = try #require(ManifestEdit.adding(.target("Gamma"), to: "Alpha", in: before))
        #expect(after == before.replacingOccurrences(of: #""Beta","#, with: #""Beta", "Gamma","#))
    }

    /// A product goes after the last entry of its package, not at the end of the list.
    @Test func aProductGoesBesideTheEntriesOfItsPackage() throws {
        let before = manifest(
            """
                    .target(
                        name: "Alpha",
                        dependencies: [
                            .product(name: "NIOCore", package: "swift-nio"),
                            .product(name: "Logging", package: "swift-log"),
                        ]
                    ),
            """)
        let after = try #require(
            ManifestEdit.adding(.product(name: "NIOPosix", package: "swift-nio"), to: "Alpha", in: before))
        #expect(
            after
                == before.replacingOccurrences(
                    of: "\"swift-nio\"),\n",
                    with: "\"swift-nio\"),\n                .product(name: \"NIOPosix\", package: \"swift-nio\"),\n"))
    }

    /// A list that names no target takes its spelling from the manifest's other lists.
    @Test(arguments: [(#"["Core", "Util"]"#, #""Beta""#), (#"[.target(name: "Core")]"#, #".target(name: "Beta")"#)])
    func aListOfProductsSpellsATargetAsTheManifestDoes(elsewhere: String, spelled: String) throws {
        let before = manifest(
            """
                    .target(name: "Alpha", dependencies: [.product(name: "Logging", package: "swift-log")]),
                    .target(name: "Gamma", dependencies: \(elsewhere)),
            """)
        let after = try #require(ManifestEdit.adding(.target("Beta"), to: "Alpha", in: before))
        #expect(after.contains(#"dependencies: [.product(name: "Logging", package: "swift-log"), \#(spelled)]"#))
    }

    /// An entry too long for its line that the manifest already writes over several lines is
    /// written the same way, at its new place.
    @Test func anEntryTooLongIsWrittenAsTheManifestWritesItElsewhere() throws {
        let written = """
                            .product(
                                name: "NIOTransportServices",
                                package: "swift-nio-transport-services",
                                condition: .when(platforms: [.macOS, .iOS, .tvOS, .watchOS, .visionOS])
                            ),
            """
        let before = manifest(
            """
                    .target(
                        name: "Beta",
                        dependencies: [
            \(written)
                        ]
                    ),
                    .target(
                        name: "Alpha",
                        dependencies: [
                            .product(name: "Logging", package: "swift-log"),
                        ]
                    ),
            """)
        let after = try #require(
            ManifestEdit.adding(
                .product(name: "NIOTransportServices", package: "swift-nio-transport-services"),
                condition: ".when(platforms: [.macOS, .iOS, .tvOS, .watchOS, .visionOS])", to: "Alpha", in: before))
        #expect(
            after
                == before.replacingOccurrences(
                    of: "package: \"swift-log\"),\n", with: "package: \"swift-log\"),\n\(written)\n"))
    }

    /// Where nothing shows how, an entry too long for its line is broken after its parenthesis
    /// with as many arguments a line as fit, or each on its own line where the configuration says
    /// `lineBreakBeforeEachArgument`.
    @Test(arguments: [false, true])
    func anEntryTooLongIsBrokenAsSwiftFormatBreaksACall(eachArgument: Bool) throws {
        let before = manifest(
            """
                    .target(
                        name: "Alpha",
                        dependencies: [
                            .product(name: "Logging", package: "swift-log"),
                        ]
                    ),
            """)
        let style = ManifestStyle(
            lineLength: 100, indentation: "    ", eachArgumentOnItsLine: eachArgument, trailingCommas: true)
        let after = try #require(
            ManifestEdit.adding(
                .product(name: "NIOTransportServices", package: "swift-nio-transport-services"),
                condition: ".when(platforms: [.macOS, .iOS])", to: "Alpha", in: before, style: style))
        let broken =
            eachArgument
            ? """
                            .product(
                                name: "NIOTransportServices",
                                package: "swift-nio-transport-services",
                                condition: .when(platforms: [.macOS, .iOS])
                            ),

            """
            : """
                            .product(
                                name: "NIOTransportServices", package: "swift-nio-transport-services",
                                condition: .when(platforms: [.macOS, .iOS])),

            """
        #expect(
            after
                == before.replacingOccurrences(
                    of: "package: \"swift-log\"),\n", with: "package: \"swift-log\"),\n\(broken)"))
    }

    /// swift-format gives a list of several lines a trailing comma only where it has several entries.
    @Test func aListBrokenForOneEntryHasNoTrailingComma() throws {
        let before = manifest(#"        .target(name: "Alpha", dependencies: []),"#)
        let after = try #require(
            ManifestEdit.adding(
                .product(name: "NIOTransportServices", package: "swift-nio-transport-services"),
                condition: ".when(platforms: [.macOS, .iOS, .tvOS, .watchOS, .visionOS, .macCatalyst])", to: "Alpha",
                in: before))
        #expect(after.contains("macCatalyst]))\n            ]\n        ),\n"), "\(after)")
    }

    /// The configuration's settings, swift-format's defaults for what it leaves out, and no
    /// configuration (120 columns, the file's indentation) where there is none or it is not JSON.
    @Test func theStyleIsReadFromTheConfiguration() throws {
        let full = try #require(
            JSONTree.parse(
                #"{"lineLength": 80, "indentation": {"tabs": 1}, "tabWidth": 4, "lineBreakBeforeEachArgument": true, "multiElementCollectionTrailingCommas": false}"#
            ))
        #expect(
            ManifestStyle.read(full)
                == ManifestStyle(
                    lineLength: 80, indentation: "\t", tabWidth: 4, eachArgumentOnItsLine: true, trailingCommas: false))
        #expect(
            ManifestStyle.read(try #require(JSONTree.parse("{}")))
                == ManifestStyle(lineLength: 100, indentation: "  ", trailingCommas: true))
        #expect(ManifestStyle(tabWidth: 4).width(of: Array("\tab".utf8)) == 6)

        let root = FixturePackage.temporaryFolder("isolation-style")
        let package = root.appendingPathComponent("inner/package")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(ManifestStyle.of(packageAt: package) == ManifestStyle())
        try Data(#"{"lineLength": 150}"#.utf8).write(to: root.appendingPathComponent(".swift-format"))
        #expect(
            ManifestStyle.of(packageAt: package).lineLength == 150, "found in a folder above, as swift-format finds it")
        try Data("lineLength: 150".utf8).write(to: package.appendingPathComponent(".swift-format"))
        #expect(ManifestStyle.of(packageAt: package) == ManifestStyle(), "the nearest one, not JSON: none")
    }

    /// Only the same entry is copied: another of the same shape (Atomics where DequeModule is
    /// added) is not, whatever its layout.
    @Test func anotherEntryOfTheSameShapeIsNotCopied() throws {
        let before = manifest(
            """
                    .target(
                        name: "Alpha",
                        dependencies: [
                            .product(
                                name: "Atomics",
                                package: "swift-atomics",
                                condition: .when(platforms: [.macOS, .iOS, .tvOS, .watchOS, .visionOS, .linux])
                            ),
                        ]
                    ),
            """)
        let after = try #require(
            ManifestEdit.adding(
                deque, condition: ".when(platforms: [.macOS, .iOS, .tvOS, .watchOS, .visionOS, .linux])", to: "Alpha",
                in: before))
        #expect(
            after.contains(
                """
                                .product(
                                    name: "DequeModule",
                                    package: "swift-collections",
                                    condition: .when(platforms: [.macOS, .iOS, .tvOS, .watchOS, .visionOS, .linux])
                                ),
                """), "broken as the neighbour is, with its own names: \(after)")
    }

    /// An argument still too long on a line of its own has the array it ends with broken, as
    /// swift-format breaks it: elements as many a line as fit, a trailing comma, `])` back out.
    @Test func anArgumentTooLongHasItsArrayBroken() throws {
        let before = manifest(
            """
                    .target(
                        name: "Alpha",
                        dependencies: [
                            "Core",
                        ]
                    ),
            """)
        let platforms = ".macOS, .iOS, .macCatalyst, .tvOS, .watchOS, .visionOS, .linux, .windows, .android, .openbsd"
        let after = try #require(
            ManifestEdit.adding(
                deque, condition: ".when(platforms: [\(platforms), .custom(\"freebsd\")])", to: "Alpha", in: before,
                style: ManifestStyle(lineLength: 120, indentation: "    ", trailingCommas: true)))
        #expect(
            after.contains(
                """
                                .product(
                                    name: "DequeModule", package: "swift-collections",
                                    condition: .when(platforms: [
                                        \(platforms),
                                        .custom("freebsd"),
                                    ])),
                """), "\(after)")
    }

    /// Removing an entry that leaves one in a list of several lines takes that one's trailing
    /// comma, where the configuration asks for swift-format's trailing commas.
    @Test(arguments: [true, false])
    func aListLeftWithOneEntryLosesItsTrailingCommaWhereTheConfigurationSaysSo(configured: Bool) throws {
        let before = manifest(
            """
                    .target(
                        name: "Alpha",
                        dependencies: [
                            "Old",
                            "Core",
                        ]
                    ),
            """)
        let style =
            configured ? ManifestStyle(lineLength: 120, indentation: "    ", trailingCommas: true) : ManifestStyle()
        let after = try #require(ManifestEdit.removing("Old", from: "Alpha", in: before, style: style))
        #expect(after.contains(configured ? "\"Core\"\n" : "\"Core\",\n"), "\(after)")
    }
}

/// What `--fix` writes, held to the toolchain's own `swift format lint` under the package's
/// configuration: no more findings after the edit than before.
@Suite(.drivesSwiftPM)
struct ManifestLintTests {
    /// `swift format lint`'s findings in `text`, under `configuration` (none: swift-format's own,
    /// given as 120 columns and 4 spaces, as a package with no configuration is judged).
    func findings(in text: String, configuration: String) throws -> [String] {
        let folder = FixturePackage.temporaryFolder("isolation-lint")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(text.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        try Data(configuration.utf8).write(to: folder.appendingPathComponent(".swift-format"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "format", "lint", folder.appendingPathComponent("Package.swift").path]
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "swift format lint could not lint: \(said)")
        return said.split(separator: "\n").filter { $0.contains("warning:") || $0.contains("error:") }.map(String.init)
    }

    /// The linter judges: a line past the configured length is a finding.
    @Test func theLinterFindsALineTooLong() throws {
        let long = "let x = \"" + String(repeating: "x", count: 120) + "\"\n"
        #expect(try findings(in: long, configuration: Self.configurations[0]).count == 1)
    }

    static let lists: [String] = [
        #"        .target(name: "Alpha", dependencies: ["Core", .product(name: "Logging", package: "swift-log")], path: "A"),"#,
        #"        .target(name: "Alpha", dependencies: []),"#,
        "        .target(\n            name: \"Alpha\",\n            dependencies: [\"Core\", .product(name: \"Logging\", package: \"swift-log\")]\n        ),",
        "        .target(\n            name: \"Alpha\",\n            dependencies: [\n                \"Core\",\n                .product(name: \"Logging\", package: \"swift-log\"),\n            ]\n        ),",
        "        .target(\n            name: \"Alpha\",\n            dependencies: [\n                .product(\n                    name: \"Logging\",\n                    package: \"swift-log\"\n                ),\n            ]\n        ),",
    ]

    static let configurations: [String] = [
        #"{"lineLength": 120, "indentation": {"spaces": 4}}"#,
        #"{"lineLength": 80, "indentation": {"spaces": 4}}"#,
        #"{"lineLength": 100, "indentation": {"spaces": 4}, "lineBreakBeforeEachArgument": true}"#,
    ]

    @Test(arguments: lists, configurations)
    func whatFixWritesPassesTheFormatCheckWhereTheListDid(list: String, configuration: String) throws {
        let before = "let package = Package(\n    name: \"P\",\n    targets: [\n\(list)\n    ]\n)\n"
        let style = ManifestStyle.read(try #require(JSONTree.parse(configuration)))
        var after = try #require(
            ManifestEdit.adding(
                .product(name: "NIOTransportServices", package: "swift-nio-transport-services"),
                condition: ".when(platforms: [.macOS, .iOS, .tvOS, .watchOS])", to: "Alpha", in: before, style: style))
        after = try #require(ManifestEdit.adding(.target("Util"), to: "Alpha", in: after, style: style))
        let everywhere = ".macOS, .iOS, .macCatalyst, .tvOS, .watchOS, .visionOS, .linux, .windows, .android, .openbsd"
        after = try #require(
            ManifestEdit.adding(
                .product(name: "DequeModule", package: "swift-collections"),
                condition: ".when(platforms: [\(everywhere), .custom(\"freebsd\")])", to: "Alpha", in: after,
                style: style))
        let found = try findings(in: after, configuration: configuration)
        #expect(found.count <= (try findings(in: before, configuration: configuration)).count, "\(after)\n\(found)")
    }
}
