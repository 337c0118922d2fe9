import Foundation

/// Reads and writes a `--data FILE`. Reading checks everything before anything is used;
/// writing is atomic: a temporary file in the same directory, flushed to disk, renamed over the old.
struct DataFile {
    let path: String

    /// Whether there is anything at the path.
    var exists: Bool {
        FileManager.default.fileExists(atPath: path)
    }

    /// The file's contents, or `nil` when there is no file. Invalid contents are an error naming
    /// the file, the problem and the JSON path or id at fault.
    func load() throws(DataFileError) -> DataFileContents? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        guard !isDirectory.boolValue else {
            throw DataFileError(path: path, problem: "is a directory, not a data file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw DataFileError(path: path, problem: "cannot be read (\(SystemCallError("open")))")
        }
        let contents: DataFileContents
        do {
            contents = try JSONDecoder().decode(DataFileContents.self, from: data)
        } catch let error as DecodingError {
            throw DataFileError(path: path, problem: Self.describe(error))
        } catch {
            throw DataFileError(path: path, problem: "is not valid JSON")
        }
        if let problem = contents.problem() {
            throw DataFileError(path: path, problem: problem)
        }
        return contents
    }

    /// Replaces the file with `contents`, atomically: a reader (or a kill at any instant) sees
    /// either the old file or the new one, never a mix.
    func save(_ contents: DataFileContents) throws(DataFileError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do {
            data = try encoder.encode(contents)
        } catch {
            throw DataFileError(path: path, problem: "cannot be encoded (\(error))")
        }
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let temporary = directory + "/." + url.lastPathComponent + ".\(getpid()).tmp"
        do {
            try Self.writeAndFlush(data + Data("\n".utf8), to: temporary)
            guard rename(temporary, path) == 0 else { throw SystemCallError("rename") }
            try Self.flushDirectory(directory)
        } catch {
            unlink(temporary)
            throw DataFileError(path: path, problem: "cannot be saved (\(error))")
        }
    }

    private static func writeAndFlush(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw SystemCallError("open") }
        defer { close(descriptor) }
        try data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0, errno != EINTR { throw SystemCallError("write") }
                offset += max(written, 0)
            }
        }
        guard fsync(descriptor) == 0 else { throw SystemCallError("fsync") }
    }

    private static func flushDirectory(_ path: String) throws {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw SystemCallError("open directory") }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw SystemCallError("fsync directory") }
    }

    /// A decoding error as a JSON path and what is wrong there.
    static func describe(_ error: DecodingError) -> String {
        switch error {
        case let .keyNotFound(key, context):
            return "\(jsonPath(context.codingPath + [key])): missing field \"\(key.stringValue)\""
        case let .typeMismatch(type, context):
            return "\(jsonPath(context.codingPath)): expected \(describe(type))"
        case let .valueNotFound(type, context):
            return "\(jsonPath(context.codingPath)): expected \(describe(type)), found null"
        case let .dataCorrupted(context):
            return context.codingPath.isEmpty
                ? "is not valid JSON"
                : "\(jsonPath(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "cannot be decoded"
        }
    }

    private static func jsonPath(_ path: [any CodingKey]) -> String {
        "$" + path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is [Any].Type: "an array"
        case is [String: Any].Type: "an object"
        default: "\(type)"
        }
    }
}

/// A data file that cannot be used, in one line naming the file.
struct DataFileError: Error, Equatable, CustomStringConvertible {
    let path: String
    let problem: String

    var description: String { "\(path): \(problem)" }
}

/// A failed system call, with the reason `errno` gives.
struct SystemCallError: Error, CustomStringConvertible {
    let operation: String
    let code: Int32

    init(_ operation: String) {
        self.operation = operation
        self.code = errno
    }

    var description: String { "\(operation): \(String(cString: strerror(code)))" }
}
