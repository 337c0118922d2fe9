@testable import IsolationCheck
import Testing

/// `--fix`'s own edits: each reads like the entries around it, and touches nothing else.
struct ManifestEditTests {
    func manifest(_ targets: String) -> String {
        "let package = Package(\n    name: \"P\",\n    targets: [\n\(targets)\n    ]\n)\n"
    }

    @Test func aNameJoinsAOneLineListOfNamesAsAName() throws {
        let before = manifest(#"        .target(name: "Alpha", dependencies: ["Core"]),"#)
        let after = try #require(ManifestEdit.adding(.target("Util"), to: "Alpha", in: before))
        #expect(after == manifest(#"        .target(name: "Alpha", dependencies: ["Core", "Util"]),"#))
    }

    @Test func aOneLineListLosesItsTrailingCommaAndGetsASpace() throws {
        let before = manifest(#"        .target(name: "Alpha", dependencies: ["M11",.target(name: "M9"),]),"#)
        let after = try #require(
            ManifestEdit.adding(.product(name: "NIO", package: "swift-nio"), to: "Alpha", in: before))
        #expect(
            after
                == manifest(
                    #"        .target(name: "Alpha", dependencies: ["M11",.target(name: "M9"), .product(name: "NIO", package: "swift-nio")]),"#
                ))
    }

