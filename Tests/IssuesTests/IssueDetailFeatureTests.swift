@testable import Issues
import AssetsInterface
import CoreInterfaces
import FeatureRuntime
import Testing
import FeatureTesting

@MainActor
struct IssueDetailFeatureTests {
    let repository = FakeIssuesRepository(issueIDByAssetID: [Fixtures.pump.id: Fixtures.leak.id])

    func makeStore() -> TestStore<IssueDetailFeature> {
        TestStore(
            initialState: IssueDetailFeature.State(issue: Fixtures.leak),
            reducer: IssueDetailFeature(repository: repository)
        )
    }

    @Test func appearingLoadsTheLinkedAssets() async {
        let store = makeStore()
        await store.send(.onAppear)
        await store.receive(.loaded(.linked([Fixtures.pump]))) { $0.detail.finish(.linked([Fixtures.pump])) }
    }

    @Test func linkAssetPresentsThePickerAndLinksThePickedAsset() async {
        let store = makeStore()
        await store.send(.linkAssetTapped) { $0.destination.present(.assetsPicker) }
        await store.send(.assetsPicker(.result(Fixtures.press, from: store.state.destination.id))) {
            $0.destination.dismiss()
        }
        await store.receive(.loaded(.linked([Fixtures.press, Fixtures.pump]))) {
            $0.detail.finish(.linked([Fixtures.press, Fixtures.pump]))
        }
        #expect(repository.issueIDByAssetID[Fixtures.press.id] == Fixtures.leak.id)
    }

    @Test func aCancelledPickLinksNothing() async {
        let store = makeStore()
        await store.send(.linkAssetTapped) { $0.destination.present(.assetsPicker) }
        await store.send(.assetsPicker(.dismissal(of: store.state.destination.id))) { $0.destination.dismiss() }
        #expect(repository.issueIDByAssetID[Fixtures.press.id] == nil)
    }

    /// A pick from a picker dismissed since, arriving while a new one is shown, is late: the state's
    /// presentation identity tells it apart, and it changes nothing.
    @Test func aPickFromAnEarlierPickerChangesNothing() async {
        let store = makeStore()
        await store.send(.linkAssetTapped) { $0.destination.present(.assetsPicker) }
        let first = store.state.destination.id
        await store.send(.assetsPicker(.dismissal(of: first))) { $0.destination.dismiss() }
        await store.send(.linkAssetTapped) { $0.destination.present(.assetsPicker) }
        await store.send(.assetsPicker(.result(Fixtures.press, from: first)))
        await store.send(.assetsPicker(.dismissal(of: first)))
        #expect(store.state.destination.destination == .assetsPicker)
        #expect(repository.issueIDByAssetID[Fixtures.press.id] == nil)
    }

    @Test func anIssueThatIsGoneClosesWhatItShows() async {
        let store = makeStore()
        await store.send(.linkAssetTapped) { $0.destination.present(.assetsPicker) }
        await store.send(.loaded(.item(nil))) {
            $0.detail.finish(.item(nil))
            $0.destination.dismiss()
        }
        await store.send(.linkAssetTapped)
    }

    /// Back from a linked asset's detail, the issue's detail appears again (the host tells it, as
    /// SwiftUI calls `.onAppear`), and loads its links again: the asset may have changed them.
    @Test func comingBackFromALinkedAssetReloadsTheLinksAsTheDetailAppearsAgain() async {
        let store = makeStore()
        await store.send(.onAppear)
        await store.receive(.loaded(.linked([Fixtures.pump]))) { $0.detail.finish(.linked([Fixtures.pump])) }
        await store.send(.openAssetTapped(Fixtures.pump.id)) { $0.destination.present(.asset(Fixtures.pump.id)) }
        await store.send(.assetDetail(.dismissal(of: store.state.destination.id))) { $0.destination.dismiss() }
        await store.send(.onAppear)
        await store.receive(.loaded(.linked([Fixtures.pump])))
    }

    @Test func theDetailShowsOneThingAtATime() async {
        let store = makeStore()
        await store.send(.onAppear)
        await store.receive(.loaded(.linked([Fixtures.pump]))) { $0.detail.finish(.linked([Fixtures.pump])) }
        await store.send(.openAssetTapped(Fixtures.pump.id)) { $0.destination.present(.asset(Fixtures.pump.id)) }
        // Asking for the picker replaces the asset's detail: two at once cannot be written.
        await store.send(.linkAssetTapped) { $0.destination.present(.assetsPicker) }
    }

    @Test func onlyALinkedAssetCanBeOpened() async {
        let store = makeStore()
        await store.send(.openAssetTapped(Fixtures.press.id))
    }

    /// An id is its code points: "é" as one scalar is not "e" and a combining accent, though Swift's
    /// `==` calls them equal.
    @Test func anAssetIsOpenedOnlyByExactlyTheIDThatIsLinked() async {
        let linked = AssetUIModel(
            id: "A-caf\u{E9}", name: "Espresso machine", status: "In service", category: "Kitchen")
        var state = IssueDetailFeature.State(issue: Fixtures.leak)
        state.detail.finish(.linked([linked]))
        let store = TestStore(initialState: state, reducer: IssueDetailFeature(repository: repository))
        await store.send(.openAssetTapped("A-cafe\u{301}"))
        await store.send(.openAssetTapped(linked.id)) { $0.destination.present(.asset(linked.id)) }
    }
}
