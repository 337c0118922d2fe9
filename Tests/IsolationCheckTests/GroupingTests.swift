import Foundation
import IsolationCheck
import Testing

/// A mistake is read once: one target importing one undeclared module in many files is one error
/// in text, GitHub annotations and the summary, at its first import in path order, saying how many
/// more files it is in; JSON and SARIF keep every site.
@Suite(.drivesSwiftPM)
struct GroupingTests {
    /// Alpha imports Beta, undeclared, in three files, and Util, undeclared, in one.
    static func threeFilesImportingBeta() throws -> URL {
        var fixture = ZeroConfigurationTests.unconfigured
        fixture.alphaSource = ["import Core", "import Util", "public let alpha = core"]
        fixture.files["Sources/Alpha/Zed.swift"] = "import Beta\n"
        fixture.files["Sources/Alpha/Middle.swift"] = "\nimport Beta\n"
        fixture.files["Sources/Alpha/Also.swift"] = "import Beta\n"
        return try fixture.write()
    }

    @Test func textShowsEachMistakeOnceAtItsFirstImportInPathOrder() throws {
        let package = try Self.threeFilesImportingBeta()
        defer { try? FileManager.default.removeItem(at: package) }
        let result = CheckIsolation.runKeeping(package, ZeroConfigurationTests.sourceChecks)
        #expect(result.status == 1)
        #expect(
            result.diagnostics == [
                "Sources/Alpha/Alpha.swift:2:8: error: Alpha imports Util but does not declare it in Package.swift",
                "Sources/Alpha/Also.swift:1:8: error: Alpha imports Beta but does not declare it in Package.swift (and 2 more files)",
            ], "\(result.output)")
        #expect(result.summary == "check-isolation: 2 errors, 0 warnings in 1 of 5 targets")
    }

    @Test func githubAnnotatesEachMistakeOnce() throws {
        let package = try Self.threeFilesImportingBeta()
        defer { try? FileManager.default.removeItem(at: package) }
        let result = CheckIsolation.runKeeping(package, ZeroConfigurationTests.sourceChecks + ["--format", "github"])
        let annotations = result.output.split(separator: "\n")
        #expect(annotations.count == 2, "\(result.output)")
        #expect(
            annotations.contains {
                $0.hasPrefix("::error file=Sources/Alpha/Also.swift,line=1,col=8,") && $0.contains("(and 2 more files)")
            })
    }

    @Test func jsonKeepsEverySiteAndGroupsThemAsMistakes() throws {
        let package = try Self.threeFilesImportingBeta()
        defer { try? FileManager.default.removeItem(at: package) }
        let result = CheckIsolation.runKeeping(package, ZeroConfigurationTests.sourceChecks + ["--format", "json"])
        struct Site: Decodable, Equatable { let file: String; let line, column: Int }
        struct Grouped: Decodable { let dependency: String; let message: String; let sites: [Site] }
        struct Report: Decodable { let violations: [Finding]; let mistakes: [Grouped] }
        let report = try JSONDecoder().decode(Report.self, from: Data(result.output.utf8))
        #expect(report.violations.count == 4)
        let beta = try #require(report.mistakes.first { $0.dependency == "Beta" })
        #expect(
            beta.sites == [
                Site(file: "Sources/Alpha/Also.swift", line: 1, column: 8),
                Site(file: "Sources/Alpha/Middle.swift", line: 2, column: 8),
                Site(file: "Sources/Alpha/Zed.swift", line: 1, column: 8),
            ])
        #expect(report.mistakes.count == 2)
    }

    @Test func sarifPutsTheOtherSitesInRelatedLocations() throws {
        let package = try Self.threeFilesImportingBeta()
        defer { try? FileManager.default.removeItem(at: package) }
        let result = CheckIsolation.runKeeping(package, ZeroConfigurationTests.sourceChecks + ["--format", "sarif"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 2)
        let beta = try #require(
            results.first { (($0["message"] as? [String: Any])?["text"] as? String)?.contains("Beta") == true })
        let related = try #require(beta["relatedLocations"] as? [[String: Any]])
        let uris = related.compactMap {
            (($0["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
        }
        #expect(uris == ["Sources/Alpha/Middle.swift", "Sources/Alpha/Zed.swift"])
    }
}
