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

    @Test func appearingLoadsTheAssets() async {
        let store = makeStore()
        await store.send(.onAppear)
        await store.receive(.assetsLoaded(Fixtures.assets)) {
            $0.assets = Fixtures.assets
            $0.isLoading = false
        }
    }

    @Test func tappingAnAssetPushesItsDetailAndBackPopsIt() async {
        let store = makeStore()
        await store.send(.assetTapped(Fixtures.drill)) { $0.detail = AssetDetailFeature.State(asset: Fixtures.drill) }
        await store.send(.detail(.linkIssueTapped)) { $0.detail?.destination.present(.issuesPicker) }
        await store.send(.detailDismissed) { $0.detail = nil }
    }

    @Test func theDetailsEffectsComeBackThroughTheList() async {
        let store = makeStore()
        repository.links[Fixtures.drill.id] = Fixtures.issue
        await store.send(.assetTapped(Fixtures.drill)) { $0.detail = AssetDetailFeature.State(asset: Fixtures.drill) }
        await store.send(.detail(.onAppear))
        await store.receive(.detail(.linkedIssueLoaded(Fixtures.issue))) {
            $0.detail?.linkedIssue = Fixtures.issue
            $0.detail?.isLoading = false
        }
    }

    @Test func anActionForADetailThatHasGoneIsIgnored() async {
        let store = makeStore()
        await store.send(.detail(.linkIssueTapped))
    }
}
