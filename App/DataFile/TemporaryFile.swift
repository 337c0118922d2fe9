#if canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// The new version of a data file, written beside it under an unpredictable name, created
/// exclusively and never through a symbolic link, then renamed over the real file.
///
/// While one exists, its path is kept where a signal handler can reach it, so an interrupt during a
/// save removes it (``removePendingOnSignal()``); one left by a killed session is removed by the
/// next session that takes the folder's lock (``removeStale(in:for:)``).
package enum TemporaryFile {
    /// How the names this program gives its temporary files for the data file `name` begin: they
    /// are `.NAME.walkthrough-RANDOM.tmp`, with `NAME` as ``shortened(_:)`` gives it.
    static func prefix(for name: String) -> String { ".\(shortened(name)).walkthrough-" }

    /// `name`, or for a name longer than 80 bytes its first 80 and a hash of the whole, so that a
    /// temporary name stays well under the 255-byte limit whatever the data file is called.
    static func shortened(_ name: String) -> String {
        guard name.utf8.count > 80 else { return name }
        var kept = String.UnicodeScalarView()
        var bytes = 0
        for scalar in name.unicodeScalars {
            bytes += String(scalar).utf8.count
            guard bytes <= 80 else { break }
            kept.append(scalar)
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return String(kept) + "~" + String(hash, radix: 16)
    }

    /// How the names of temporary files end.
    static let suffix = ".tmp"

    /// How many letters and digits the random part of a name has.
    static let randomLength = 16

    /// A fresh random part of a name: ``randomLength`` lowercase letters and digits.
    static func randomName() -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        var generator = SystemRandomNumberGenerator()
        return String((0..<randomLength).map { _ in alphabet[Int(generator.next(upperBound: UInt(alphabet.count)))] })
    }

    /// Creates a new, empty file beside `target` with `mode`, trying fresh names from `names` until
    /// one is free; anything already at a name (a file, a planted symbolic link) is left alone.
    static func create(
        besides target: String,
        mode: mode_t,
        names: () -> String = randomName,
        seam: SystemCallSeam? = nil
    ) throws(SystemCallError) -> (path: String, descriptor: Int32) {
        if seam.fails(.create) { throw SystemCallError("create") }
        let (directory, name) = (PathText.folder(of: target), PathText.name(of: target))
        for _ in 0..<100 {
            let path = directory + "/" + prefix(for: name) + names() + suffix
            remember(path)
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
            if descriptor >= 0 { return (path, descriptor) }
            forget()
            guard errno == EEXIST else { throw SystemCallError("create") }
        }
        throw SystemCallError("create", code: EEXIST)
    }

    /// Removes every temporary file this program left beside the data file `name` in `directory`.
    /// Called with the folder's lock held, when no other session can be writing one.
    static func removeStale(in directory: String, for name: String) {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for entry in entries where isOwn(entry, for: name) {
            unlink(directory + "/" + entry)
        }
    }

    /// Whether `entry` is exactly a name this program gives a temporary file of the data file
    /// `name`: the prefix, ``randomLength`` lowercase letters or digits, the suffix, compared byte by
    /// byte. A person's `.shop.json.walkthrough-notes.tmp` is not one.
    static func isOwn(_ entry: String, for name: String) -> Bool {
        let (bytes, head, tail) = (Array(entry.utf8), Array(prefix(for: name).utf8), Array(suffix.utf8))
        guard bytes.count == head.count + randomLength + tail.count,
            bytes.starts(with: head), bytes.suffix(tail.count).elementsEqual(tail)
        else { return false }
        return bytes[head.count..<head.count + randomLength].allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
    }

    // MARK: removal on a signal

    /// The temporary file being written, as a C string a signal handler may read; empty when none.
    private static let pending = PendingPath()

    /// A C string's buffer, allocated once and never freed, that a signal handler may read.
    /// Unchecked: writers take `lock` (a program saves from its data store's thread, one save at a
    /// time, but tests save from many); the signal handler reads without it, as no lock can serve
    /// a handler.
    private final class PendingPath: @unchecked Sendable {
        let bytes: UnsafeMutablePointer<CChar> = {
            let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(PATH_MAX) + 1)
            buffer.initialize(repeating: 0, count: Int(PATH_MAX) + 1)
            return buffer
        }()
        private let lock: UnsafeMutablePointer<pthread_mutex_t> = {
            let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
            pthread_mutex_init(lock, nil)
            return lock
        }()

        /// Changes the buffer, one writer at a time.
        func write(_ change: (UnsafeMutablePointer<CChar>) -> Void) {
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
            change(bytes)
        }
    }

    /// Keeps `path` where ``removePendingOnSignal()`` finds it: the temporary file now being written.
    static func remember(_ path: String) {
        pending.write { buffer in _ = path.withCString { strncpy(buffer, $0, Int(PATH_MAX)) } }
    }

    /// The temporary file is gone (renamed or removed).
    static func forget() {
        pending.write { $0[0] = 0 }
    }

    /// Removes the temporary file being written, if any. Async-signal-safe: for signal handlers.
    package static func removePendingOnSignal() {
        if pending.bytes[0] != 0 { unlink(pending.bytes) }
    }
}
