@_spi(Benchmarks) import CoreInterfaces
import AssetsInterface
import IssuesInterface
import Testing
import FeatureTesting
import TestSupport

/// The registry holds parts as it holds destinations: a part for a point no module declares, or a
/// point two modules declare, is refused at start-up; a point's parts are made for the item shown,
/// in the order of the plugins.
@MainActor
struct PartRegistryTests {
    typealias Named = NavigationRegistryTests.Named

    static func declaring(_ points: [PartPoint], name: String = "Host") -> ModulePlugin {
        ModulePlugin(name: name, destinations: [], points: points)
    }

    static func adding(_ point: PartPoint, name: String) -> ModulePlugin {
        ModulePlugin(name: name, destinations: [], parts: [PartProvider(point) { id in Named("\(name) \(id)") }])
    }

    @Test func aPartForAPointNobodyDeclaresNamesThePointAndItsModule() {
        #expect(throws: RegistryError(problems: [.undeclaredPoint(.assetDetail, module: "FixtureNotes")])) {
            try NavigationRegistry(plugins: [
                Self.declaring([.issueDetail]), Self.adding(.assetDetail, name: "FixtureNotes"),
            ])
        }
        #expect(
            RegistryError.Problem.undeclaredPoint(.assetDetail, module: "FixtureNotes").description
                == "FixtureNotes adds a part to assetDetail, which no module declares as a point")
    }

    @Test func aPointTwoModulesDeclareIsRefused() {
        #expect(throws: RegistryError(problems: [.duplicatedPoint(.assetDetail, modules: ["Host", "Other"])])) {
            try NavigationRegistry(plugins: [
                Self.declaring([.assetDetail]), Self.declaring([.assetDetail], name: "Other"),
            ])
        }
    }

    @Test func aPointsPartsAreMadeForTheItemInThePluginsOrder() throws {
        let registry = try NavigationRegistry(plugins: [
            Self.adding(.assetDetail, name: "Second"), Self.declaring([.assetDetail, .issueDetail]),
            Self.adding(.assetDetail, name: "Third"), Self.adding(.issueDetail, name: "Other"),
        ])
        let parts = registry.makeParts(at: .assetDetail.with(id: "AST-1"))
        #expect(parts.map(\.module) == ["Second", "Third"])
        #expect(parts.map(\.screen.content.title) == ["Second AST-1", "Third AST-1"])
        #expect(registry.makeParts(at: .assetDetail).isEmpty, "a point without an item has no parts")
        #expect(
            registry.makeParts(at: .issueDetail.with(id: "e\u{301}")).map(\.screen.content.title) == ["Other e\u{301}"])
    }

    /// A module's tests make a registry of its plugin alone: TestSupport declares its parts' points.
    @Test func aModuleWithPartsIsRegisteredAloneWithItsPointsDeclaredForIt() throws {
        let plugin = Self.adding(.assetDetail, name: "FixtureNotes")
        #expect(throws: RegistryError.self) { try NavigationRegistry(plugins: [plugin]) }
        let registry = try NavigationRegistry(plugins: [plugin, .points(forPartsOf: plugin)])
        #expect(registry.makeParts(at: .assetDetail.with(id: "A")).map(\.module) == ["FixtureNotes"])
    }

    @Test func pointsCompareByCodePoints() {
        #expect(PartPoint.assetDetail.with(id: "e\u{301}") != PartPoint.assetDetail.with(id: "\u{E9}"))
        #expect(PartPoint("assetDetail", item: "asset") == .assetDetail)
    }
}
