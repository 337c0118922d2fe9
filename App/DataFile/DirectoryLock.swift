#if canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// An exclusive advisory lock (`flock`) on a folder, held while one session changes a data file in
/// it. The kernel drops it when the holder exits, however it exits, so a killed session never
/// blocks the next one.
final class DirectoryLock {
    private let descriptor: Int32

    /// Waits for the lock on `directory` and takes it.
    init(_ directory: String) throws(SystemCallError) {
        descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw SystemCallError("open") }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let error = SystemCallError("lock")
                close(descriptor)
                throw error
            }
        }
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
