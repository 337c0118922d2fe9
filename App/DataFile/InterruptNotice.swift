#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Synchronization

/// The line a signal that cannot wait (Ctrl-C, Ctrl-\, a second SIGTERM) prints while changes are
/// in flight, naming each one it may abandon, kept where a signal handler can read it: a C string
/// written on the main thread and read by the handler, which may interrupt that write. Two
/// buffers: the next text goes into the one not in use, and only then does the index say to use
/// it, one word written at once.
///
/// The line is always whole: as many changes as fit in the buffer are named, whole, and the rest
/// counted (`and 3 more`), so a change with a long ID never cuts it short.
package enum InterruptNotice {
    private static let capacity = 4_096
    nonisolated(unsafe) private static let buffers: [UnsafeMutablePointer<CChar>] = (0..<2).map { _ in
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
        buffer.initialize(repeating: 0, count: capacity)
        return buffer
    }
    /// Which buffer the handler reads, 0 or 1, where the main actor may run on another thread than
    /// the one a signal interrupts: an atomic, stored with release after the buffer is written and
    /// loaded with acquire by the handler; a plain word on the systems before `Atomic`.
    nonisolated(unsafe) private static let inUse: UnsafeMutablePointer<Int> = {
        let index = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        index.initialize(to: 0)
        return index
    }()
    nonisolated(unsafe) private static let atomicInUse: AnyObject? = {
        if #available(macOS 15, iOS 18, *) { return AtomicIndex() }
        return nil
    }()

    @available(macOS 15, iOS 18, *)
    private final class AtomicIndex: Sendable {
        let value = Atomic<Int>(0)
    }

    /// The buffer the handler reads now.
    private static func current() -> Int {
        if #available(macOS 15, iOS 18, *), let atomic = atomicInUse {
            return unsafeDowncast(atomic, to: AtomicIndex.self).value.load(ordering: .acquiring)
        }
        return inUse.pointee
    }

    /// How the session ends, as the notice names it.
    package enum Ending {
        case interrupted, quit, terminated, hungUp

        /// The notice's beginning, up to the first change: a C string, for a signal handler.
        var opening: StaticString {
            switch self {
            case .interrupted: "walkthrough: interrupted; not saved, or not known to be: "
            case .quit: "walkthrough: quit; not saved, or not known to be: "
            case .terminated: "walkthrough: terminated; not saved, or not known to be: "
            case .hungUp: "walkthrough: hung up; not saved, or not known to be: "
            }
        }
    }

    /// The changes the notice names: `changes`, whole, as many as fit in `budget` bytes, and a count
    /// of the rest; empty when there are none.
    static func list(for changes: [String], within budget: Int = capacity - 100) -> String {
        var list = ""
        for (index, change) in changes.enumerated() {
            let item = (index == 0 ? "the " : ", the ") + change
            let rest = changes.count - index - 1
            let reserve = rest > 0 ? ", and \(rest) more".utf8.count : 0
            guard list.utf8.count + item.utf8.count + reserve <= budget else {
                return list + (index == 0 ? "" : ", and ") + "\(changes.count - index) more"
            }
            list += item
        }
        return list
    }

    /// The line that says `changes` may be abandoned as the session ends as `ending` says: empty
    /// when there are none.
    static func line(for changes: [String], ending: Ending = .interrupted) -> String {
        guard !changes.isEmpty else { return "" }
        return "\(ending.opening)\(list(for: changes)).\n"
    }

    /// Says, from now on, that `changes` may be abandoned (nothing when there are none).
    @MainActor
    package static func changesInFlight(_ changes: [String]) {
        var text = list(for: changes)
        let next = 1 - current()
        let target = buffers[next]
        let length = text.withUTF8 { bytes in
            let length = min(bytes.count, capacity - 1)
            if let base = bytes.baseAddress { _ = memcpy(target, base, length) }
            return length
        }
        target[length] = 0
        if #available(macOS 15, iOS 18, *), let atomic = atomicInUse {
            unsafeDowncast(atomic, to: AtomicIndex.self).value.store(next, ordering: .releasing)
        } else {
            inUse.pointee = next
        }
    }

    /// Makes the buffers, so that a signal handler never does (Swift makes a static on first use).
    @MainActor
    package static func prepare() {
        changesInFlight([])
    }

    /// Writes the notice for `ending` to standard error, if a change is in flight. Async-signal-safe:
    /// for signal handlers, once ``prepare()`` has run.
    package static func writeOnSignal(_ ending: Ending) {
        let text = buffers[current()]
        let length = strlen(text)
        guard length > 0 else { return }
        let opening = ending.opening
        _ = write(STDERR_FILENO, opening.utf8Start, opening.utf8CodeUnitCount)
        _ = write(STDERR_FILENO, text, length)
        _ = write(STDERR_FILENO, ".\n", 2)
    }
}
