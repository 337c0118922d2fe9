import Foundation
import IsolationCheck
import Testing

/// When SwiftPM cannot read a package, the checker passes SwiftPM's own reason on, not the bare
/// `error: fatalError` SwiftPM ends some failures with.
struct SwiftPMFailureTests {
    @Test func swiftPMsReasonIsPassedOnNotItsLastLine() throws {
        let package = try ZeroConfigurationTests.unconfigured.write()
        defer { try? FileManager.default.removeItem(at: package) }
        // A `swift` that fails as SwiftPM did on a Package.resolved pinning a revision nobody serves.
        let fake = package.appendingPathComponent("fake-swift")
        try """
            #!/bin/sh
            echo "Fetching https://example.com/swift-sdk.git" >&2
            echo "error: Couldn't get the revision '0123abc' of the dependency 'eventsource': it is not in the repository" >&2
            echo "error: fatalError" >&2
            exit 1
            """.write(to: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)

        let result = CheckIsolation.runKeeping(package, ["--checks", "imports", "--swift", fake.path])
        #expect(result.status == 2)
        #expect(result.errors == "check-isolation: cannot read the package at \(package.path): Couldn't get the revision '0123abc' of the dependency 'eventsource': it is not in the repository\n")
    }
}
