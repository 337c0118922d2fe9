import Foundation

/// A value shared with code that runs on another thread (a hook the data store calls from its own,
/// say), or with a `deinit`, which runs on no actor, read and changed under a lock.
///
/// Unchecked because `Mutex`, which the compiler checks, needs iOS 18 and macOS 15; the floor is 17 and 14.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// `value`, behind a lock of its own.
    public init(_ value: Value) {
        self.value = value
    }

    /// Changes the value under the lock, and returns what `change` returns.
    @discardableResult
    public func withValue<Result>(_ change: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try change(&value)
    }

    /// The value now.
    public var current: Value {
        withValue { $0 }
    }
}
