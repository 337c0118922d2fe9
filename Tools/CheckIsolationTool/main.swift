#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif
import IsolationCheck

// `check-isolation`: everything it does lives in the IsolationCheck library, so tests run it in
// process. Output that cannot be written (a closed pipe, a full disk, a closed descriptor) ends it
// at once with status 74, quietly, since there is nowhere left to say why; a closed pipe is an
// error to handle, not a signal that kills.

/// Writes all of `text` to `descriptor`, or ends the program with status 74.
func writeAll(_ text: String, to descriptor: Int32) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written < 0 {
            if errno == EINTR { continue }
            _exit(74)
        }
        offset += written
    }
}

signal(SIGPIPE, SIG_IGN)
let status = IsolationCheckCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    write: { writeAll($0, to: STDOUT_FILENO) },
    writeError: { writeAll($0, to: STDERR_FILENO) }
)
exit(status)
