import CoreInterfaces
@testable import Issues
import Testing
import TestSupport

@MainActor
struct IssueDetailFeatureTests {
    let repository = FakeIssuesRepository(issueIDByAssetID: [Fixtures.pump.id: Fixtures.leak.id])

    func makeStore(selectable: Bool = false) -> TestStore<IssueDetailFeature> {
        TestStore(
            initialState: IssueDetailFeature.State(issue: Fixtures.leak, isSelectable: selectable),
            reducer: IssueDetailFeature(repository: repository)
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

    @Test func linkAssetPresentsThePickerAndLinksThePickedAsset() {
        let store = makeStore()
        store.send(.linkAssetTapped) { $0.destination = .assetsPicker }
        store.send(.assetPicked(Fixtures.press)) { $0.destination = nil }
        store.receive(.linkedAssetsLoaded([Fixtures.press, Fixtures.pump])) {
            $0.linkedAssets = [Fixtures.press, Fixtures.pump]
        }
        #expect(repository.issueIDByAssetID[Fixtures.press.id] == Fixtures.leak.id)
    }

    @Test func aCancelledPickLinksNothing() {
        let store = makeStore()
        store.send(.linkAssetTapped) { $0.destination = .assetsPicker }
        store.send(.destinationDismissed) { $0.destination = nil }
        #expect(repository.issueIDByAssetID[Fixtures.press.id] == nil)
    }

    @Test func anIssueThatIsGoneClosesWhatItShows() {
        let store = makeStore()
        store.send(.linkAssetTapped) { $0.destination = .assetsPicker }
        store.send(.issueLoaded(nil)) {
            $0.isGone = true
            $0.destination = nil
        }
        store.send(.linkAssetTapped)
    }

    @Test func openingALinkedAssetAndComingBackReloadsTheLinks() {
        let store = makeStore()
        store.send(.onAppear)
        store.receive(.linkedAssetsLoaded([Fixtures.pump])) { $0.linkedAssets = [Fixtures.pump] }
        store.send(.openAssetTapped(Fixtures.pump.id)) { $0.destination = .asset(Fixtures.pump.id) }
        store.send(.destinationDismissed) { $0.destination = nil }
        store.receive(.linkedAssetsLoaded([Fixtures.pump]))
    }

    @Test func theDetailShowsOneThingAtATime() {
        let store = makeStore()
        store.send(.onAppear)
        store.receive(.linkedAssetsLoaded([Fixtures.pump])) { $0.linkedAssets = [Fixtures.pump] }
        store.send(.openAssetTapped(Fixtures.pump.id)) { $0.destination = .asset(Fixtures.pump.id) }
        // Asking for the picker replaces the asset's detail: two at once cannot be written.
        store.send(.linkAssetTapped) { $0.destination = .assetsPicker }
    }

    @Test func onlyALinkedAssetCanBeOpened() {
        let store = makeStore()
        store.send(.openAssetTapped(Fixtures.press.id))
    }

    /// An id is its code points: "é" as one scalar is not "e" and a combining accent, though Swift's
    /// `==` calls them equal.
    @Test func anAssetIsOpenedOnlyByExactlyTheIDThatIsLinked() {
        let linked = AssetUIModel(id: "A-caf\u{E9}", name: "Espresso machine", status: "In service", category: "Kitchen")
        var state = IssueDetailFeature.State(issue: Fixtures.leak, isSelectable: false)
        state.linkedAssets = [linked]
        let store = TestStore(initialState: state, reducer: IssueDetailFeature(repository: repository))
        store.send(.openAssetTapped("A-cafe\u{301}"))
        store.send(.openAssetTapped(linked.id)) { $0.destination = .asset(linked.id) }
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
