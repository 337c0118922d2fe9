#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// When a file's change time can be trusted to tell a later write from the one before it.
///
/// Every write sets a file's change time (`st_ctim`), which nobody can set by hand, from the file
/// system's clock. Two writes within one tick of that clock, coarse on Linux, a whole second on
/// some file systems, and possibly another machine's clock on a network file system, can leave the
/// same time. A file whose change time is at least ``marginSeconds`` older than the moment it was
/// read cannot share a tick with a write made after that moment, so its change time alone says
/// whether it was written since; for a younger one, the bytes decide.
enum FileClock {
    /// How much older than the moment of reading a change time must be to be trusted: well over a
    /// tick of a local clock, and over the skew between machines that share a file system.
    static let marginSeconds = 2

    /// This machine's wall clock, the one file systems stamp change times from, in nanoseconds.
    static func now() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return nanoseconds(time)
    }

    /// `time` in nanoseconds since 1970.
    static func nanoseconds(_ time: timespec) -> Int {
        time.tv_sec * 1_000_000_000 + time.tv_nsec
    }

    /// Whether a write after `lookedAt` could leave the change time `changed` as it was (both in
    /// nanoseconds).
    static func mayShareATick(changed: Int, lookedAt: Int) -> Bool {
        changed >= lookedAt - marginSeconds * 1_000_000_000
    }
}
