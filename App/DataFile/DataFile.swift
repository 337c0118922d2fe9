import CoreInterfaces
#if canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// A `--data FILE`, shared by every session that names it and by the person who edits it.
///
/// Reading checks everything before anything is used. Every change is a small locked transaction
/// (``apply(_:reusing:)``) on the file as it is now, which rewrites only the link it touches:
/// every other byte, keys this program does not know included, stays as it is. A reader, or a kill
/// at any instant, sees the old file or the new one, never a mix; no session writes back a stale
/// copy over another's changes; the file keeps its mode and owner, and a symbolic link to it stays
/// a link. Docs/CommandLine.md, "Sharing a data file", lists the steps.
package struct DataFile: Sendable {
    /// The path as given.
    package let path: String

    /// The data file at `path`.
    package init(path: String) {
        self.path = path
    }

    /// The file as one reading found it: what it holds, where its links stand, and which bytes and
    /// which version on disk it was read from. A session keeps its last reading, so that a
    /// transaction that finds the same bytes again does not parse them again.
    package struct Reading: Sendable {
        let contents: DataFileContents
        let layout: DataFileLayout
        /// A ``Digest`` of the bytes.
        let digest: UInt64
        let version: Version
        /// The wall clock, in nanoseconds, just before the file was read (for a reading a save
        /// made, just before the rename): a write within the same tick of the file system's clock
        /// can leave `version` as it is (``FileClock``).
        let lookedAt: Int
        /// How close to `lookedAt` the file's change time must be for a later write to share it
        /// (``FileClock/tick(at:changed:)``), in nanoseconds.
        let tick: Int
        /// The digest of the reading this one was made from by one change, when a transaction
        /// changed the file it found; `nil` for a file read and parsed, or written whole.
        var editedFrom: UInt64?
        /// Why the folder could not be flushed to disk after a transaction replaced the file: the
        /// change is in the file, but a power cut could still undo it.
        var unflushed: SystemCallError?
    }

    /// Which version of the file is on disk, as `stat` tells it: it changes when the file is
    /// replaced, or written within a new tick of the file system's clock. The change time is the
    /// one nobody can set by hand: a modification time put back (`touch -r`) or an inode number
    /// used again still changes it. A write through a memory map may change neither time, which is
    /// why a save compares bytes as well.
    struct Version: Equatable, Sendable {
        let device: UInt64
        let inode: UInt64
        let size: Int64
        /// The modification and change times, in nanoseconds.
        let modified: Int
        let changed: Int

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            modified = FileClock.nanoseconds(info.st_mtim)
            changed = FileClock.nanoseconds(info.st_ctim)
        }
    }

    /// The path the data lives at: `path`, or, when `path` is a symbolic link, the file it leads to
    /// (which need not exist yet), as the kernel follows it: each destination joined to its link's
    /// folder as text, never normalised (``PathText``). It is still a symbolic link only when the
    /// chain cannot be followed (a loop, or a destination that is not UTF-8 text).
    var target: String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK,
                let destination = PathText.destination(ofLink: current)
            else { return current }
            current = destination
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
        return stat(target, &info) == 0 ? Version(seam.observed(info)) : nil
    }

    /// The file's contents, or `nil` when there is no file yet. Anything that is not a readable,
    /// valid data file is an error naming the file, the problem and the JSON path or id at fault.
    func load() throws(DataFileError) -> DataFileContents? {
        try read(reusing: nil)?.contents
    }

    /// The file as it is now, or `nil` when there is none yet. When its bytes are those `last` was
    /// read from, `last`'s contents are kept rather than parsed again.
    package func read(reusing last: Reading?) throws(DataFileError) -> Reading? {
        var tries = 1
        while true {
            let before = version
            do {
                return try snapshot(reusing: last)?.reading
            } catch  where error.isInvalid && tries < Self.attempts {
                guard changesSoon(from: before) else { throw error }
                tries += 1
            }
        }
    }

    /// Whether the file changed from `before` within a moment (``settleMicroseconds``): a file found
    /// invalid may be half-written by an editor that writes in place, and is read again if so.
    func changesSoon(from before: Version?) -> Bool {
        _ = seam?.before(.settle)
        usleep(Self.settleMicroseconds)
        return version != before
    }

    /// The file as it is now, raw and checked; `nil` when there is none yet.
    func snapshot(reusing last: Reading?) throws(DataFileError) -> Snapshot? {
        // What the path leads to as the kernel follows it, links such as /dev/stdin included: a
        // pipe, a device or a socket is refused here, not when a save cannot replace it.
        var followed = stat()
        if stat(path, &followed) == 0, let kind = Self.notRegular(followed) {
            throw error(kind)
        }
        let target = self.target
        var link = stat()
        if lstat(target, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
            throw error(
                "is a symbolic link this program cannot follow (a loop, or a destination that is not UTF-8 text)")
        }
        let bytes: [UInt8]
        let info: stat
        let refusedAt: Int?
        let lookedAt = seam.now()
        do throws(SystemCallError) {
            (bytes, info, refusedAt) = try fileBytes(
                at: target, seam: seam, checkingJSON: true, knownSize: last.map { Int($0.version.size) })
        } catch  where error.code == ENOENT {
            let folder = PathText.folder(of: target)
            var folderInfo = stat()
            guard stat(folder, &folderInfo) == 0, folderInfo.st_mode & S_IFMT == S_IFDIR else {
                throw self.error("the folder \(VisibleText.make(folder, limit: 200)) does not exist")
            }
            return nil
        } catch {
            throw self.error("cannot be read (\(error))")
        }
        if let kind = Self.notRegular(info) { throw error(kind) }
        // A file that cannot be JSON is refused once its first bad byte is read, without reading the
        // rest (one no larger than the last reading is read whole: it costs no more than that did):
        // the reader names that byte, from the bytes up to it.
        if refusedAt != nil {
            do throws(JSONReader.SyntaxError) {
                _ = try JSONReader.parse(bytes)
            } catch {
                throw DataFileError(path: path, problem: "is not valid JSON: \(error)", isInvalid: true)
            }
        }
        let digest = Digest.of([bytes[...]])
        let version = Version(info)
        let tick = FileClock.tick(at: target, changed: version.changed)
        if let last, last.version.size == Int64(bytes.count), last.digest == digest {
            let reading = Reading(
                contents: last.contents, layout: last.layout, digest: digest, version: version, lookedAt: lookedAt,
                tick: tick)
            return Snapshot(bytes: bytes, info: info, reading: reading)
        }
        let contents: DataFileContents
        let layout: DataFileLayout
        do throws(DataFileReader.Failure) {
            (contents, layout) = try DataFileReader.read(bytes)
        } catch {
            switch error {
            case let .syntax(syntax):
                throw DataFileError(path: path, problem: "is not valid JSON: \(syntax)", isInvalid: true)
            case let .content(problem): throw DataFileError(path: path, problem: problem, isInvalid: true)
            }
        }
        if let problem = contents.problem() { throw DataFileError(path: path, problem: problem, isInvalid: true) }
        let reading = Reading(
            contents: contents, layout: layout, digest: digest, version: version, lookedAt: lookedAt, tick: tick)
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
    struct Snapshot {
        let bytes: [UInt8]
        let info: stat
        let reading: Reading

        /// Whether the file at `target` is still this one: the same ``Version`` (device, inode,
        /// size, modification and change times) and the same bytes. The bytes decide in the end,
        /// because a write through a memory map can leave every time as it was. A file gone is
        /// not; a `stat` that fails otherwise throws.
        func isCurrent(at target: String, seam: SystemCallSeam?) throws(SystemCallError) -> Bool {
            guard let now = try DataFile.lastCheck(of: target, seam: seam), Version(now) == reading.version else {
                return false
            }
            return file(at: target, holds: bytes)
        }
    }

    /// What `stat` says of `target` at a transaction's last check before the rename, or `nil` when
    /// there is no file there; any other failure throws.
    static func lastCheck(of target: String, seam: SystemCallSeam?) throws(SystemCallError) -> stat? {
        var info = stat()
        if !seam.fails(.check), stat(target, &info) == 0 { return seam.observed(info) }
        guard errno == ENOENT || errno == ENOTDIR else { throw SystemCallError("stat") }
        return nil
    }

    /// How many times a transaction starts again when the file changed under it (an editor
    /// saved without the lock) before it gives up.
    static let attempts = 3

    /// Told, in one line, when a change has waited ``DirectoryLock/patience`` for the folder's lock.
    package var whileWaitingForLock: (@Sendable (String) -> Void)?
    /// The clock a change's wait for the lock is measured on before it is said (a test's own, in tests).
    package var clock: any Clock<Duration> = ContinuousClock()

    /// Where tests make a transaction's system calls fail or pause (``SystemCallSeam``); `nil`
    /// in the program.
    var seam: SystemCallSeam?

    /// `problem` as an error naming this file.
    func error(_ problem: String) -> DataFileError {
        DataFileError(path: path, problem: problem)
    }
}
