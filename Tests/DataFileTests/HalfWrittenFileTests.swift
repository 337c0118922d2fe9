@testable import DataFile
import Foundation
import FeatureTesting
import TestSupport
import Testing

/// A file read while an editor is half-way through saving it in place is read again once the editor
/// is done, at start as in a save; one that stays invalid is said to be.
struct HalfWrittenFileTests {
    static let whole = Array(
        #"{"assets": [{"id": "A1", "name": "Lathe", "status": "In service", "category": "Tools"}], "issues": [], "links": []}"#
            .utf8)

    /// An editor that truncates the file and writes it in two pieces: the first as the program
    /// opens the file, the second (if `finishes`) while the program waits for it to settle.
    static func editor(at path: String, finishes: Bool) -> SystemCallSeam {
        let step = Locked(0)
        return SystemCallSeam { call in
            switch (call, step.current) {
            case (.open, 0):
                step.withValue { $0 = 1 }
                write(whole[..<40], to: path, truncating: true)
            case (.settle, 1) where finishes:
                step.withValue { $0 = 2 }
                write(whole[40...], to: path, truncating: false)
            default: break
            }
            return nil
        }
    }

    static func write(_ bytes: ArraySlice<UInt8>, to path: String, truncating: Bool) {
        let descriptor = open(path, O_WRONLY | (truncating ? O_TRUNC : O_APPEND))
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    }

    @Test func aStartDuringAnEditorsSaveReadsTheFileOnceTheEditorIsDone() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("shop.json")
        try DataFile(path: path).save(.sample)
        var file = DataFile(path: path)
        file.seam = Self.editor(at: path, finishes: true)

        let reading = try #require(try file.read(reusing: nil))

        #expect(reading.contents.assets.map(\.name) == ["Lathe"])
    }

    @Test func aFileLeftHalfWrittenIsSaidToBeInvalid() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("shop.json")
        try DataFile(path: path).save(.sample)
        var file = DataFile(path: path)
        file.seam = Self.editor(at: path, finishes: false)

        #expect {
            _ = try file.read(reusing: nil)
        } throws: { error in
            (error as? DataFileError)?.isInvalid == true && "\(error)".contains("is not valid JSON")
        }
    }
}
