#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// Where a test steps into the system calls a data file's transactions make, as SQLite's tests do
/// through a file system of their own. Told of each call just before it is made, in order, the
/// seam lets it go (`nil`), makes it fail with an `errno` of its choosing without making it, or
/// pauses there, to act at that moment as another session or an editor would.
///
/// Only tests set one (``DataFile/seam``); the program makes every call as it is.
struct SystemCallSeam: Sendable {
    /// A system call of a transaction, as a test names it.
    enum Call: Sendable, CaseIterable {
        /// `flock` on the data file's folder.
        case lock
        /// `open` of the data file, to read it.
        case open
        /// `open` creating the new version beside it.
        case create
        /// `write` of the new version's bytes.
        case write
        /// `fsync` of the new version, before the rename.
        case syncFile
        /// `stat` of the data file, the last check that nobody changed it, just before the rename.
        case check
        /// `rename` of the new version over the data file.
        case rename
        /// `fsync` of the folder, after the rename, which makes the rename last.
        case syncFolder
    }

    /// Called before each call: an `errno` makes the call fail with it, unmade.
    let before: @Sendable (Call) -> Int32?

    /// A seam calling `before` ahead of every call.
    init(before: @escaping @Sendable (Call) -> Int32?) {
        self.before = before
    }
}

extension SystemCallSeam? {
    /// Whether the seam, if any, makes `call` fail; if so, `errno` says how.
    func fails(_ call: SystemCallSeam.Call) -> Bool {
        guard let code = self?.before(call) else { return false }
        errno = code
        return true
    }
}
