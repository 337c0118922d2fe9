@testable import AppCore
@testable import DataFile
import AssetsInterface
import CoreInterfaces
import Foundation
import IssuesInterface
import Testing
import FeatureTesting
import TestSupport

/// Ids, keys and links are identities: two strings are one only when their code points are, as
/// RFC 8259 compares names, never by Swift's canonical equivalence.
@MainActor
struct CodePointIdentityTests {
    static let composed = "caf\u{E9}"  // é as one scalar
    static let decomposed = "cafe\u{301}"  // e and a combining acute accent
    static let ohm = "\u{2126}"  // OHM SIGN
    static let omega = "\u{3A9}"  // GREEK CAPITAL LETTER OMEGA

    func asset(_ id: String) -> DataFileContents.Asset {
        DataFileContents.Asset(id: id, name: "Asset \(id)", status: "Active", category: "Tools")
    }

    func issue(_ id: String) -> DataFileContents.Issue {
        DataFileContents.Issue(id: id, title: "Issue \(id)", status: "Open", description: "")
    }

    @Test func theStringsAreCanonicallyEqualInSwiftButNotTheSameCodePoints() {
        #expect(Self.composed == Self.decomposed && Self.ohm == Self.omega, "the premise: Swift's == calls them equal")
        #expect(CodePoints(Self.composed) != CodePoints(Self.decomposed))
        #expect(CodePoints(Self.ohm) != CodePoints(Self.omega))
        #expect(Set([CodePoints(Self.composed), CodePoints(Self.decomposed), CodePoints(Self.composed)]).count == 2)
    }

    @Test func anObjectWithBothSpellingsAsKeysHasTwoKeys() throws {
        let text = "{\"\(Self.composed)\": 1, \"\(Self.decomposed)\": 2}"
        guard case let .object(object) = try JSONReader.parse(Array(text.utf8)) else {
            Issue.record("not read as an object")
            return
        }
        #expect(
            object.members.map(\.key).map(CodePoints.init) == [CodePoints(Self.composed), CodePoints(Self.decomposed)])
    }

    @Test func anObjectIsReadAndWrittenByTheExactKey() {
        var object: JSONObject = [Self.composed: .string("one scalar")]
        #expect(object[Self.decomposed] == nil)
        object[Self.decomposed] = .string("two scalars")
        #expect(object.members.count == 2)
        #expect(object[Self.composed] == .string("one scalar"))
    }

    @Test func destinationsThatDifferOnlyInSpellingSortOneWay() {
        let one = NavigationDestination.assetDetail.with(id: Self.composed)
        let other = NavigationDestination.assetDetail.with(id: Self.decomposed)
        #expect(one != other)
        #expect((one < other) != (other < one), "two different destinations, so exactly one comes first")
    }

    @Test func twoAssetsWithTheTwoSpellingsAreTwoAssets() {
        let contents = DataFileContents(assets: [asset(Self.composed), asset(Self.decomposed)], issues: [], links: [])
        #expect(contents.problem() == nil)
    }

    @Test func aLinkToAnIssueNobodyHasIsRefusedThoughItLooksTheSame() {
        let contents = DataFileContents(
            assets: [asset("A")], issues: [issue(Self.omega)], links: [.init(assetID: "A", issueID: Self.ohm)]
        )
        #expect(contents.problem() == "$.links[0].issueID: no issue has the id \"\(Self.ohm)\"")
    }

    @Test func theStoreFindsAndLinksOnlyTheExactID() async {
        let data = InMemoryDataStore(
            contents: DataFileContents(
                assets: [asset(Self.composed)], issues: [issue(Self.omega)], links: []
            ))
        #expect(await data.asset(withID: Self.decomposed) == nil)
        #expect(await data.asset(withID: Self.composed)?.id == Self.composed)
        await data.change(.link(assetID: Self.composed, issueID: Self.ohm))
        #expect(await data.issueLinked(toAsset: Self.composed) == nil, "no issue has the id \(Self.ohm)")
        await data.change(.link(assetID: Self.composed, issueID: Self.omega))
        #expect(await data.issueLinked(toAsset: Self.composed)?.id == Self.omega)
        #expect(await data.issueLinked(toAsset: Self.decomposed) == nil)
    }

    @Test func aRouteOpensOnlyTheAssetWithThoseCodePoints() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("shop.json")
        try DataFile(path: path).save(DataFileContents(assets: [asset(Self.composed)], issues: [issue("I")], links: []))

        let other = await ScriptedSession.run(["q"], arguments: ["--data", path, "--open", "assets/cafe%CC%81"])
        #expect(other.status == .usage)
        #expect(other.errors.contains("there is no asset with ID \(Self.decomposed)"), "\(other.errors)")

        let same = await ScriptedSession.run(["q"], arguments: ["--data", path, "--open", "assets/caf%C3%A9"])
        #expect(same.status == .success, "\(same.errors)")
    }

    @Test func destinationsWithTheTwoSpellingsAreTwoDestinations() {
        #expect(NavigationDestination.assetDetail.with(id: Self.composed) != .assetDetail.with(id: Self.decomposed))
        #expect(NavigationDestination.assetDetail.with(id: Self.composed).shows(id: Self.composed))
        #expect(!NavigationDestination.assetDetail.with(id: Self.composed).shows(id: Self.decomposed))
    }
}
