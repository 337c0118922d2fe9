import CoreInterfaces
@testable import Issues
import Testing
import TestSupport

@MainActor
struct IssueDetailFeatureTests {
    let repository = FakeIssuesRepository(issueIDByAssetID: [Fixtures.pump.id: Fixtures.leak.id])

    func makeStore(
        selectable: Bool = false,
        pick: @escaping @MainActor () async -> AssetUIModel? = { nil }
    ) -> TestStore<IssueDetailFeature> {
        TestStore(
            initialState: IssueDetailFeature.State(issue: Fixtures.leak, isSelectable: selectable),
            reducer: IssueDetailFeature(repository: repository, pickAsset: pick)
        )
    }

    @Test func refreshingLoadsTheIssueAgainAndSaysWhenItIsGone() {
        let store = makeStore(selectable: true)
        repository.issues = []
        store.send(.refresh)
        store.receive(.issueLoaded(nil)) { $0.isGone = true }
        store.receive(.linkedAssetsLoaded([Fixtures.pump])) { $0.linkedAssets = [Fixtures.pump] }
        store.send(.selectTapped)
    }

    @Test func appearingLoadsTheLinkedAssets() {
        let store = makeStore()
        store.send(.onAppear)
        store.receive(.linkedAssetsLoaded([Fixtures.pump])) { $0.linkedAssets = [Fixtures.pump] }
    }

    @Test func linkAssetAwaitsThePickAndLinksThePickedAsset() async {
        let store = makeStore { Fixtures.press }
        store.send(.linkAssetTapped) { $0.isPickingAsset = true }
        await store.receive(.assetPickFinished(Fixtures.press)) { $0.isPickingAsset = false }
        await store.receive(.linkedAssetsLoaded([Fixtures.press, Fixtures.pump])) {
            $0.linkedAssets = [Fixtures.press, Fixtures.pump]
        }
        #expect(repository.issueIDByAssetID[Fixtures.press.id] == Fixtures.leak.id)
    }

    @Test func aCancelledPickLinksNothing() async {
        let store = makeStore { nil }
        store.send(.linkAssetTapped) { $0.isPickingAsset = true }
        await store.receive(.assetPickFinished(nil)) { $0.isPickingAsset = false }
        #expect(repository.issueIDByAssetID[Fixtures.press.id] == nil)
    }

    @Test func linkAssetWhilePickingIsIgnored() async {
        let store = makeStore {
            await Task.yield() // still picking when the second tap comes
            return nil
        }
        store.send(.linkAssetTapped) { $0.isPickingAsset = true }
        store.send(.linkAssetTapped)
        await store.receive(.assetPickFinished(nil)) { $0.isPickingAsset = false }
    }

    @Test func openingALinkedAssetAndComingBackReloadsTheLinks() {
        let store = makeStore()
        store.send(.onAppear)
        store.receive(.linkedAssetsLoaded([Fixtures.pump])) { $0.linkedAssets = [Fixtures.pump] }
        store.send(.openAssetTapped(Fixtures.pump.id)) { $0.openedAsset = Fixtures.pump.id }
        store.send(.openedAssetDismissed) { $0.openedAsset = nil }
        store.receive(.linkedAssetsLoaded([Fixtures.pump]))
    }

    @Test func onlyALinkedAssetCanBeOpened() {
        let store = makeStore()
        store.send(.openAssetTapped(Fixtures.press.id))
    }

    @Test func selectingInsideThePickerReportsUpward() {
        let store = makeStore(selectable: true)
        store.send(.selectTapped)
        store.receive(.delegate(.selected(Fixtures.leak)))
    }

    @Test func insideThePickerThereIsNoLinkAsset() {
        let store = makeStore(selectable: true)
        store.send(.linkAssetTapped)
    }

    @Test func selectingOutsideThePickerDoesNothing() {
        let store = makeStore()
        store.send(.selectTapped)
    }
}
