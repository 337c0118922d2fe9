@testable import Assets
import AssetsInterface
@_spi(Hosting) import CoreInterfaces
import FeatureRuntime
import Testing
import FeatureTesting

/// The Assets screens over a repository that awaits: they say they are loading, show what arrives
/// or a one-line failure with a retry, and a screen that leaves takes its load with it.
@Suite(.countsEffects)
@MainActor
struct AssetsLoadingTests {
    let repository = FakeAssetsRepository()
    let factory = SpyNavigationFactory()

    @Test func theListSaysItIsLoadingThenShowsTheAssets() async {
        repository.gate.isHeld = true
        let store = TestStore(
            initialState: AssetsListFeature.State(), reducer: AssetsListFeature(repository: repository))
        await store.send(.onAppear)
        #expect(store.state.assets.isLoading)
        repository.gate.release()
        await store.receive(.assetsLoaded(.success(Fixtures.assets))) { $0.assets.finish(.success(Fixtures.assets)) }
        await store.finish()
    }

    @Test func aFailedLoadSaysWhyAndRetryLoadsAgain() async {
        repository.gate.failure = "the server did not answer"
        let store = TestStore(
            initialState: AssetsListFeature.State(), reducer: AssetsListFeature(repository: repository))
        await store.send(.onAppear)
        let failed = Result<[AssetUIModel], LoadFailure>.failure(LoadFailure(reason: "the server did not answer"))
        await store.receive(.assetsLoaded(failed)) { $0.assets.finish(failed) }
        repository.gate.failure = nil
        await store.send(.retryTapped) { $0.assets.retry() }
        await store.receive(.assetsLoaded(.success(Fixtures.assets))) { $0.assets.finish(.success(Fixtures.assets)) }
        await store.finish()
    }

    @Test func theScreenShowsLoadingThenFailureWithARetryChoiceThenTheList() async {
        repository.gate.isHeld = true
        let list = AssetsProvider(repository: repository).makeAssetsList()
        #expect(list.content.lines == ["Loading assets…"])
        #expect(repository.gate.calls == 0, "nothing loads before the screen is shown")
        list.onAppear()
        #expect(list.choiceLabels.isEmpty)
        repository.gate.failure = "the server did not answer"
        repository.gate.release()
        await settle()
        #expect(list.content.lines == ["The assets could not be loaded: the server did not answer"])
        #expect(list.choiceLabels == ["Retry"])
        repository.gate.failure = nil
        await list.choose("Retry")
        #expect(list.choiceLabels == ["Drill press", "Gantry crane"])
    }

    @Test func goingBackDuringADetailsLoadCancelsItAndNothingArrivesLate() async throws {
        let list = AssetsProvider(repository: repository).makeAssetsList()
        await list.appear()
        repository.gate.isHeld = true
        try #require(list.content.choices.first { $0.label == "Drill press" }).select()
        let detail = try #require(factory.shown.linkedScreen(above: list)?.screen)
        detail.onAppear()
        #expect(detail.line("Linked issue:") == "Linked issue: loading…")
        #expect(await TurnBound().until { repository.gate.waitingCount == 1 }, "the detail's load waits for its answer")

        factory.shown.dismissLinkedScreen(above: list)
        await settle()
        #expect(repository.gate.cancelled == 1, "the detail's load ended with it")
        repository.links[Fixtures.drill.id] = Fixtures.issue
        repository.gate.release()
        await settle()
        #expect(factory.shown.linkedScreen(above: list) == nil)
        #expect(detail.line("Linked issue:") == "Linked issue: loading…", "a cancelled load writes nothing")
    }

    @Test func aDetailOpenedByIDLoadsTheAssetOrSaysThereIsNone() async {
        let provider = AssetsProvider(repository: repository)
        let crane = provider.makeAssetDetail(id: "A-2")
        let missing = provider.makeAssetDetail(id: "A-404")
        // Titled by its ID while it loads: the host says "Loading Asset A-2…", not "Loading Asset…".
        #expect(crane.content.title == "Asset A-2")
        #expect(crane.content.lines == ["Loading asset A-2…"])
        crane.onAppear()
        missing.onAppear()
        await settle()
        #expect(crane.content.title == "Gantry crane")
        #expect(missing.content.title == "Asset not found")
        #expect(missing.content.lines == ["There is no asset with ID A-404."])
    }
}
