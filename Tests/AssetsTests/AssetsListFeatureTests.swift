@testable import Assets
import CoreInterfaces
import FeatureRuntime
import Testing
import FeatureTesting

@MainActor
struct AssetsListFeatureTests {
    let repository = FakeAssetsRepository()

    func makeStore() -> TestStore<AssetsListFeature> {
        TestStore(initialState: AssetsListFeature.State(), reducer: AssetsListFeature(repository: repository))
    }

    @Test func appearingLoadsTheAssets() async {
        let store = makeStore()
        await store.send(.onAppear)
        await store.receive(.assetsLoaded(.success(Fixtures.assets))) { $0.assets.finish(.success(Fixtures.assets)) }
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
        await store.receive(.detail(.loaded(.linked(Fixtures.issue)))) {
            $0.detail?.detail.finish(.linked(Fixtures.issue))
        }
    }

    /// An action for a detail that has gone changes nothing, and is reported, as TCA's `ifLet` does.
    @Test func anActionForADetailThatHasGoneIsIgnoredAndReported() async {
        let store = makeStore()
        await withKnownIssue {
            await store.send(.detail(.linkIssueTapped))
        } matching: {
            $0.comments.contains { $0.rawValue.hasPrefix("An action reached an absent child: AssetDetailFeature") }
        }
    }
}
