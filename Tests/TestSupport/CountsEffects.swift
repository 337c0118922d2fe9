@_spi(Hosting) import CoreInterfaces
import Testing

/// A trait for tests that drive screens whose stores run effects in tasks (an awaiting
/// repository): every store the test makes counts its work, so ``settle(sourceLocation:)`` can wait
/// for it, as a host waits before it reads the next piped line.
public struct CountsEffects: SuiteTrait, TestTrait, TestScoping {
    /// Each test of a suite gets its own count.
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await EffectWork.$current.withValue(EffectWork()) { try await function() }
    }
}

extension Trait where Self == CountsEffects {
    /// Counts the work of the stores a test makes, for ``settle(sourceLocation:)``.
    public static var countsEffects: Self { CountsEffects() }
}

/// Waits until the work of every store the test made has ended, as a host does before it prints a
/// piped session's next screen; records an issue if the work does not end within two minutes (a
/// bound only a failing test meets). In a test not marked ``CountsEffects`` no work is counted, and
/// it returns at once.
@MainActor
public func settle(sourceLocation: SourceLocation = #_sourceLocation) async {
    guard let work = EffectWork.current else { return }
    let ended = await withTaskGroup(of: Bool.self) { group in
        group.addTask {
            await work.idle(); return true
        }
        group.addTask {
            try? await Task.sleep(for: .seconds(120)); return false
        }
        let first = await group.next() ?? false
        group.cancelAll()
        return first
    }
    if !ended { Issue.record("The screens' work did not end", sourceLocation: sourceLocation) }
}
