#if canImport(Glibc)
import Dispatch
import FoundationEssentials
import Glibc
#else
import Dispatch
import Foundation
#endif

/// An exclusive advisory lock (`flock`) on a folder, held while one session changes a data file in
/// it. The kernel drops it when the holder exits, however it exits, so a killed session never
/// blocks the next one; a stopped one (Ctrl-Z) keeps it, so a wait of more than a second is said.
final class DirectoryLock: Sendable {
    private let descriptor: Int32

    /// How long a wait goes unsaid.
    static let patience: Duration = .seconds(1)

    /// The folder `directory`, opened to be locked; not locked yet.
    private init(opening directory: String, seam: SystemCallSeam?) throws(SystemCallError) {
        // Once `descriptor` is set, a throw runs `deinit`, which closes it: closing it here too
        // would close whatever another thread had opened under the same number meanwhile.
        descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw SystemCallError("open") }
        if seam.fails(.lock) { throw SystemCallError("lock") }
    }

    /// Waits for the lock on `directory` and takes it, blocking the calling thread. After
    /// ``patience`` of real time without it, calls `waiting` once, with who holds it where the
    /// kernel says (`/proc/locks`), and goes on waiting: Ctrl-C ends the program as at any other moment.
    convenience init(
        _ directory: String, waiting: ((_ holder: Int32?) -> Void)? = nil, seam: SystemCallSeam? = nil
    ) throws(SystemCallError) {
        try self.init(opening: directory, seam: seam)
        let clock = ContinuousClock()
        let deadline = clock.now + Self.patience
        while try !tryTaking() {
            if clock.now >= deadline {
                // Said once; from here the kernel wakes this session when the lock is free.
                waiting?(Self.holder(of: descriptor))
                try takeWaiting().get()
                return
            }
            usleep(2_000)
        }
    }

    /// Waits for the lock on `directory` and takes it as ``init(_:waiting:seam:)`` does, but on a
    /// thread of its own, so the caller (the data store) stays free to answer reads while another
    /// session holds the lock, and with its patience measured on `clock`. `busy` is told at once
    /// when another holds the lock. A queue of its own, not a global one: a wait may last as long
    /// as a stopped session, and the global queues' few threads also run every task of the process.
    static func take(
        _ directory: String, clock: any Clock<Duration>, busy: @escaping @Sendable () -> Void = {},
        waiting: @escaping @Sendable (_ holder: Int32?) -> Void, seam: SystemCallSeam? = nil
    ) async throws(SystemCallError) -> DirectoryLock {
        let lock = try DirectoryLock(opening: directory, seam: seam)
        guard try !lock.tryTaking() else { return lock }
        busy()
        let taken = await withTaskGroup(of: Result<Void, SystemCallError>?.self) { group in
            group.addTask {
                await withCheckedContinuation { taken in
                    DispatchQueue(label: "walkthrough.folder-lock").async {
                        taken.resume(returning: lock.takeWaiting())
                    }
                }
            }
            group.addTask {
                try? await clock.sleep(for: patience)
                return nil
            }
            while let next = await group.next() {
                // The patience ended first: said once; the kernel wakes this session when the lock is free.
                guard let taken = next else {
                    waiting(holder(of: lock.descriptor))
                    continue
                }
                group.cancelAll()
                return taken
            }
            return .failure(SystemCallError("lock", code: ECANCELED))
        }
        try taken.get()
        return lock
    }

    /// Takes the lock if nobody holds it; `false` when another does.
    private func tryTaking() throws(SystemCallError) -> Bool {
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            if errno == EWOULDBLOCK { return false }
            guard errno == EINTR else { throw SystemCallError("lock") }
        }
        return true
    }

    /// Takes the lock, blocking until the kernel hands it over.
    private func takeWaiting() -> Result<Void, SystemCallError> {
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { return .failure(SystemCallError("lock")) }
        }
        return .success(())
    }

    deinit {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// The process that holds a `flock` on the file open at `descriptor`, as `/proc/locks` lists
    /// it, or `nil` where that cannot be known.
    private static func holder(of descriptor: Int32) -> Int32? {
        var info = stat()
        guard fstat(descriptor, &info) == 0,
            let text = try? String(contentsOfFile: "/proc/locks", encoding: .utf8)
        else { return nil }
        // "1: FLOCK  ADVISORY  WRITE 12345 08:01:1234567 0 EOF": the pid, then major:minor:inode.
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count > 5, fields[1] == "FLOCK",
                fields[5].split(separator: ":").last == Substring(String(info.st_ino))
            else { continue }
            return Int32(fields[4])
        }
        return nil
    }
}
