import Foundation

/// Says why the run cannot go on, and stops with status 2.
func stop(_ message: String) -> Never {
    FileHandle.standardError.write(Data("module-scale: \(message)\n".utf8))
    exit(2)
}
