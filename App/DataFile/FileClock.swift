#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// When a file's change time can be trusted to tell a later write from the one before it.
///
/// Every write sets a file's change time (`st_ctim`), which nobody can set by hand, from the file
/// system's clock. Two writes within one tick of that clock can leave the same time. The tick is a
/// few milliseconds on a local file system that keeps nanoseconds (Linux stamps times from a clock
/// that moves once per scheduler tick), a whole second on one that keeps seconds, and, on a
/// network file system, another machine's clock, which may run ahead of or behind this one's. A file
/// whose change time is older than the moment it was read by more than the ``tick(at:changed:)`` of
/// its file system cannot share a tick with a write made after that moment, so its change time alone
/// says whether it was written since; for a younger one, the bytes decide.
enum FileClock {
    /// The margin for a local file system that keeps nanoseconds: five ticks of the slowest
    /// scheduler clock Linux is built with (100 Hz).
    static let localTick = 50_000_000
    /// The margin anywhere else: over a tick of a clock that keeps seconds, and over the skew
    /// between machines that share a file system.
    static let coarseTick = 2_000_000_000

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

    /// How close to the moment of reading the change time `changed` of the file at `path` must be
    /// for a later write to share it, in nanoseconds: ``localTick`` on a local file system known to
    /// keep nanoseconds (and a change time that has them), ``coarseTick`` otherwise.
    static func tick(at path: String, changed: Int) -> Int {
        guard changed % 1_000_000_000 != 0, isLocal(path) else { return coarseTick }
        return localTick
    }

    /// Whether a write after `lookedAt` could leave the change time `changed` as it was, on a file
    /// system whose tick is `tick` (all in nanoseconds).
    static func mayShareATick(changed: Int, lookedAt: Int, tick: Int) -> Bool {
        changed >= lookedAt - tick
    }

    /// Whether the file at `path` is on a local file system whose times are stamped from this
    /// machine's clock: on Linux, one of the kinds below, as `/proc/self/mountinfo` names the mount
    /// of the file's device; elsewhere, one the system marks local.
    private static func isLocal(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        #if os(Linux)
        let device = UInt64(info.st_dev)
        let major = (device >> 8) & 0xFFF | (device >> 32) & ~0xFFF, minor = device & 0xFF | (device >> 12) & ~0xFF
        guard let table = try? fileBytes(at: "/proc/self/mountinfo").bytes else { return false }
        // Each line: id, parent, major:minor, root, mount point, options, optional fields, "-", type, …
        // The last mount of the device is the one in effect.
        let kind = String(decoding: table, as: UTF8.self).split(separator: "\n").last { line in
            line.split(separator: " ").dropFirst(2).first == "\(major):\(minor)"
        }.flatMap { line in line.split(separator: " - ", maxSplits: 1).last?.split(separator: " ").first }
        return kind.map {
            ["ext2", "ext3", "ext4", "xfs", "btrfs", "tmpfs", "overlay", "f2fs", "zfs", "bcachefs", "ramfs"].contains(
                String($0))
        } ?? false
        #else
        var system = statfs()
        return statfs(path, &system) == 0 && system.f_flags & UInt32(MNT_LOCAL) != 0
        #endif
    }
}
