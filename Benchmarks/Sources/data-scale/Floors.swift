import Foundation

/// The least a program can spend on a data file of this size: parsing it with a parser at hand,
/// and writing its bytes safely. Each returns seconds.
enum Floors {
    private struct Asset: Decodable { let id, name, status, category: String }
    private struct Issue: Decodable { let id, title, status, description: String }
    private struct Link: Decodable { let assetID, issueID: String }
    private struct File: Decodable {
        let assets: [Asset]
        let issues: [Issue]
        let links: [Link]
    }

    /// Reading the file and decoding it with Foundation's `JSONDecoder` into plain `Decodable`
    /// structs of the records (nothing kept of the keys it does not know).
    static func jsonDecoder(_ path: String) throws -> Double {
        try seconds {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let file = try JSONDecoder().decode(File.self, from: data)
            guard !file.assets.isEmpty else { throw FloorError.empty }
        }
    }

    /// Reading the file and parsing it with Foundation's `JSONSerialization` into untyped values.
    static func jsonSerialization(_ path: String) throws -> Double {
        try seconds {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            guard try JSONSerialization.jsonObject(with: data) is [String: Any] else { throw FloorError.empty }
        }
    }

    /// The least any safe save of the whole file costs, as a save does it: the file's bytes
    /// (already in memory) written to a temporary file, `fsync`, renamed over an existing file of
    /// the same size (freeing the old one's blocks is part of a save), and the folder `fsync`ed.
    static func replaceFsync(_ path: String) throws -> Double {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let scratch = path + ".floor"
        defer { unlink(scratch) }
        // The file the rename replaces: the same size, on disk before the clock starts.
        try writeFlushed(data, to: scratch)
        let folder = (path as NSString).deletingLastPathComponent
        return try seconds {
            let temporary = path + ".floor-tmp"
            try writeFlushed(data, to: temporary)
            guard rename(temporary, scratch) == 0 else { throw FloorError.system("rename") }
            let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard directory >= 0 else { throw FloorError.system("open the folder") }
            defer { close(directory) }
            guard fsync(directory) == 0 else { throw FloorError.system("fsync the folder") }
        }
    }

    /// `data` in a new file at `path`, flushed to the disk.
    private static func writeFlushed(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FloorError.system("open") }
        defer { close(descriptor) }
        let written = data.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == data.count, fsync(descriptor) == 0 else { throw FloorError.system("write") }
    }

    private static func seconds(_ work: () throws -> Void) throws -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try work()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    enum FloorError: Error {
        case empty
        case system(String)
    }
}
