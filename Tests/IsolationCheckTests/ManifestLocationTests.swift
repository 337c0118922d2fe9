import Foundation
@testable import IsolationCheck
import Testing

/// A dependency's finding points at that entry, in its own target's declaration: not at another
/// target's `.target(name: "X", condition: …)` entry that names the target first, as in
/// swift-crypto's manifest; a target made in a loop points at the nearest line that names it.
struct ManifestLocationTests {
    static let manifest = """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
            name: "Crypto",
            targets: [
                .target(
                    name: "Crypto",
                    dependencies: [
                        .target(name: "CShims", condition: .when(platforms: [.linux])),
                        "CBoring",
                    ]
                ),
                .target(name: "CBoring"),
                .target(
                    name: "CShims",
                    dependencies: ["CBoring"]
                ),
            ]
        )
        for name in ["Extra"] {
            package.targets.append(.target(name: name, dependencies: ["CBoring"]))
        }
        """

    @Test func anEntryPointsIntoItsOwnTargetsDeclaration() {
        let place = ManifestCheck.location(of: "CBoring", inTarget: "CShims", manifest: Self.manifest)
        #expect(place.line == 17, "line \(place.line): not line 10, the entry in Crypto's dependencies")
        #expect(place.column == 28)
    }

    @Test func aTargetMadeInALoopPointsAtTheLineThatNamesIt() {
        let place = ManifestCheck.location(of: "CBoring", inTarget: "Extra", manifest: Self.manifest)
        #expect(place.line == 21 && place.column == 14, "\(place)")
    }

    @Test func bracketsInsideStringsAndCommentsAreNotCounted() {
        let lines = ["dependencies: [ // ] not a close", "\"]\",", "],", "name: \"X\""]
        #expect(ManifestCheck.dependencyListLines(lines) == [1, 2])
    }
}
