@testable import DataFile
import Glibc
import Testing

struct FileClockTests {
    /// `seconds` and `nanoseconds` as one count of nanoseconds.
    static func time(_ seconds: Int, _ nanoseconds: Int) -> Int {
        FileClock.nanoseconds(timespec(tv_sec: seconds, tv_nsec: nanoseconds))
    }

    let lookedAt = Self.time(1_000, 500)

    @Test func aFileChangedJustBeforeItWasReadIsComparedByteForByte() {
        #expect(FileClock.mayShareATick(changed: Self.time(1_000, 400), lookedAt: lookedAt))
        #expect(FileClock.mayShareATick(changed: Self.time(998, 500), lookedAt: lookedAt))
        // A clock behind this one (another machine's) stamps the future.
        #expect(FileClock.mayShareATick(changed: Self.time(1_001, 0), lookedAt: lookedAt))
    }

    @Test func aFileChangedWellBeforeItWasReadIsTrustedByItsChangeTime() {
        #expect(!FileClock.mayShareATick(changed: Self.time(998, 499), lookedAt: lookedAt))
        #expect(!FileClock.mayShareATick(changed: Self.time(10, 0), lookedAt: lookedAt))
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
        #expect(FileClock.mayShareATick(changed: changed, lookedAt: before))
        #expect(!FileClock.mayShareATick(changed: changed, lookedAt: before + 3_000_000_000))
    }
}
