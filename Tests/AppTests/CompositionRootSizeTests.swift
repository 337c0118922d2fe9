import Foundation
import Testing

/// The composition root stays small enough to read in one sitting: AppCore, the one target that
/// imports every feature module, is at most 1,300 lines. What knows no feature module lives in a
/// target of its own (the host, the data file, the navigation tools), held there by
/// isolation-policy.txt.
struct CompositionRootSizeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let limit = 1_300

    /// The lines of every Swift file under `folder`.
    static func lines(under folder: String) throws -> Int {
        let base = root.appendingPathComponent(folder)
        let files = (FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []).filter {
            $0.hasSuffix(".swift")
        }
        return try files.reduce(0) { total, file in
            total
                + (try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)).split(
                    separator: "\n", omittingEmptySubsequences: false
                ).count - 1
        }
    }

    @Test func theCompositionRootIsAtMostThirteenHundredLines() throws {
        let count = try Self.lines(under: "App/AppCore")
        #expect(count > 0, "App/AppCore has no Swift sources")
        #expect(
            count <= Self.limit,
            "App/AppCore is \(count) lines, over \(Self.limit): move what knows no feature module into a target of its own"
        )
    }
}
