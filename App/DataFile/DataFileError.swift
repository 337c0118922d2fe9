import CoreInterfaces
#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// A data file that cannot be used or changed, in one line naming the file.
package struct DataFileError: Error, Equatable, CustomStringConvertible {
    let path: String
    let problem: String
    /// Whether the file refused a change because what it names is gone (the session should
    /// refresh, not keep the change).
    var isConflict = false
    /// Whether the file could be read but is not a valid data file (it may be half-written by an
    /// editor that writes in place).
    var isInvalid = false

    package var description: String { "\(VisibleText.make(path, limit: 200)): \(problem)" }
}

/// A failed system call, with the reason `errno` gives.
struct SystemCallError: Error, CustomStringConvertible {
    let operation: String
    let code: Int32

    init(_ operation: String, code: Int32 = errno) {
        self.operation = operation
        self.code = code
    }

    var description: String {
        switch code {
        case EACCES, EPERM: "permission denied"
        case ENOSPC: "no space left on the device"
        case EROFS: "the file system is read-only"
        case EDQUOT: "the disk quota is exceeded"
        default: "\(operation): \(String(cString: strerror(code)))"
        }
    }
}
