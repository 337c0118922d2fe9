#if canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// A `--data FILE`, shared by every session that names it and by the person who edits it.
///
/// Reading checks everything before anything is used. Every change is a small transaction
/// (``apply(_:)``): take the folder's lock, read the file as it is now, apply the one change to its
/// JSON (keeping every key this program does not know), write the result to a new file beside it
/// (an unpredictable name, created exclusively, never through a symbolic link, with the original's
/// mode and owner), flush it, rename it over the real file (through a symbolic link, onto the file
/// it points to), flush the folder, and unlock. A reader, or a kill at any instant, sees the old file
/// or the new one, never a mix; and no session writes back a stale copy over another's changes.
struct DataFile {
    let path: String

    /// The path the data lives at: `path`, or, when `path` is a symbolic link, the file it leads to
    /// (which need not exist yet).
    var target: String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK,
                  let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current)
            else { return current }
            current = destination.hasPrefix("/")
                ? destination
                : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(destination).path
        }
        return current
    }

    /// Whether there is a file at the path yet.
    var exists: Bool {
        var info = stat()
        return stat(target, &info) == 0
    }

    /// The file's contents, or `nil` when there is no file yet. Anything that is not a readable,
    /// valid data file is an error naming the file, the problem and the JSON path or id at fault.
    func load() throws(DataFileError) -> DataFileContents? {
        try read()?.contents
    }

    /// The file as it is now, raw and checked; `nil` when there is none yet.
    private func read() throws(DataFileError) -> Snapshot? {
        // What the path leads to as the kernel follows it, links such as /dev/stdin included: a
        // pipe, a device or a socket is refused here, not when a save cannot replace it.
        var followed = stat()
        if stat(path, &followed) == 0, let kind = Self.notRegular(followed) {
            throw error(kind)
        }
        let target = self.target
        var info = stat()
        guard stat(target, &info) == 0 else {
            guard errno == ENOENT else { throw error("cannot be read (\(SystemCallError("stat")))") }
            let folder = URL(fileURLWithPath: target).deletingLastPathComponent().path
            var folderInfo = stat()
            guard stat(folder, &folderInfo) == 0, folderInfo.st_mode & S_IFMT == S_IFDIR else {
                throw error("the folder \(VisibleText.make(folder)) does not exist")
            }
            return nil
        }
        if let kind = Self.notRegular(info) { throw error(kind) }
        guard let data = FileManager.default.contents(atPath: target) else {
            throw error("cannot be read (\(SystemCallError("open", code: access(target, R_OK) == 0 ? EIO : errno)))")
        }
        // First the JSON itself, exactly (line and column of what is wrong), then what it says.
        let value: JSONValue
        do {
            value = try JSONReader.parse(Array(data))
        } catch {
            throw self.error("is not valid JSON: \(error)")
        }
        let contents: DataFileContents
        do {
            contents = try JSONDecoder().decode(DataFileContents.self, from: data)
        } catch let decoding as DecodingError {
            throw error(Self.describe(decoding))
        } catch {
            throw self.error("is not valid JSON")
        }
        if let problem = contents.problem() { throw error(problem) }
        guard let object = value.object else { throw error("$: expected an object") }
        return Snapshot(object: object, contents: contents, info: info, data: data)
    }

    /// What is wrong with `info` for a data file, when it is not a regular file.
    private static func notRegular(_ info: stat) -> String? {
        switch info.st_mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "is a directory, not a data file"
        case S_IFIFO: "is a pipe, not a regular file"
        case S_IFCHR, S_IFBLK: "is a device, not a regular file"
        case S_IFSOCK: "is a socket, not a regular file"
        default: "is not a regular file"
        }
    }

    /// The file as one transaction read it: its JSON, its typed reading, its identity and its bytes.
    private struct Snapshot {
        let object: JSONObject
        let contents: DataFileContents
        let info: stat
        let data: Data

        /// Whether the file at `target` is still this one: the same device and inode, size,
        /// modification and change times to the nanosecond, and the same bytes.
        func isCurrent(at target: String) -> Bool {
            var now = stat()
            guard stat(target, &now) == 0 else { return false }
            guard now.st_dev == info.st_dev, now.st_ino == info.st_ino, now.st_size == info.st_size,
                  now.st_mtim.tv_sec == info.st_mtim.tv_sec, now.st_mtim.tv_nsec == info.st_mtim.tv_nsec,
                  now.st_ctim.tv_sec == info.st_ctim.tv_sec, now.st_ctim.tv_nsec == info.st_ctim.tv_nsec
            else { return false }
            // An editor can write the same size within one tick of the clock: compare the bytes too.
            return FileManager.default.contents(atPath: target) == data
        }
    }

    /// How many times a transaction starts again when the file changed under it (an editor
    /// saved without the lock) before it gives up.
    static let attempts = 3

    /// Called right before a transaction checks the file one last time and replaces it: tests
    /// use it to save as an editor would, in the middle of a session's save.
    var beforeReplacing: (() -> Void)?

    /// Applies `change` to the file as it is now, in one locked transaction, and returns what the
    /// file holds afterwards. A change the file no longer allows is refused with a ``DataChange/Conflict``.
    func apply(_ change: DataChange) throws(DataFileError) -> DataFileContents {
        try transaction { current throws(DataFileError) in
            guard let current else { throw error("is gone") }
            var object = current.object
            do throws(DataChange.Conflict) {
                try change.apply(to: &object, contents: current.contents)
            } catch {
                throw DataFileError(path: path, problem: "\(error.message); the change is not saved", isConflict: true)
            }
            return object
        }
    }

    /// Writes `contents` as the whole file: creates it, or replaces it. Keys the file had that the
    /// contents do not name are kept at the top level.
    func save(_ contents: DataFileContents) throws(DataFileError) {
        _ = try transaction { current throws(DataFileError) in
            var object = current?.object ?? [:]
            for member in contents.json.members { object[member.key] = member.value }
            return object
        }
    }

    /// Creates the file with `contents` unless it exists by the time the lock is taken (another
    /// session may have just created it).
    func createIfMissing(_ contents: DataFileContents) throws(DataFileError) {
        guard !exists else { return }
        _ = try transaction { current throws(DataFileError) in
            if let current { return current.object }
            return contents.json
        }
    }

    /// Takes the folder's lock, reads the file as it is now, asks `update` for the new JSON object,
    /// checks it, and replaces the file with it atomically. Returns what the file now holds.
    private func transaction(
        _ update: ((object: JSONObject, contents: DataFileContents, info: stat)?) throws(DataFileError) -> JSONObject
    ) throws(DataFileError) -> DataFileContents {
        let target = self.target
        let folder = URL(fileURLWithPath: target).deletingLastPathComponent().path
        let lock: DirectoryLock
        do {
            lock = try DirectoryLock(folder)
        } catch {
            throw self.error("cannot be changed: its folder \(VisibleText.make(folder)) cannot be locked (\(error))")
        }
        defer { withExtendedLifetime(lock) {} }
        TemporaryFile.removeStale(in: folder, for: URL(fileURLWithPath: target).lastPathComponent)

        for _ in 0..<Self.attempts {
            if let contents = try attempt(update, target: target) { return contents }
        }
        throw error("changed on disk \(Self.attempts) times while this change was being saved (an editor saving without a lock?); the change is not saved")
    }

    /// One try of a transaction, with the lock held: the new contents, or `nil` when the file
    /// changed between reading it and replacing it, in which case nothing was written.
    private func attempt(
        _ update: ((object: JSONObject, contents: DataFileContents, info: stat)?) throws(DataFileError) -> JSONObject,
        target: String
    ) throws(DataFileError) -> DataFileContents? {
        let current = try read()
        if let info = current?.info {
            guard info.st_nlink == 1 else {
                throw error("has \(info.st_nlink) hard links, and replacing it would split them (use a symbolic link instead)")
            }
            guard info.st_mode & 0o222 != 0 else { throw error("is read-only") }
        }
        let object = try update(current.map { ($0.object, $0.contents, $0.info) })
        let data = Data(JSONWriter.text(of: .object(object)).utf8)
        let contents: DataFileContents
        do {
            contents = try JSONDecoder().decode(DataFileContents.self, from: data)
        } catch {
            throw self.error("would not be valid after the change; it is not saved")
        }
        if let problem = contents.problem() { throw error("would not be valid after the change (\(problem)); it is not saved") }

        let mode = current.map { $0.info.st_mode & 0o7777 } ?? 0o644
        let stillCurrent = { [beforeReplacing] () -> Bool in
            beforeReplacing?()
            guard let current else {
                var info = stat()
                return stat(target, &info) != 0
            }
            return current.isCurrent(at: target)
        }
        do {
            let replaced = try Self.replace(target, with: data, mode: mode, owner: current.map { ($0.info.st_uid, $0.info.st_gid) }, if: stillCurrent)
            return replaced ? contents : nil
        } catch {
            throw self.error("cannot be saved (\(error))")
        }
    }

    /// Writes `data` to a new file beside `target` and, if `stillCurrent` says the file is still the
    /// one the change was applied to, renames it over `target`; otherwise removes it and returns
    /// `false`. The window left to an editor that saves without the lock is the time between that
    /// last check and the rename.
    private static func replace(_ target: String, with data: Data, mode: mode_t, owner: (uid_t, gid_t)?, if stillCurrent: () -> Bool) throws(SystemCallError) -> Bool {
        let folder = URL(fileURLWithPath: target).deletingLastPathComponent().path
        let (temporary, descriptor) = try TemporaryFile.create(besides: target, mode: 0o600)
        defer { TemporaryFile.forget() }
        do throws(SystemCallError) {
            defer { close(descriptor) }
            // The original's owner where allowed (as root, or unchanged), and its mode exactly.
            if let (uid, gid) = owner { _ = fchown(descriptor, uid, gid) }
            guard fchmod(descriptor, mode) == 0 else { throw SystemCallError("chmod") }
            try write(data, to: descriptor)
            guard fsync(descriptor) == 0 else { throw SystemCallError("fsync") }
        } catch {
            unlink(temporary)
            throw error
        }
        guard stillCurrent() else {
            unlink(temporary)
            return false
        }
        guard rename(temporary, target) == 0 else {
            let error = SystemCallError("rename")
            unlink(temporary)
            throw error
        }
        let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directory >= 0 {
            fsync(directory)
            close(directory)
        }
        return true
    }

    private static func write(_ data: Data, to descriptor: Int32) throws(SystemCallError) {
        guard data.withUnsafeBytes({ writeAll($0, to: descriptor) }) else { throw SystemCallError("write") }
    }

    private func error(_ problem: String) -> DataFileError {
        DataFileError(path: path, problem: problem)
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
        let name = String(describing: type)
        if type is String.Type { return "a string" }
        if name.hasPrefix("Array<") || name.hasPrefix("[") { return "an array" }
        if name.hasPrefix("Dictionary<") { return "an object" }
        return name
    }
}

/// A data file that cannot be used or changed, in one line naming the file.
struct DataFileError: Error, Equatable, CustomStringConvertible {
    let path: String
    let problem: String
    /// Whether the file refused a change because what it names is gone (the session should
    /// refresh, not keep the change).
    var isConflict = false

    var description: String { "\(VisibleText.make(path)): \(problem)" }
}

/// A failed system call, with the reason `errno` gives.
struct SystemCallError: Error, CustomStringConvertible {
    let operation: String
    let code: Int32

    init(_ operation: String, code: Int32 = errno) {
        self.operation = operation
        self.code = code
    }

    var description: String {
        switch code {
        case EACCES, EPERM: "permission denied"
        case ENOSPC: "no space left on the device"
        case EROFS: "the file system is read-only"
        case EDQUOT: "the disk quota is exceeded"
        default: "\(operation): \(String(cString: strerror(code)))"
        }
    }
}
