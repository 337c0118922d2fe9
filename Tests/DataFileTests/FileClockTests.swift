@testable import DataFile
import Glibc
import Testing

struct FileClockTests {
    /// `seconds` and `nanoseconds` as one count of nanoseconds.
    static func time(_ seconds: Int, _ nanoseconds: Int) -> Int {
        FileClock.nanoseconds(timespec(tv_sec: seconds, tv_nsec: nanoseconds))
    }

    let lookedAt = Self.time(1_000, 500)
    let tick = FileClock.coarseTick

    @Test func aFileChangedJustBeforeItWasReadIsComparedByteForByte() {
        #expect(FileClock.mayShareATick(changed: Self.time(1_000, 400), lookedAt: lookedAt, tick: tick))
        #expect(FileClock.mayShareATick(changed: Self.time(998, 500), lookedAt: lookedAt, tick: tick))
        // A clock behind this one (another machine's) stamps the future.
        #expect(FileClock.mayShareATick(changed: Self.time(1_001, 0), lookedAt: lookedAt, tick: tick))
    }

    @Test func aFileChangedWellBeforeItWasReadIsTrustedByItsChangeTime() {
        #expect(!FileClock.mayShareATick(changed: Self.time(998, 499), lookedAt: lookedAt, tick: tick))
        #expect(!FileClock.mayShareATick(changed: Self.time(10, 0), lookedAt: lookedAt, tick: tick))
        #expect(
            !FileClock.mayShareATick(
                changed: Self.time(1_000, 400) - FileClock.localTick, lookedAt: lookedAt, tick: FileClock.localTick))
    }

    /// The tick is short only where times are this machine's and keep nanoseconds.
    @Test func theTickIsShortOnlyOnALocalFileSystemThatKeepsNanoseconds() throws {
        let path = "/dev/shm/file-clock-\(getpid())"
        let descriptor = open(path, O_CREAT | O_WRONLY, 0o600)
        try #require(descriptor >= 0)
        defer { close(descriptor); unlink(path) }
        #expect(FileClock.tick(at: path, changed: Self.time(1_000, 1)) == FileClock.localTick, "tmpfs")
        #expect(FileClock.tick(at: path, changed: Self.time(1_000, 0)) == FileClock.coarseTick, "whole seconds")
        #expect(
            FileClock.tick(at: "/proc/self/status", changed: Self.time(1_000, 1)) == FileClock.coarseTick,
            "a kind not known to be local")
        #expect(FileClock.tick(at: "/no/such/file", changed: Self.time(1_000, 1)) == FileClock.coarseTick)
    }

    @Test func theClockIsTheOneFileSystemsStampChangeTimesFrom() throws {
        let path = "/tmp/file-clock-\(getpid())"
        let before = FileClock.now()
        let descriptor = open(path, O_CREAT | O_WRONLY, 0o600)
        try #require(descriptor >= 0)
        defer { close(descriptor); unlink(path) }
        var info = stat()
        try #require(fstat(descriptor, &info) == 0)
        // Just made: its change time may share a tick with a write to come.
        let changed = FileClock.nanoseconds(info.st_ctim)
        #expect(FileClock.mayShareATick(changed: changed, lookedAt: before, tick: FileClock.localTick))
        #expect(
            !FileClock.mayShareATick(changed: changed, lookedAt: before + 3_000_000_000, tick: FileClock.coarseTick))
    }
}