    @Test(arguments: [true, false])
    func aListOfOneEntryALineGetsALineIndentedAsTheLast(trailingComma: Bool) throws {
        let comma = trailingComma ? "," : ""
        let before = manifest(
            """
                    .target(
                        name: "Alpha",
                        dependencies: [
                            .target(name: "Core"),
                            .product(name: "Logging", package: "swift-log")\(comma)
                        ]
                    ),
            """)
        let after = try #require(
            ManifestEdit.adding(.product(name: "DequeModule", package: "swift-collections"), to: "Alpha", in: before))
        #expect(
            after
                == manifest(
                    """
                            .target(
                                name: "Alpha",
                                dependencies: [
                                    .target(name: "Core"),
                                    .product(name: "Logging", package: "swift-log"),
                                    .product(name: "DequeModule", package: "swift-collections")\(comma)
                                ]
                            ),
                    """))
    }

    /// swift-openapi-generator writes two entries on some lines of a list: a new entry is indented
    /// as they are, not 4 spaces from the margin.
    @Test func aListOfTwoEntriesALineGetsALineIndentedAsTheirs() throws {
        let before = manifest(
            """
                    .target(
                        name: "Alpha",
                        dependencies: [
                            "Core", "Util",
                            .product(name: "Logging", package: "swift-log"), "Beta",
                        ]
                    ),
            """)
        let after = try #require(
            ManifestEdit.adding(.product(name: "DequeModule", package: "swift-collections"), to: "Alpha", in: before))
        #expect(
            after
                == before.replacingOccurrences(
                    of: #""Beta",\#n"#,
                    with: #""Beta",\#n                .product(name: "DequeModule", package: "swift-collections"),\#n"#)
        )
    }

    /// A one-line declaration whose list would pass the line length (120 where the package has no
    /// `.swift-format`) is written an argument a line and its list an entry a line, one step of the
    /// file's own indentation in, a comma after each entry, as swift-format accepts it.
    @Test func aOneLineDeclarationThatWouldPassTheLineLengthIsWrittenAnArgumentALine() throws {
        let before = manifest(
            #"        .target(name: "Alpha", dependencies: ["Core", .product(name: "Logging", package: "swift-log")], path: "A"),"#
        )
        let after = try #require(
            ManifestEdit.adding(.product(name: "DequeModule", package: "swift-collections"), to: "Alpha", in: before))
        #expect(
            after
                == manifest(
                    """
                            .target(
                                name: "Alpha",
                                dependencies: [
                                    "Core",
                                    .product(name: "Logging", package: "swift-log"),
                                    .product(name: "DequeModule", package: "swift-collections"),
                                ],
                                path: "A"
                            ),
                    """))
        #expect(after.split(separator: "\n").allSatisfy { $0.count <= 120 })
    }

    /// The line length is the package's own: a list within 200 columns stays on its line where
    /// `.swift-format` allows 200, whatever the longest line of the file.
    @Test func aOneLineListWithinTheConfiguredLineLengthStaysOnItsLine() throws {
        let before = manifest(
            #"        .target(name: "Alpha", dependencies: ["Core", .product(name: "Logging", package: "swift-log")], path: "A"),"#
        )
        let after = try #require(
            ManifestEdit.adding(
                .product(name: "DequeModule", package: "swift-collections"), to: "Alpha", in: before,
                style: ManifestStyle(lineLength: 200)))
        #expect(
            after
                == before.replacingOccurrences(
                    of: #"package: "swift-log")]"#,
                    with: #"package: "swift-log"), .product(name: "DequeModule", package: "swift-collections")]"#))
    }

    /// A package's `.package(…)` entry goes with its comma and its line; one named by URL is found
    /// by SwiftPM's identity (last component, lowercased, no `.git`), never a neighbour whose name
    /// it starts.
    @Test func aPackageEntryGoesWithItsCommaAndLine() throws {
        let before = """
            let package = Package(
                name: "P",
                dependencies: [
                    .package(url: "https://github.com/apple/swift-metrics-extras.git", from: "1.0.0"),
                    .package(url: "https://github.com/apple/Swift-Metrics.git", from: "2.0.0"),
                    .package(path: "../swift-log"),
                ],
                targets: [.target(name: "A", dependencies: [.product(name: "Metrics", package: "swift-metrics")])]
            )
            """
        let after = try #require(ManifestEdit.removingPackage("swift-metrics", in: before))
        #expect(
            after
                == before.replacingOccurrences(
                    of: "        .package(url: \"https://github.com/apple/Swift-Metrics.git\", from: \"2.0.0\"),\n",
                    with: ""))
        #expect(ManifestEdit.removingPackage("swift-log", in: before)?.contains("../swift-log") == false)
        #expect(ManifestEdit.removingPackage("swift-nio", in: before) == nil)
    }

    @Test func anEmptyListGetsTheEntryAlone() throws {
        let after = ManifestEdit.adding(
            .target("Core"), to: "Alpha", in: manifest(#"        .target(name: "Alpha", dependencies: []),"#))
        #expect(after == manifest(#"        .target(name: "Alpha", dependencies: [.target(name: "Core")]),"#))
    }

    @Test func onlyTheTargetsOwnDeclarationIsEdited() throws {
        let before = manifest(
            """
                    // .target(name: "Alpha", dependencies: ["Nope"]),
                    .target(name: "Beta", dependencies: [.target(name: "Alpha", condition: .when(platforms: [.linux]))]),
                    .testTarget(name: "Alpha", dependencies: ["Core"]),
            """)
        let after = try #require(ManifestEdit.adding(.target("Util"), to: "Alpha", in: before))
        #expect(
            after
                == before.replacingOccurrences(of: #"dependencies: ["Core"]"#, with: #"dependencies: ["Core", "Util"]"#)
        )
    }

    @Test func aTargetWithoutALiteralListIsLeftToSwiftPM() {
        #expect(
            ManifestEdit.adding(.target("Util"), to: "Alpha", in: manifest(#"        .target(name: "Alpha"),"#)) == nil)
        #expect(
            ManifestEdit.adding(
                .target("Util"), to: "Alpha", in: manifest(#"        .target(name: "Alpha", dependencies: shared),"#))
                == nil)
        #expect(
            ManifestEdit.adding(
                .target("Util"), to: "Missing", in: manifest(#"        .target(name: "Alpha", dependencies: []),"#))
                == nil)
    }

    @Test(arguments: [
        (#"["Core", "Util", "Old"]"#, #"["Core", "Util"]"#),
        (#"["Old", "Core"]"#, #"["Core"]"#),
        (#"["Core", .product(name: "Old", package: "p"), "Util"]"#, #"["Core", "Util"]"#),
        (#"["Old"]"#, "[]"),
    ])
    func anEntryOnALineGoesWithItsComma(list: String, expected: String) throws {
        let after = ManifestEdit.removing(
            "Old", from: "Alpha", in: manifest("        .target(name: \"Alpha\", dependencies: \(list)),"))
        #expect(after == manifest("        .target(name: \"Alpha\", dependencies: \(expected)),"))
    }

    @Test func anEntryAloneOnItsLineGoesWithItsLine() throws {
        let before = manifest(
            """
                    .target(
                        name: "Alpha",
                        dependencies: [
                            "Core",
                            .target(name: "Old", condition: .when(platforms: [.linux])),
                            "Util",
                        ]
                    ),
            """)
        let after = try #require(ManifestEdit.removing("Old", from: "Alpha", in: before))
        #expect(
            after
                == before.replacingOccurrences(
                    of: "                .target(name: \"Old\", condition: .when(platforms: [.linux])),\n", with: ""))
    }

    @Test func anEntryMadeFromAVariableIsNotRemoved() {
        #expect(
            ManifestEdit.removing(
                "Old", from: "Alpha", in: manifest(#"        .target(name: "Alpha", dependencies: ["Core", old]),"#))
                == nil)
        #expect(
            ManifestEdit.removing(
                "Old", from: "Alpha",
                in: manifest(#"        .target(name: "Alpha", dependencies: names.map { .target(name: $0) }),"#)) == nil
        )
    }

    @Test func theDiffShowsTheChangedLinesWithContext() {
        let before = (1...10).map { "line \($0)" }.joined(separator: "\n")
        let after = before.replacingOccurrences(of: "line 5", with: "line five")
        #expect(
            UnifiedDiff.text(from: before, to: after, file: "Package.swift") == """
                --- a/Package.swift
                +++ b/Package.swift
                @@ -2,7 +2,7 @@
                 line 2
                 line 3
                 line 4
                -line 5
                +line five
                 line 6
                 line 7
                 line 8

                """)
        #expect(UnifiedDiff.text(from: before, to: before, file: "Package.swift").isEmpty)
    }
}
