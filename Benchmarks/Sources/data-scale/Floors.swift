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

    /// Writing the file's bytes (already in memory) to a new file beside it, `fsync`, and renaming
    /// it over a scratch name: the least any safe save of the whole file costs.
    static func writeFsyncRename(_ path: String) throws -> Double {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let scratch = path + ".floor"
        defer { unlink(scratch) }
        return try seconds {
            let temporary = path + ".floor-tmp"
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw FloorError.system("open") }
            let written = data.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            let synced = fsync(descriptor)
            close(descriptor)
            guard written == data.count, synced == 0, rename(temporary, scratch) == 0 else { throw FloorError.system("write") }
        }
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
