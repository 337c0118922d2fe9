import Foundation
import IsolationCheck

// `check-isolation`: everything it does lives in the IsolationCheck library, so tests run it in process.
let status = IsolationCheckCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    write: { try? FileHandle.standardOutput.write(contentsOf: Data($0.utf8)) },
    writeError: { try? FileHandle.standardError.write(contentsOf: Data($0.utf8)) }
)
exit(status)
