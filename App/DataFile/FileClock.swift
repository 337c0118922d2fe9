#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// When a file's change time can be trusted to tell a later write from the one before it.
///
/// Every write sets a file's change time (`st_ctim`), which nobody can set by hand, from the file
/// system's clock. Two writes within one tick of that clock, coarse on Linux and possibly another
/// machine's on a network file system, can leave the same time. A file whose change time is at
/// least ``marginSeconds`` older than the moment it was opened cannot share a tick with a write made
/// after that moment, so its change time alone says whether it was written since; a younger one
/// is also compared byte for byte.
enum FileClock {
    /// How much older than the moment of opening a change time must be to be trusted: well over a
    /// tick of a local clock, and over the skew between machines that share a file system.
    static let marginSeconds = 2

    /// This machine's wall clock, the one file systems stamp change times from.
    static func now() -> timespec {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return time
    }

    /// Whether a write after `lookedAt` could leave the change time `changed` as it was.
    static func mayShareATick(changed: timespec, lookedAt: timespec) -> Bool {
        (changed.tv_sec, changed.tv_nsec) >= (lookedAt.tv_sec - marginSeconds, lookedAt.tv_nsec)
    }
}
