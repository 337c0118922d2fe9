import Foundation

/// `data-scale --soak`: the soak test of the suite's slow tier (`Tests/AppTests/SoakTests.swift`)
/// at full size, 10 sessions of 200 changes each on one file while an editor without a lock
/// rewrites it; `swift test` runs it with smaller counts.
enum Soak {
    static let sessions = 10
    static let changes = 200

    /// Runs the soak test on the package that holds this benchmark package, its output shown as
    /// it comes; returns its exit status.
    static func run() -> Int32 {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        guard let build = binary.pathComponents.lastIndex(of: ".build") else {
            FileHandle.standardError.write(
                Data("data-scale: --soak runs from the Benchmarks package's .build folder\n".utf8))
            return 2
        }
        // .../ROOT/Benchmarks/.build/...: the product's package is above Benchmarks.
        let root = NSString.path(withComponents: Array(binary.pathComponents[..<(build - 1)]))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "test", "--package-path", root, "--filter", "SoakTests"]
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["SOAK_SESSIONS": "\(sessions)", "SOAK_CHANGES": "\(changes)"], uniquingKeysWith: { _, soak in soak }
        )
        print(
            "soak: \(sessions) sessions × \(changes) changes on one file, with an editor saving without a lock (swift test --filter SoakTests)"
        )
        fflush(nil)
        do { try process.run() } catch {
            FileHandle.standardError.write(Data("data-scale: cannot run swift test: \(error)\n".utf8))
            return 1
        }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
