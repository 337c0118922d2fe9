@testable import Assets
import CoreInterfaces
import Testing
import TestSupport

@MainActor
struct AssetDetailFeatureTests {
    let repository = FakeAssetsRepository(links: [Fixtures.crane.id: Fixtures.otherIssue])

    func makeStore(_ asset: AssetUIModel = Fixtures.drill) -> TestStore<AssetDetailFeature> {
        TestStore(
            initialState: AssetDetailFeature.State(asset: asset), reducer: AssetDetailFeature(repository: repository))
    }

    @Test func appearingLoadsTheLinkedIssue() async {
        let store = makeStore(Fixtures.crane)
        await store.send(.onAppear)
        await store.receive(.linkedIssueLoaded(Fixtures.otherIssue)) {
            $0.linkedIssue = Fixtures.otherIssue
            $0.isLoading = false
        }
    }

    @Test func refreshingLoadsTheAssetAgainAndSaysWhenItIsGone() async {
        let store = makeStore(Fixtures.crane)
        let renamed = AssetUIModel(
            id: Fixtures.crane.id, name: "Gantry crane 2", status: "Standby", category: "Lifting")
        repository.assets = [Fixtures.drill, renamed]
        await store.send(.refresh)
        await store.receive(.assetLoaded(renamed)) { $0.asset = renamed }
        await store.receive(.linkedIssueLoaded(Fixtures.otherIssue)) {
            $0.linkedIssue = Fixtures.otherIssue
            $0.isLoading = false
        }
        await store.send(.linkIssueTapped) { $0.destination = .issuesPicker }
        repository.assets = [Fixtures.drill]
        await store.send(.refresh)
        await store.receive(.assetLoaded(nil)) {
            $0.isGone = true
            $0.destination = nil
        }
        await store.receive(.linkedIssueLoaded(Fixtures.otherIssue)) { $0.isLoading = false }
        await store.send(.linkIssueTapped)
    }

    @Test func linkIssueAsksForThePicker() async {
        let store = makeStore()
        await store.send(.linkIssueTapped) { $0.destination = .issuesPicker }
    }

    @Test func aSelectedIssueIsShownSavedAndClosesThePicker() async {
        let store = makeStore()
        await store.send(.linkIssueTapped) { $0.destination = .issuesPicker }
        await store.send(.issueSelected(Fixtures.issue)) {
            $0.linkedIssue = Fixtures.issue
            $0.destination = nil
        }
        await store.receive(.linkedIssueLoaded(Fixtures.issue)) { $0.isLoading = false }
        #expect(repository.links[Fixtures.drill.id] == Fixtures.issue)
    }

    @Test func linkingAgainReplacesTheLink() async {
        let store = makeStore(Fixtures.crane)
        await store.send(.linkIssueTapped) { $0.destination = .issuesPicker }
        await store.send(.issueSelected(Fixtures.issue)) {
            $0.linkedIssue = Fixtures.issue
            $0.destination = nil
        }
        await store.receive(.linkedIssueLoaded(Fixtures.issue)) { $0.isLoading = false }
        #expect(repository.links[Fixtures.crane.id] == Fixtures.issue)
    }

    @Test func dismissingThePickerLinksNothing() async {
        let store = makeStore()
        await store.send(.linkIssueTapped) { $0.destination = .issuesPicker }
        await store.send(.destinationDismissed) { $0.destination = nil }
        #expect(repository.links[Fixtures.drill.id] == nil)
    }

    @Test func unlinkingRemovesTheLink() async {
        let store = makeStore(Fixtures.crane)
        await store.send(.onAppear)
        await store.receive(.linkedIssueLoaded(Fixtures.otherIssue)) {
            $0.linkedIssue = Fixtures.otherIssue
            $0.isLoading = false
        }
        await store.send(.unlinkIssueTapped) { $0.linkedIssue = nil }
        await store.finish()
        #expect(repository.links[Fixtures.crane.id] == nil)
    }

    @Test func unlinkingWithNoLinkDoesNothing() async {
        let store = makeStore()
        await store.send(.unlinkIssueTapped)
    }
}
