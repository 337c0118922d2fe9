import Foundation

/// Finds the modules SwiftPM built for the running tests, so a target's sources can be checked
/// against the modules it imports (`CoreInterfaces`) as they were built, in whatever scratch folder.
enum BuildFolder {
    /// The folder holding `module`'s `.swiftmodule`: `Modules/` beside the test binary, or the
    /// binary's folder itself (older SwiftPM), looked for from the binary up to its build folder.
    static func modules(
        holding module: String, testBinary: URL? = Bundle.main.executableURL
    ) throws(FloorCheckError) -> URL {
        guard let binary = testBinary?.resolvingSymlinksInPath() else {
            throw FloorCheckError("cannot tell where the test binary is, to find the built \(module) module beside it")
        }
        var folder = binary.deletingLastPathComponent()
        var looked: [String] = []
        for _ in 0..<4 {
            for candidate in [folder.appendingPathComponent("Modules"), folder] {
                looked.append(candidate.path)
                if FileManager.default.fileExists(
                    atPath: candidate.appendingPathComponent("\(module).swiftmodule").path)
                {
                    return candidate
                }
            }
            folder = folder.deletingLastPathComponent()
        }
        throw FloorCheckError(
            "no \(module).swiftmodule near the test binary \(binary.path) (looked in \(looked.joined(separator: ", "))): run the check with `swift test`, which builds it"
        )
    }
}
