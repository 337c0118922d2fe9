import Foundation

/// Runs a transform on every element at once, as many at a time as the machine has processors,
/// and returns the results in order: the check's work is separate processes (the compiler, the
/// symbol graph extractor), which run side by side.
enum Concurrently {
    static func map<Element: Sendable, Value: Sendable>(
        _ elements: [Element],
        _ transform: @escaping @Sendable (Element) throws(FloorCheckError) -> Value
    ) throws(FloorCheckError) -> [Value] {
        let slots = Slots<Value>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            slots.set(index, Result { () throws(FloorCheckError) -> Value in try transform(elements[index]) })
        }
        return try slots.values()
    }

    /// The result of `work`, run on a Dispatch thread while the caller's task waits: the check
    /// blocks for seconds on the processes it runs, and the thread a test runs on belongs to
    /// Swift's cooperative pool, which the suite's other tests need meanwhile.
    static func awaiting<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try work() })
            }
        }
    }

    /// The results, each written once from its own thread.
    private final class Slots<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var results: [Result<Value, FloorCheckError>?]

        init(count: Int) {
            results = Array(repeating: nil, count: count)
        }

        func set(_ index: Int, _ result: Result<Value, FloorCheckError>) {
            lock.lock()
            defer { lock.unlock() }
            results[index] = result
        }

        /// The values in order, or the first error.
        func values() throws(FloorCheckError) -> [Value] {
            lock.lock()
            defer { lock.unlock() }
            var values: [Value] = []
            for result in results {
                guard let result else { throw FloorCheckError("a concurrent step gave no result") }
                values.append(try result.get())
            }
            return values
        }
    }
}
