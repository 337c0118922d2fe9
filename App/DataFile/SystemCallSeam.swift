#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// Where a test steps into the system calls a data file's transactions make, as SQLite's tests do
/// through a file system of their own. Told of each call just before it is made, in order, the
/// seam lets it go (`nil`), makes it fail with an `errno` of its choosing without making it, or
/// pauses there, to act at that moment as another session or an editor would. It can also stand
/// in for the clock and for a file system whose times are coarser than this one's, the two things
/// a test cannot choose on a real disk.
///
/// Only tests set one (``DataFile/seam``); the program makes every call as it is.
struct SystemCallSeam: Sendable {
    /// A system call of a transaction, as a test names it.
    enum Call: Sendable, CaseIterable {
        /// `flock` on the data file's folder.
        case lock
        /// `open` of the data file, to read it.
        case open
        /// `read` of a piece of the data file (a mebibyte at most).
        case read
        /// The pause before reading again a file found invalid (an editor may be writing it).
        case settle
        /// `open` creating the new version beside it.
        case create
        /// `fchown` of the new version to the file's owner and group, and, when that is refused,
        /// to its group alone.
        case chown
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
    /// The wall clock in nanoseconds, when the test sets one: a file then looks as old as the test says.
    var clock: (@Sendable () -> Int)?
    /// Whether `stat` reports whole seconds only, as a file system with one-second timestamps does.
    var wholeSeconds = false

    /// A seam calling `before` ahead of every call, with this machine's clock and times.
    init(before: @escaping @Sendable (Call) -> Int32? = { _ in nil }) {
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

    /// This machine's wall clock, or the seam's, in nanoseconds.
    func now() -> Int {
        self?.clock?() ?? FileClock.now()
    }

    /// `info` as the file system the seam stands for would report it.
    func observed(_ info: stat) -> stat {
        guard self?.wholeSeconds == true else { return info }
        var info = info
        info.st_mtim.tv_nsec = 0
        info.st_ctim.tv_nsec = 0
        info.st_atim.tv_nsec = 0
        return info
    }
}
