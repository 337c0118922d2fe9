import Foundation
import Testing

/// A module or destination a test makes up and adds to the App's real modules is named `Fixture…`
/// (`fixture…` for a destination), and no real module takes that prefix, so a team's module can
/// never clash with a fixture: a real `Vendors` module and a test's made-up one would be two
/// modules of one name, and the docs would list the name twice.
struct FixtureNamesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The names a test's source gives made-up modules and destinations, with what each is.
    static func madeUpNames(in source: String) -> [(kind: String, name: String)] {
        let module = try? NSRegularExpression(pattern: #"ModulePlugin\(\s*name:\s*"([^"]*)""#)
        let destination = try? NSRegularExpression(pattern: #"NavigationDestination\("([^"]*)""#)
        let range = NSRange(source.startIndex..., in: source)
        func names(_ expression: NSRegularExpression?, kind: String) -> [(kind: String, name: String)] {
            (expression?.matches(in: source, range: range) ?? []).map {
                (kind, (source as NSString).substring(with: $0.range(at: 1)))
            }
        }
        return names(module, kind: "module") + names(destination, kind: "destination")
    }

    /// One line for each made-up name that a real module could also take.
    static func clashes(in source: String, file: String) -> [String] {
        madeUpNames(in: source).filter { !$0.name.hasPrefix($0.kind == "module" ? "Fixture" : "fixture") }.map {
            "\(file): the made-up \($0.kind) \($0.name) could be a team's real one; name it \($0.kind == "module" ? "Fixture" : "fixture")…"
        }
    }

    @Test func everyModuleATestMakesUpIsNamedApartFromRealOnes() throws {
        let folder = Self.root.appendingPathComponent("Tests/AppTests")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".swift") && $0 != "FixtureNamesTests.swift"
        }.sorted()
        var found: [String] = []
        for file in files {
            found += Self.clashes(
                in: try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8),
                file: "Tests/AppTests/\(file)")
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
        let realModules = try FileManager.default.contentsOfDirectory(
            atPath: Self.root.appendingPathComponent("Modules").path)
        #expect(
            !realModules.contains { $0.hasPrefix("Fixture") },
            "a module under Modules/ takes the prefix kept for test fixtures")
    }

    @Test func aMadeUpModuleWithATeamsNameIsFound() {
        let planted =
            #"let vendors = ModulePlugin(name: "Vendors", destinations: [.screen(NavigationDestination("vendorsList"), style: .push) { s }])"#
        #expect(Self.clashes(in: planted, file: "T.swift").count == 2)
        #expect(
            Self.clashes(
                in: planted.replacingOccurrences(of: "\"Vendors\"", with: "\"FixtureVendors\"").replacingOccurrences(
                    of: "\"vendorsList\"", with: "\"fixtureVendorsList\""), file: "T.swift"
            ).isEmpty)
    }
}
