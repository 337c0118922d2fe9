import Foundation

/// One measurement: the median nanoseconds per operation over repeated timed batches, with the
/// fastest and slowest batch.
struct Measurement {
    let name: String
    let median: Double
    let min: Double
    let max: Double

    /// `name: N ns/op (min A, max B)`.
    var line: String {
        "\(name): \(Self.format(median)) ns/op (min \(Self.format(min)), max \(Self.format(max)))"
    }

    static func format(_ value: Double) -> String {
        value >= 100 ? String(format: "%.0f", value) : String(format: "%.2f", value)
    }
}

/// How long and how often to measure.
struct Plan {
    /// Timed batches per measurement (after one warm-up batch).
    let batches: Int
    /// Operations per batch for fast operations; slower ones divide it.
    let operations: Int

    static let full = Plan(batches: 21, operations: 200_000)
    static let quick = Plan(batches: 3, operations: 2_000)
}

/// Keeps a value alive so the optimiser cannot remove the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Times `operation` run `count` times per batch: one warm-up batch, then `plan.batches` timed ones.
@MainActor
func measure(_ name: String, plan: Plan, scale: Int = 1, _ operation: () -> Void) -> Measurement {
    let count = max(plan.operations / scale, 10)
    var perOperation: [Double] = []
    for batch in 0...plan.batches {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<count { operation() }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
        if batch > 0 { perOperation.append(elapsed / Double(count)) }
    }
    return summarize(name, perOperation)
}

/// Times `operation`, which awaits (a round trip waiting for its repository calls), as
/// ``measure(_:plan:scale:_:)`` times a synchronous one: each run is awaited before the next starts.
@MainActor
func measureAsync(
    _ name: String, plan: Plan, scale: Int = 1, _ operation: @MainActor () async -> Void
) async -> Measurement {
    let count = max(plan.operations / scale, 10)
    var perOperation: [Double] = []
    for batch in 0...plan.batches {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<count { await operation() }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
        if batch > 0 { perOperation.append(elapsed / Double(count)) }
    }
    return summarize(name, perOperation)
}

/// Times several operations batch by batch in turn, so that all of them see the machine in the same
/// state: for comparing fast operations with each other (as resolving at different sizes), where
/// a slow spell during one measurement would otherwise pass for a difference between them.
@MainActor
func measureInterleaved(_ operations: [(name: String, run: () -> Void)], plan: Plan) -> [Measurement] {
    let count = max(plan.operations, 10)
    var perOperation = Array(repeating: [Double](), count: operations.count)
    for batch in 0...plan.batches {
        for (index, operation) in operations.enumerated() {
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<count { operation.run() }
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
            if batch > 0 { perOperation[index].append(elapsed / Double(count)) }
        }
    }
    return zip(operations, perOperation).map { summarize($0.name, $1) }
}

private func summarize(_ name: String, _ values: [Double]) -> Measurement {
    let sorted = values.sorted()
    return Measurement(name: name, median: sorted[sorted.count / 2], min: sorted[0], max: sorted[sorted.count - 1])
}

/// The process's resident memory, in bytes, from `/proc/self/statm`.
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
