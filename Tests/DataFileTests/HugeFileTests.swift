@testable import DataFile
import Foundation
import FeatureTesting
import TestSupport
import Testing

/// A file that cannot be JSON is refused once its first bad byte is read, however large it is and
/// whatever it starts with: a 2 GB file that starts with `{` took 3 to 8 s and 2.1 GB of memory to
/// be refused when it was read whole before its first byte past `{` was looked at. Sparse files:
/// they take no disk.
struct HugeFileTests {
    /// A sparse file of `size` bytes at a new path, starting with `start`, and the pieces of it
    /// a load reads before it answers, with its answer.
    static func load(_ start: String, size: Int) throws -> (pieces: Int, error: String?) {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("shop.json")
        #expect(FileManager.default.createFile(atPath: path, contents: Data(start.utf8)))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(size))
        try handle.close()
        let pieces = Locked(0)
        var file = DataFile(path: path)
        file.seam = SystemCallSeam { call in
            if call == .read { pieces.withValue { $0 += 1 } }
            return nil
        }
        do {
            _ = try file.load()
            return (pieces.current, nil)
        } catch {
            return (pieces.current, "\(error)".replacingOccurrences(of: path, with: "FILE"))
        }
    }

    @Test(arguments: [
        ("", "FILE: is not valid JSON: line 1, column 1: unexpected character where a value should be"),
        ("{", "FILE: is not valid JSON: line 1, column 2: expected a key in quotes"),
        (
            "2024-01-01 12:00 started\n",
            "FILE: is not valid JSON: line 1, column 5: unexpected text after the JSON value"
        ),
        (
            "{\"assets\": [{\"id\": \"A",
            "FILE: is not valid JSON: line 1, column 22: a control character must be escaped in a string"
        ),
    ])
    func aHugeFileThatCannotBeJSONIsRefusedAtItsFirstBadByte(start: String, error: String) throws {
        let (pieces, said) = try Self.load(start, size: 2 << 30)
        #expect(said == error)
        #expect(pieces == 1, "read \(pieces) pieces of a mebibyte, not one")
    }
}

/// A huge file swapped in mid-session (larger than the session's last reading) is refused the same
/// way; one no larger than that reading is read whole, as the reading was.
struct HugeFileSwappedInTests {
    @Test func aHugeFileSwappedInMidSessionIsRefusedAtItsFirstBadByte() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("shop.json")
        try DataFile(path: path).save(.sample)
        let reading = try #require(try DataFile(path: path).read(reusing: nil))
        #expect(FileManager.default.createFile(atPath: path, contents: Data("{".utf8)))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 2 << 30)
        try handle.close()
        let pieces = Locked(0)
        var file = DataFile(path: path)
        file.seam = SystemCallSeam { call in
            if call == .read { pieces.withValue { $0 += 1 } }
            return nil
        }
        #expect(throws: DataFileError.self) { _ = try file.read(reusing: reading) }
        #expect(pieces.current == 1, "read \(pieces.current) pieces of a mebibyte, not one")
    }
}
