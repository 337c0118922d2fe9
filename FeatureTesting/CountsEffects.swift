@_spi(Hosting) import FeatureRuntime
@_spi(Hosting) import CoreInterfaces
import Testing

/// A trait for tests that drive screens whose stores run effects in tasks (an awaiting
/// repository): every store the test makes reports to one ``EffectMonitor``, so
/// ``settle(sourceLocation:)`` can wait for its work, as a host waits before it reads the next piped
/// line, and an effect's error that nothing handled fails the test.
public struct CountsEffects: SuiteTrait, TestTrait, TestScoping {
    /// Each test of a suite gets its own monitor.
    public var isRecursive: Bool { true }

    /// Runs the test with a monitor of its own bound.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        let monitor = await MainActor.run {
            let monitor = EffectMonitor()
            monitor.unhandled = { error in Issue.record("\(error)") }
            return monitor
        }
        try await EffectMonitor.$current.withValue(monitor) { try await function() }
    }
}

extension Trait where Self == CountsEffects {
    /// Watches the effects of the stores a test makes, for ``settle(sourceLocation:)``.
    public static var countsEffects: Self { CountsEffects() }
}

/// Waits until the work of every store the test made has ended, as a host does before it prints a
/// piped session's next screen; records an issue if it does not end within `bound`. In a test not
/// marked ``CountsEffects`` no work is watched, and it returns at once.
@MainActor
public func settle(within bound: TurnBound = TurnBound(), sourceLocation: SourceLocation = #_sourceLocation) async {
    guard let monitor = EffectMonitor.current else { return }
    if await !bound.race({ await monitor.idle() }) {
        Issue.record("The screens' work did not end within \(bound)", sourceLocation: sourceLocation)
    }
}
