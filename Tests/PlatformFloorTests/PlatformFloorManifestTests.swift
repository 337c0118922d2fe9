import Foundation
import Testing

/// The floor read from a manifest's `platforms:`, and the small readers the check's report rests on.
struct PlatformFloorManifestTests {
    @Test func theFloorIsReadFromThePlatforms() throws {
        let floor = try PlatformFloor.declared(in: "    platforms: [.iOS(.v17), .macOS(.v14)],")
        #expect(floor == PlatformFloor(macOS: OSVersion(14), iOS: OSVersion(17)))
        #expect(floor.description == "macOS 14.0, iOS 17.0")
    }

    @Test func olderSpellingsAndStrings() throws {
        let floor = try PlatformFloor.declared(
            in: """
                platforms: [
                    .macOS(.v10_15),
                    .iOS("16.4.1"),
                ],
                """)
        #expect(floor == PlatformFloor(macOS: OSVersion(10, 15), iOS: OSVersion(16, 4, 1)))
    }

    @Test func aManifestWithoutAVersionForEachPlatformIsAnError() {
        #expect(throws: FloorCheckError.self) { try PlatformFloor.declared(in: "platforms: [.macOS(.v14)]") }
        #expect(throws: FloorCheckError.self) {
            try PlatformFloor.declared(in: "platforms: [.macOS(.v14), .iOS(something)]")
        }
    }

    @Test func versionsCompareByEachPart() {
        #expect(OSVersion(14) < OSVersion(14, 4))
        #expect(OSVersion(14, 4) < OSVersion(15))
        #expect(OSVersion(10, 15) < OSVersion(11))
        #expect(OSVersion(14, 4, 1).description == "14.4.1")
    }

    @Test func linesAreCountedFromByteOffsets() {
        let lines = SourceLines(Data("ab\ncé\n\nd".utf8))
        #expect(lines.line(atOffset: 0) == 1)
        #expect(lines.line(atOffset: 2) == 1, "the newline ends its line")
        #expect(lines.line(atOffset: 3) == 2)
        #expect(lines.line(atOffset: 7) == 3, "é is two bytes")
        #expect(lines.line(atOffset: 8) == 4)
    }

    @Test func thePackageNameIsSwiftPMs() {
        #expect(FloorCheck.packageName(of: URL(fileURLWithPath: "/work/main")) == "main")
        #expect(
            FloorCheck.packageName(of: URL(fileURLWithPath: "/src/Modular-Navigation.git")) == "modular_navigation_git")
    }
}
