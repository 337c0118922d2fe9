#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// Writes all of `bytes` to `descriptor`, retrying after interruptions and short writes: how a
/// data file's new version is written. Returns `false`, with `errno` saying why, when the
/// descriptor refuses them.
func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
    guard var next = bytes.baseAddress else { return true }
    var remaining = bytes.count
    while remaining > 0 {
        let written = write(descriptor, next, remaining)
        if written < 0 {
            if errno == EINTR { continue }
            return false
        }
        next += written
        remaining -= written
    }
    return true
}
