import Foundation
import Testing

extension Trait where Self == ConditionTrait {
    /// For a suite that runs SwiftPM on packages (fixtures, this package, the command plugin): the
    /// checker's tests against SwiftPM itself. Together they keep both cores busy for about two
    /// minutes, so `swift test` leaves them out unless `CHECK_ISOLATION_SWIFTPM` is set, as
    /// `.ci/run` sets it; the checker's own logic is tested either way.
    static var drivesSwiftPM: Self {
        .enabled(
            if: ProcessInfo.processInfo.environment["CHECK_ISOLATION_SWIFTPM"] != nil,
            "runs SwiftPM on packages: CHECK_ISOLATION_SWIFTPM=1 swift test --filter IsolationCheckTests runs it, as .ci/run does"
        )
    }
}
