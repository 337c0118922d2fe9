import CoreInterfaces
@testable import DataFile
import Foundation
import Testing
import FeatureTesting
import TestSupport

/// A save clears away the temporary files a killed session left, and nothing else: only names of
/// the exact shape the program makes, compared byte by byte.
struct TemporaryFileTests {
    @Test func onlyNamesOfTheProgramsOwnShapeAreRemoved() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("shop.json")
        try DataFile(path: path).save(.sample)
        let prefix = TemporaryFile.prefix(for: "shop.json")
        let own = prefix + "a1b2c3d4e5f6g7h8" + TemporaryFile.suffix
        let kept = [
            ".shop.json.walkthrough-notes.tmp",  // a person's
            prefix + "a1b2c3d4e5f6g7h8x" + TemporaryFile.suffix,  // one letter too many
            prefix + "A1B2C3D4E5F6G7H8" + TemporaryFile.suffix,  // not the program's letters
            prefix + "a1b2c3d4e5f6g7h8" + ".tmp.bak",  // another ending
        ]
        for name in [own] + kept {
            try Data("someone's".utf8).write(to: URL(fileURLWithPath: directory.path(name)))
        }
        try DataFile(path: path).save(.sample)
        #expect(try directory.files() == (kept + ["shop.json"]).sorted())
    }
}
