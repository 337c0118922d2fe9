@testable import Assets
import CoreInterfaces
import Testing
import TestSupport

@MainActor
struct AssetDetailFeatureTests {
    let repository = FakeAssetsRepository(links: [Fixtures.crane.id: Fixtures.otherIssue])

    func makeStore(_ asset: AssetUIModel = Fixtures.drill) -> TestStore<AssetDetailFeature> {
        TestStore(initialState: AssetDetailFeature.State(asset: asset), reducer: AssetDetailFeature(repository: repository))
    }

    @Test func appearingLoadsTheLinkedIssue() {
        let store = makeStore(Fixtures.crane)
        store.send(.onAppear)
        store.receive(.linkedIssueLoaded(Fixtures.otherIssue)) { $0.linkedIssue = Fixtures.otherIssue }
    }

    @Test func refreshingLoadsTheAssetAgainAndSaysWhenItIsGone() {
        let store = makeStore(Fixtures.crane)
        let renamed = AssetUIModel(id: Fixtures.crane.id, name: "Gantry crane 2", status: "Standby", category: "Lifting")
        repository.assets = [Fixtures.drill, renamed]
        store.send(.refresh)
        store.receive(.assetLoaded(renamed)) { $0.asset = renamed }
        store.receive(.linkedIssueLoaded(Fixtures.otherIssue)) { $0.linkedIssue = Fixtures.otherIssue }
        store.send(.linkIssueTapped) { $0.destination = .issuesPicker }
        repository.assets = [Fixtures.drill]
        store.send(.refresh)
        store.receive(.assetLoaded(nil)) {
            $0.isGone = true
            $0.destination = nil
        }
        store.receive(.linkedIssueLoaded(Fixtures.otherIssue))
        store.send(.linkIssueTapped)
    }

    @Test func linkIssueAsksForThePicker() {
        let store = makeStore()
        store.send(.linkIssueTapped) { $0.destination = .issuesPicker }
    }

    @Test func aSelectedIssueIsShownSavedAndClosesThePicker() {
        let store = makeStore()
        store.send(.linkIssueTapped) { $0.destination = .issuesPicker }
        store.send(.issueSelected(Fixtures.issue)) {
            $0.linkedIssue = Fixtures.issue
            $0.destination = nil
        }
        store.receive(.linkedIssueLoaded(Fixtures.issue))
        #expect(repository.linkedIssue(forAsset: Fixtures.drill.id) == Fixtures.issue)
    }

    @Test func linkingAgainReplacesTheLink() {
        let store = makeStore(Fixtures.crane)
        store.send(.linkIssueTapped) { $0.destination = .issuesPicker }
        store.send(.issueSelected(Fixtures.issue)) {
            $0.linkedIssue = Fixtures.issue
            $0.destination = nil
        }
        store.receive(.linkedIssueLoaded(Fixtures.issue))
        #expect(repository.linkedIssue(forAsset: Fixtures.crane.id) == Fixtures.issue)
    }

    @Test func dismissingThePickerLinksNothing() {
        let store = makeStore()
        store.send(.linkIssueTapped) { $0.destination = .issuesPicker }
        store.send(.destinationDismissed) { $0.destination = nil }
        #expect(repository.linkedIssue(forAsset: Fixtures.drill.id) == nil)
    }

    @Test func unlinkingRemovesTheLink() {
        let store = makeStore(Fixtures.crane)
        store.send(.onAppear)
        store.receive(.linkedIssueLoaded(Fixtures.otherIssue)) { $0.linkedIssue = Fixtures.otherIssue }
        store.send(.unlinkIssueTapped) { $0.linkedIssue = nil }
        #expect(repository.linkedIssue(forAsset: Fixtures.crane.id) == nil)
    }

    @Test func unlinkingWithNoLinkDoesNothing() {
        let store = makeStore()
        store.send(.unlinkIssueTapped)
    }
}
