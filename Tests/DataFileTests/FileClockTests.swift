@testable import DataFile
import Glibc
import Testing

struct FileClockTests {
    let lookedAt = timespec(tv_sec: 1_000, tv_nsec: 500)

    @Test func aFileChangedJustBeforeItWasReadIsComparedByteForByte() {
        #expect(FileClock.mayShareATick(changed: timespec(tv_sec: 1_000, tv_nsec: 400), lookedAt: lookedAt))
        #expect(FileClock.mayShareATick(changed: timespec(tv_sec: 998, tv_nsec: 500), lookedAt: lookedAt))
        // A clock behind this one (another machine's) stamps the future.
        #expect(FileClock.mayShareATick(changed: timespec(tv_sec: 1_001, tv_nsec: 0), lookedAt: lookedAt))
    }

    @Test func aFileChangedWellBeforeItWasReadIsTrustedByItsChangeTime() {
        #expect(!FileClock.mayShareATick(changed: timespec(tv_sec: 998, tv_nsec: 499), lookedAt: lookedAt))
        #expect(!FileClock.mayShareATick(changed: timespec(tv_sec: 10, tv_nsec: 0), lookedAt: lookedAt))
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
        #expect(FileClock.mayShareATick(changed: info.st_ctim, lookedAt: before))
        #expect(!FileClock.mayShareATick(changed: info.st_ctim, lookedAt: timespec(tv_sec: before.tv_sec + 3, tv_nsec: before.tv_nsec)))
    }
}
