@testable import DataFile
import Foundation
import TestSupport
import Testing

/// A file that cannot be JSON is refused from its first bytes, however large: a 4 GB file of zeros
/// (sparse: it takes no disk) took 20 s and 4.2 GB of memory to be refused when it was read whole.
struct HugeFileTests {
    @Test func aHugeFileThatCannotBeJSONIsRefusedWithoutBeingReadWhole() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("shop.json")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 4 << 30)
        try handle.close()
        // The whole-file read is made to fail: a refusal from the first bytes never reaches it.
        let opened = Locked(false)
        var file = DataFile(path: path)
        file.seam = SystemCallSeam { call in
            guard call == .open else { return nil }
            opened.withValue { $0 = true }
            return EIO
        }
        do {
            _ = try file.load()
            Issue.record("a file of zeros was read as a data file")
        } catch {
            #expect(
                "\(error)"
                    == "\(path): is not valid JSON: line 1, column 1: unexpected character where a value should be")
        }
        #expect(!opened.current, "the file was opened to be read whole")
    }

    @Test(arguments: ["", "   \n", "{", "[1]", "\"text\"", "-1", "true"])
    func aStartThatCanBeJSONIsReadOn(start: String) {
        #expect(DataFileReader.refusal(ofStart: Array(start.utf8)) == nil)
    }
}
