#if canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// A `--data FILE`, shared by every session that names it and by the person who edits it.
///
/// Reading checks everything before anything is used. Every change is a small transaction
/// (``apply(_:reusing:)``): take the folder's lock, read the file as it is now, make the one change
/// to its text (only the link it touches is rewritten; every other byte, keys this program does not
/// know included, stays as it is), write the result to a new file beside it (an unpredictable name,
/// created exclusively, never through a symbolic link, with the original's mode and owner), flush
/// it, check that the file is still the one the change was made to, rename the new file over it
/// (through a symbolic link, onto the file it points to), flush the folder, and unlock. A reader,
/// or a kill at any instant, sees the old file or the new one, never a mix; and no session writes
/// back a stale copy over another's changes.
struct DataFile {
    let path: String

    /// The file as one reading found it: what it holds, where its links stand, and which bytes and
    /// which version on disk it was read from. A session keeps its last reading, so that a
    /// transaction that finds the same bytes again does not parse them again.
    struct Reading {
        let contents: DataFileContents
        let layout: DataFileLayout
        let size: Int
        /// A ``Digest`` of the bytes.
        let digest: UInt64
        let version: Version
    }

    /// Which version of the file is on disk, as `stat` tells it: it changes when the file is
    /// replaced, or written within a new tick of the file system's clock.
    struct Version: Equatable {
        let device: UInt64
        let inode: UInt64
        let size: Int64
        let modified: Int

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            modified = info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec
        }
    }

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

    /// The version on disk now, or `nil` when there is no file to `stat`.
    var version: Version? {
        var info = stat()
        return stat(target, &info) == 0 ? Version(info) : nil
    }

    /// The file's contents, or `nil` when there is no file yet. Anything that is not a readable,
    /// valid data file is an error naming the file, the problem and the JSON path or id at fault.
    func load() throws(DataFileError) -> DataFileContents? {
        try read(reusing: nil)?.contents
    }

    /// The file as it is now, or `nil` when there is none yet. When its bytes are those `last` was
    /// read from, `last`'s contents are kept rather than parsed again.
    func read(reusing last: Reading?) throws(DataFileError) -> Reading? {
        try snapshot(reusing: last)?.reading
    }

    /// The file as it is now, raw and checked; `nil` when there is none yet.
    private func snapshot(reusing last: Reading?) throws(DataFileError) -> Snapshot? {
        // What the path leads to as the kernel follows it, links such as /dev/stdin included: a
        // pipe, a device or a socket is refused here, not when a save cannot replace it.
        var followed = stat()
        if stat(path, &followed) == 0, let kind = Self.notRegular(followed) {
            throw error(kind)
        }
        let target = self.target
        let bytes: [UInt8]
        let info: stat
        do throws(SystemCallError) {
            (bytes, info) = try fileBytes(at: target)
        } catch where error.code == ENOENT {
            let folder = URL(fileURLWithPath: target).deletingLastPathComponent().path
            var folderInfo = stat()
            guard stat(folder, &folderInfo) == 0, folderInfo.st_mode & S_IFMT == S_IFDIR else {
                throw self.error("the folder \(VisibleText.make(folder)) does not exist")
            }
            return nil
        } catch {
            throw self.error("cannot be read (\(error))")
        }
        if let kind = Self.notRegular(info) { throw error(kind) }
        let digest = Digest.of([bytes[...]])
        if let last, last.size == bytes.count, last.digest == digest {
            let reading = Reading(contents: last.contents, layout: last.layout, size: bytes.count, digest: digest, version: Version(info))
            return Snapshot(bytes: bytes, info: info, reading: reading)
        }
        let contents: DataFileContents
        let layout: DataFileLayout
        do throws(DataFileReader.Failure) {
            (contents, layout) = try DataFileReader.read(bytes)
        } catch {
            switch error {
            case let .syntax(syntax): throw self.error("is not valid JSON: \(syntax)")
            case let .content(problem): throw self.error(problem)
            }
        }
        if let problem = contents.problem() { throw error(problem) }
        let reading = Reading(contents: contents, layout: layout, size: bytes.count, digest: digest, version: Version(info))
        return Snapshot(bytes: bytes, info: info, reading: reading)
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

    /// The file as one transaction read it: its bytes, what `fstat` said of them, and their reading.
    private struct Snapshot {
        let bytes: [UInt8]
        let info: stat
        let reading: Reading

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
            return file(at: target, holds: bytes)
        }
    }

    /// What a transaction writes: `edit` made to the file's text (the whole text, for a new file),
    /// and the contents and layout of the text after it.
    private struct Replacement {
        let edit: TextEdit
        let contents: DataFileContents
        let layout: DataFileLayout
    }

    /// How many times a transaction starts again when the file changed under it (an editor
    /// saved without the lock) before it gives up.
    static let attempts = 3

    /// Called right before a transaction checks the file one last time and replaces it: tests
    /// use it to save as an editor would, in the middle of a session's save.
    var beforeReplacing: (() -> Void)?

    /// Applies `change` to the file as it is now, in one locked transaction, and returns the
    /// reading of the file afterwards. `last` is the session's last reading, reused when the file
    /// still holds its bytes. A change the file no longer allows is refused with a
    /// ``DataChange/Conflict``; a change the file already holds writes nothing.
    func apply(_ change: DataChange, reusing last: Reading? = nil) throws(DataFileError) -> Reading {
        try transaction(reusing: last) { current throws(DataFileError) in
            guard let current else { throw error("is gone") }
            let made: (edit: TextEdit, contents: DataFileContents, layout: DataFileLayout)?
            do throws(DataChange.Conflict) {
                made = try change.edit(current.bytes, contents: current.reading.contents, layout: current.reading.layout)
            } catch {
                throw DataFileError(path: path, problem: "\(error.message); the change is not saved", isConflict: true)
            }
            return made.map { Replacement(edit: $0.edit, contents: $0.contents, layout: $0.layout) }
        }
    }

    /// Writes `contents` as the whole file: creates it, or replaces it. Keys the file had that the
    /// contents do not name are kept at the top level.
    func save(_ contents: DataFileContents) throws(DataFileError) {
        _ = try transaction(reusing: nil) { current throws(DataFileError) in
            var object = JSONObject()
            if let current, case let .object(members)? = try? JSONReader.parse(current.bytes) { object = members }
            for member in contents.json.members { object[member.key] = member.value }
            return try whole(object, replacing: current)
        }
    }

    /// Creates the file with `contents` unless it exists by the time the lock is taken (another
    /// session may have just created it).
    func createIfMissing(_ contents: DataFileContents) throws(DataFileError) {
        guard !exists else { return }
        _ = try transaction(reusing: nil) { current throws(DataFileError) in
            current == nil ? try whole(contents.json, replacing: nil) : nil
        }
    }

    /// `object` written as the whole file, in place of `current`, checked as a reading checks.
    private func whole(_ object: JSONObject, replacing current: Snapshot?) throws(DataFileError) -> Replacement {
        let text = Array(JSONWriter.text(of: .object(object)).utf8)
        do throws(DataFileReader.Failure) {
            let (contents, layout) = try DataFileReader.read(text)
            if let problem = contents.problem() { throw .content(problem) }
            return Replacement(edit: TextEdit(range: 0..<(current?.bytes.count ?? 0), replacement: text), contents: contents, layout: layout)
        } catch {
            throw self.error("would not be valid after the change (\(error)); it is not saved")
        }
    }

    /// Takes the folder's lock, reads the file as it is now, asks `update` for the replacement (`nil`:
    /// nothing to write), and replaces the file with it atomically. Returns the file's reading after.
    private func transaction(
        reusing last: Reading?, _ update: (Snapshot?) throws(DataFileError) -> Replacement?
    ) throws(DataFileError) -> Reading {
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

        var last = last
        for _ in 0..<Self.attempts {
            switch try attempt(update, reusing: last, target: target) {
            case let .saved(reading): return reading
            case let .changedMeanwhile(reading): last = reading
            }
        }
        throw error("changed on disk \(Self.attempts) times while this change was being saved (an editor saving without a lock?); the change is not saved")
    }

    /// How one try of a transaction ended: saved (or nothing to save), or not saved because the
    /// file changed between reading it and replacing it (with the reading that try made).
    private enum Outcome {
        case saved(Reading)
        case changedMeanwhile(Reading?)
    }

    /// One try of a transaction, with the lock held.
    private func attempt(
        _ update: (Snapshot?) throws(DataFileError) -> Replacement?, reusing last: Reading?, target: String
    ) throws(DataFileError) -> Outcome {
        let current = try snapshot(reusing: last)
        if let info = current?.info {
            guard info.st_nlink == 1 else {
                throw error("has \(info.st_nlink) hard links, and replacing it would split them (use a symbolic link instead)")
            }
            guard info.st_mode & 0o222 != 0 else { throw error("is read-only") }
        }
        guard let replacement = try update(current) else {
            guard let current else { throw error("is gone") }
            return .saved(current.reading)
        }
        let bytes = current?.bytes ?? []
        let edit = replacement.edit
        let pieces = [bytes[..<edit.range.lowerBound], edit.replacement[...], bytes[edit.range.upperBound...]]
        let mode = current.map { $0.info.st_mode & 0o7777 } ?? 0o644
        let stillCurrent = { [beforeReplacing] () -> Bool in
            beforeReplacing?()
            guard let current else {
                var info = stat()
                return stat(target, &info) != 0
            }
            return current.isCurrent(at: target)
        }
        let written: stat?
        do {
            written = try Self.replace(target, with: pieces, mode: mode, owner: current.map { ($0.info.st_uid, $0.info.st_gid) }, if: stillCurrent)
        } catch {
            throw self.error("cannot be saved (\(error))")
        }
        guard let written else { return .changedMeanwhile(current?.reading) }
        return .saved(Reading(
            contents: replacement.contents, layout: replacement.layout, size: Int(written.st_size),
            digest: Digest.of(pieces), version: Version(written)
        ))
    }

    /// Writes `pieces`, one after another, to a new file beside `target` and, if `stillCurrent`
    /// says the file is still the one the change was made to, renames it over `target` and returns
    /// what `fstat` said of the new file; otherwise removes it and returns `nil`. The window left to
    /// an editor that saves without the lock is the time between that last check and the rename.
    private static func replace(
        _ target: String, with pieces: [ArraySlice<UInt8>], mode: mode_t, owner: (uid_t, gid_t)?, if stillCurrent: () -> Bool
    ) throws(SystemCallError) -> stat? {
        let folder = URL(fileURLWithPath: target).deletingLastPathComponent().path
        let (temporary, descriptor) = try TemporaryFile.create(besides: target, mode: 0o600)
        defer { TemporaryFile.forget() }
        var written = stat()
        do throws(SystemCallError) {
            defer { close(descriptor) }
            // The original's owner where allowed (as root, or unchanged), and its mode exactly.
            if let (uid, gid) = owner { _ = fchown(descriptor, uid, gid) }
            guard fchmod(descriptor, mode) == 0 else { throw SystemCallError("chmod") }
            for piece in pieces {
                guard piece.withUnsafeBytes({ writeAll($0, to: descriptor) }) else { throw SystemCallError("write") }
            }
            guard fsync(descriptor) == 0 else { throw SystemCallError("fsync") }
            guard fstat(descriptor, &written) == 0 else { throw SystemCallError("stat") }
        } catch {
            unlink(temporary)
            throw error
        }
        guard stillCurrent() else {
            unlink(temporary)
            return nil
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
        return written
    }

    private func error(_ problem: String) -> DataFileError {
        DataFileError(path: path, problem: problem)
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
