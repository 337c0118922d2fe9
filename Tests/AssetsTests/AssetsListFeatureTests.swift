@testable import Assets
import CoreInterfaces
import Testing
import TestSupport

@MainActor
struct AssetsListFeatureTests {
    let repository = FakeAssetsRepository()

    func makeStore() -> TestStore<AssetsListFeature> {
        TestStore(initialState: AssetsListFeature.State(), reducer: AssetsListFeature(repository: repository))
    }

    @Test func appearingLoadsTheAssets() {
        let store = makeStore()
        store.send(.onAppear)
        store.receive(.assetsLoaded(Fixtures.assets)) { $0.assets = Fixtures.assets }
    }

    @Test func tappingAnAssetPushesItsDetailAndBackPopsIt() {
        let store = makeStore()
        store.send(.assetTapped(Fixtures.drill)) { $0.detail = AssetDetailFeature.State(asset: Fixtures.drill) }
        store.send(.detail(.linkIssueTapped)) { $0.detail?.destination = .issuesPicker }
        store.send(.detailDismissed) { $0.detail = nil }
    }

    @Test func theDetailsEffectsComeBackThroughTheList() {
        let store = makeStore()
        repository.link(Fixtures.issue, toAsset: Fixtures.drill.id)
        store.send(.assetTapped(Fixtures.drill)) { $0.detail = AssetDetailFeature.State(asset: Fixtures.drill) }
        store.send(.detail(.onAppear))
        store.receive(.detail(.linkedIssueLoaded(Fixtures.issue))) { $0.detail?.linkedIssue = Fixtures.issue }
    }

    @Test func anActionForADetailThatHasGoneIsIgnored() {
        let store = makeStore()
        store.send(.detail(.linkIssueTapped))
    }
}
