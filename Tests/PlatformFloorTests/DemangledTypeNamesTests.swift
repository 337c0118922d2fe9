import Foundation
import Testing

/// The names read from types as `swift-demangle --compact` prints them.
struct DemangledTypeNamesTests {
    func names(_ text: String) -> Set<String> {
        Set(DemangledTypeNames.names(in: text))
    }

    @Test func aGenericTypeAndItsArguments() {
        #expect(names("Synchronization.Mutex<Swift.Int>") == ["Synchronization.Mutex", "Swift.Int"])
    }

    @Test func aNestedTypeOfAGenericTypeLeavesTheArgumentsOut() {
        #expect(
            names("Swift.Dictionary<Swift.String, CoreInterfaces.AssetUIModel>.Index") == [
                "Swift.Dictionary", "Swift.String", "CoreInterfaces.AssetUIModel", "Swift.Dictionary.Index",
            ])
    }

    @Test func functionTypesAttributesAndArrows() {
        let text =
            "@Swift.MainActor @Sendable (Swift.Int, [Swift.String]) async throws(Kit.Failure) -> Swift.Optional<Swift.Array<(Swift.Int) -> ()>>"
        #expect(
            names(text) == [
                "Swift.MainActor", "Swift.Int", "Swift.String", "Kit.Failure", "Swift.Optional", "Swift.Array",
            ])
    }

    @Test func labelsKeywordsAndGenericParametersAreNotNames() {
        #expect(names("(owner: Swift.String, key: inout A) -> A.Element") == ["Swift.String", "A.Element"])
        #expect(names("(A, B) -> ()").isEmpty)
    }

    @Test func everyPrefixOfAChainIsAName() {
        #expect(names("Swift.Int.Type") == ["Swift.Int", "Swift.Int.Type"])
    }

    @Test func aTypeDeclaredInAnotherModulesExtension() {
        #expect(
            names("(extension in FoundationEssentials):Swift.String.Encoding") == [
                "Swift.String", "Swift.String.Encoding",
            ])
    }

    @Test func anOpaqueTypeAndAnIntegerArgument() {
        #expect(
            names("<<opaque return type of Kit.make() -> some Swift.Collection>>.0") == [
                "Kit.make", "Swift.Collection",
            ])
        #expect(names("Swift.InlineArray<3, Swift.Int>") == ["Swift.InlineArray", "Swift.Int"])
    }

    @Test(.enabled(if: Toolchain.checksHere, "reads the Linux toolchain"))
    func theToolchainsDemanglerPrintsTypesAndNamesWhatItCannot() throws {
        let toolchain = try Toolchain.onPath()
        let result = try Demangler.print(
            ["$s15Synchronization5MutexVySiGD", "$sScTyyts5NeverOGD", "$sNotAType"], with: toolchain.demangle)
        #expect(
            result.printed == [
                "$s15Synchronization5MutexVySiGD": "Synchronization.Mutex<Swift.Int>",
                "$sScTyyts5NeverOGD": "Swift.Task<(), Swift.Never>",
            ])
        #expect(result.unreadable == ["$sNotAType"])
    }
}
