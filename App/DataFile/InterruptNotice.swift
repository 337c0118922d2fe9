#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The line Ctrl-C prints while changes are in flight, naming each one it may abandon, kept where
/// a signal handler can read it: a C string written on the main thread and read by the handler,
/// which may interrupt that write. Two buffers: the next text goes into the one not in use, and
/// only then does the index say to use it, one word written at once.
package enum InterruptNotice {
    private static let capacity = 4_096
    nonisolated(unsafe) private static let buffers: [UnsafeMutablePointer<CChar>] = (0..<2).map { _ in
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
        buffer.initialize(repeating: 0, count: capacity)
        return buffer
    }
    /// Which buffer the handler reads: 0 or 1.
    nonisolated(unsafe) private static let inUse: UnsafeMutablePointer<Int> = {
        let index = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        index.initialize(to: 0)
        return index
    }()

    /// The line that says `changes` may be abandoned: empty when there are none.
    static func line(for changes: [String]) -> String {
        guard !changes.isEmpty else { return "" }
        return "walkthrough: interrupted; not saved, or not known to be: the \(changes.joined(separator: ", the ")).\n"
    }

    /// Says, from now on, that `changes` may be abandoned (nothing when there are none).
    @MainActor
    package static func changesInFlight(_ changes: [String]) {
        var text = line(for: changes)
        let target = buffers[1 - inUse.pointee]
        let length = text.withUTF8 { bytes in
            let length = min(bytes.count, capacity - 1)
            if let base = bytes.baseAddress { _ = memcpy(target, base, length) }
            return length
        }
        target[length] = 0
        inUse.pointee = 1 - inUse.pointee
    }

    /// Makes the buffers, so that a signal handler never does (Swift makes a static on first use).
    @MainActor
    package static func prepare() {
        changesInFlight([])
    }

    /// Writes the notice to standard error, if there is one. Async-signal-safe: for signal handlers,
    /// once ``prepare()`` has run.
    package static func writeOnSignal() {
        let text = buffers[inUse.pointee]
        let length = strlen(text)
        if length > 0 { _ = write(STDERR_FILENO, text, length) }
    }
}
