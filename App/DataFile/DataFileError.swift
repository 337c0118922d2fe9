import CoreInterfaces
#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// A data file that cannot be used or changed, in one line naming the file.
package struct DataFileError: Error, Equatable, CustomStringConvertible {
    /// The data file's path, as given.
    let path: String
    /// What is wrong, in the user's terms.
    let problem: String
    /// Whether the file refused a change because what it names is gone (the session should
    /// refresh, not keep the change).
    var isConflict = false
    /// Whether the file could be read but is not a valid data file (it may be half-written by an
    /// editor that writes in place).
    var isInvalid = false

    /// The one line: the file, then the problem.
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
