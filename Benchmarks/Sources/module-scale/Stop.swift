import Foundation

/// The folder the generated packages are written to, removed whenever the run ends.
nonisolated(unsafe) var workFolder: URL?

/// Removes the generated packages and ends the run with `status`.
func finish(_ status: Int32) -> Never {
    if let workFolder { try? FileManager.default.removeItem(at: workFolder) }
    exit(status)
}

/// Says why the run cannot go on, and stops with status 2.
func stop(_ message: String) -> Never {
    FileHandle.standardError.write(Data("module-scale: \(message)\n".utf8))
    finish(2)
}
