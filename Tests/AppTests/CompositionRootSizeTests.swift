import Foundation
import Testing

/// The composition root stays small enough to read in one sitting: AppCore, the one target that
/// imports every feature module, is at most 1,300 lines besides the modules' repositories
/// (`Repositories/Backend+<Module>Repository.swift`, one file a module adds). What knows no feature
/// module lives in a target of its own (the host, the data file, the navigation tools), held there
/// by isolation-policy.txt.
struct CompositionRootSizeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let limit = 1_300

    /// Whether `file` (a path under AppCore) is a module's repository, which grows with the modules.
    static func isAModulesRepository(_ file: String) -> Bool {
        file.hasPrefix("Repositories/Backend+") && file.hasSuffix("Repository.swift")
    }

    /// The lines of every Swift file under `folder` but the modules' repositories.
    static func lines(under folder: String) throws -> Int {
        let base = root.appendingPathComponent(folder)
        let files = (FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []).filter {
            $0.hasSuffix(".swift") && !isAModulesRepository($0)
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
        #expect(Self.isAModulesRepository("Repositories/Backend+AssetsRepository.swift"))
        #expect(!Self.isAModulesRepository("Repositories/Backend.swift"), "the backend itself is the root's")
        #expect(
            count <= Self.limit,
            "App/AppCore is \(count) lines besides the modules' repositories, over \(Self.limit): move what knows no feature module into a target of its own"
        )
    }
}
