@testable import IsolationCheck
import Testing

/// The interface rule on a package graph made by hand: `Orders` and `Billing` each have an interface
/// target, `App` knows both implementations, `Shared` has no interface.
struct InterfaceRuleTests {
    static func target(_ name: String, _ dependencies: [String] = []) -> PackageGraph.Target {
        PackageGraph.Target(
            name: name, type: "regular", path: "Sources/\(name)",
            dependencies: dependencies.map { PackageGraph.Dependency(kind: .target, name: $0) })
    }

    static func rule(_ targets: [PackageGraph.Target]) -> InterfaceRule {
        InterfaceRule(graph: PackageGraph(root: PackageGraph.Package(identity: "shop", targets: targets)))
    }

    static let shape = [
        target("Orders", ["OrdersInterface", "BillingInterface"]), target("OrdersInterface", ["BillingInterface"]),
        target("Billing", ["BillingInterface"]), target("BillingInterface"), target("Shared"),
        target("App", ["Orders", "Billing"]),
    ]

    @Test func knowsAnInterfaceByItsSiblingsName() {
        let rule = Self.rule(Self.shape)
        #expect(rule.interface(of: "Orders") == "OrdersInterface")
        #expect(rule.interface(of: "Shared") == nil)
        #expect(rule.implementation(ofInterface: "BillingInterface") == "Billing")
        #expect(rule.implementation(ofInterface: "Shared") == nil)
    }

    @Test func theShapeAsDrawnPasses() {
        #expect(Self.rule(Self.shape).manifestFindings(manifest: "", file: "Package.swift").isEmpty)
    }

    @Test func anImplementationDependingOnAnotherIsToldToUseItsInterface() throws {
        let rule = Self.rule(Self.shape)
        let verdict = try #require(rule.judge(Self.target("Orders"), dependingOn: "Billing"))
        #expect(
            verdict.message
                == "Orders depends on Billing, another module's implementation: a module reaches another only through its interface"
        )
        #expect(
            verdict.advice
                == "depend on BillingInterface instead, and ask for what Billing makes through the factory the interface declares"
        )
    }

    @Test func anInterfaceDependingOnAnImplementationIsRefused() throws {
        let rule = Self.rule(Self.shape)
        #expect(
            rule.judge(Self.target("OrdersInterface"), dependingOn: "Billing")?.advice
                == "depend on BillingInterface instead")
        #expect(
            rule.judge(Self.target("OrdersInterface"), dependingOn: "Orders", verb: "imports")?.message
                == "OrdersInterface imports Orders, its own implementation: an interface names only interfaces")
    }

    @Test func theCompositionRootAndTargetsOutsideTheShapeMayKnowImplementations() {
        let rule = Self.rule(Self.shape)
        #expect(rule.judge(Self.target("App"), dependingOn: "Orders") == nil)
        #expect(rule.judge(Self.target("Shared"), dependingOn: "Billing") == nil)
        #expect(rule.judge(Self.target("Orders"), dependingOn: "Shared") == nil)
    }

    @Test func aPlantedDependencyIsAFindingAtItsManifestLine() {
        var targets = Self.shape
        targets[0] = Self.target("Orders", ["OrdersInterface", "Billing"])
        let manifest = """
            let package = Package(
                name: "shop",
                targets: [
                    .target(name: "Orders", dependencies: ["OrdersInterface", "Billing"]),
                ]
            )
            """
        let findings = Self.rule(targets).manifestFindings(manifest: manifest, file: "Package.swift")
        #expect(findings.map(\.target) == ["Orders"])
        #expect(findings.map(\.dependency) == ["Billing"])
        #expect(findings.map(\.line) == [4])
        #expect(findings.map(\.kind) == [.forbidden])
    }

    @Test func aPatternInAPolicyLinePermitsEveryInterface() {
        #expect(Policy.permits(["CoreInterfaces", "*Interface"], "BillingInterface"))
        #expect(!Policy.permits(["CoreInterfaces", "*Interface"], "Billing"))
        #expect(Policy.permits(["Billing"], "Billing"))
    }
}
