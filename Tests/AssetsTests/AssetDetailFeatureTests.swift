@testable import Assets
import AssetsInterface
import CoreInterfaces
import FeatureRuntime
import Testing
import FeatureTesting

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
        await store.receive(.loaded(.linked(Fixtures.otherIssue))) { $0.detail.finish(.linked(Fixtures.otherIssue)) }
    }

    @Test func refreshingLoadsTheAssetAgainAndSaysWhenItIsGone() async {
        let store = makeStore(Fixtures.crane)
        let renamed = AssetUIModel(
            id: Fixtures.crane.id, name: "Gantry crane 2", status: "Standby", category: "Lifting")
        repository.assets = [Fixtures.drill, renamed]
        await store.send(.refresh)
        await store.receive(.loaded(.item(renamed))) { $0.detail.finish(.item(renamed)) }
        await store.receive(.loaded(.linked(Fixtures.otherIssue))) { $0.detail.finish(.linked(Fixtures.otherIssue)) }
        await store.send(.linkIssueTapped) { $0.destination.present(.issuesPicker) }
        repository.assets = [Fixtures.drill]
        await store.send(.refresh)
        await store.receive(.loaded(.item(nil))) {
            $0.detail.finish(.item(nil))
            $0.destination.dismiss()
        }
        await store.receive(.loaded(.linked(Fixtures.otherIssue))) { $0.detail.finish(.linked(Fixtures.otherIssue)) }
        await store.send(.linkIssueTapped)
    }

    @Test func linkIssueAsksForThePicker() async {
        let store = makeStore()
        await store.send(.linkIssueTapped) { $0.destination.present(.issuesPicker) }
    }

    @Test func aSelectedIssueIsShownSavedAndClosesThePicker() async {
        let store = makeStore()
        await store.send(.linkIssueTapped) { $0.destination.present(.issuesPicker) }
        await store.send(.issuesPicker(.result(Fixtures.issue, from: store.state.destination.id))) {
            $0.detail.linked = Fixtures.issue
            $0.destination.dismiss()
        }
        await store.receive(.loaded(.linked(Fixtures.issue))) { $0.detail.finish(.linked(Fixtures.issue)) }
        #expect(repository.links[Fixtures.drill.id] == Fixtures.issue)
    }

    @Test func linkingAgainReplacesTheLink() async {
        let store = makeStore(Fixtures.crane)
        await store.send(.linkIssueTapped) { $0.destination.present(.issuesPicker) }
        await store.send(.issuesPicker(.result(Fixtures.issue, from: store.state.destination.id))) {
            $0.detail.linked = Fixtures.issue
            $0.destination.dismiss()
        }
        await store.receive(.loaded(.linked(Fixtures.issue))) { $0.detail.finish(.linked(Fixtures.issue)) }
        #expect(repository.links[Fixtures.crane.id] == Fixtures.issue)
    }

    @Test func dismissingThePickerLinksNothing() async {
        let store = makeStore()
        await store.send(.linkIssueTapped) { $0.destination.present(.issuesPicker) }
        await store.send(.issuesPicker(.dismissal(of: store.state.destination.id))) { $0.destination.dismiss() }
        #expect(repository.links[Fixtures.drill.id] == nil)
    }

    /// A pick from a picker replaced by a newer one is late: the presentation identity in the
    /// state tells it apart, the reducer drops it, and only the newer picker's pick is saved.
    @Test func aPickFromAnEarlierPresentationIsDropped() async {
        let store = makeStore()
        await store.send(.linkIssueTapped) { $0.destination.present(.issuesPicker) }
        let first = store.state.destination.id
        await store.send(.issuesPicker(.dismissal(of: first))) { $0.destination.dismiss() }
        await store.send(.linkIssueTapped) { $0.destination.present(.issuesPicker) }
        let second = store.state.destination.id
        #expect(first != second)
        await store.send(.issuesPicker(.result(Fixtures.otherIssue, from: first)))
        await store.send(.issuesPicker(.dismissal(of: first)))
        await store.send(.issuesPicker(.result(Fixtures.issue, from: second))) {
            $0.detail.linked = Fixtures.issue
            $0.destination.dismiss()
        }
        await store.receive(.loaded(.linked(Fixtures.issue))) { $0.detail.finish(.linked(Fixtures.issue)) }
        #expect(repository.links[Fixtures.drill.id] == Fixtures.issue)
    }

    /// An error from a save is shown on the detail while it is there.
    /// A link the repository could not save is undone on the detail, which says so in one line.
    @Test func aSaveThatFailsIsUndoneAndSaysSo() async {
        let store = makeStore(Fixtures.crane)
        await store.send(.onAppear)
        await store.receive(.loaded(.linked(Fixtures.otherIssue))) { $0.detail.finish(.linked(Fixtures.otherIssue)) }
        repository.gate.failure = "the server refused it"
        await store.send(.linkIssueTapped) { $0.destination.present(.issuesPicker) }
        await store.send(.issuesPicker(.result(Fixtures.issue, from: store.state.destination.id))) {
            $0.detail.linked = Fixtures.issue
            $0.destination.dismiss()
        }
        await store.receive(
            .loaded(
                .refused(
                    Fixtures.issue, previous: Fixtures.otherIssue, "The link could not be saved: the server refused it")
            )
        ) {
            $0.detail.linked = Fixtures.otherIssue
            $0.detail.failure = "The link could not be saved: the server refused it"
        }
    }

    /// An unlink the repository could not save shows the link again.
    @Test func anUnlinkThatFailsShowsTheLinkAgain() async {
        let store = makeStore(Fixtures.crane)
        await store.send(.onAppear)
        await store.receive(.loaded(.linked(Fixtures.otherIssue))) { $0.detail.finish(.linked(Fixtures.otherIssue)) }
        repository.gate.failure = "the server refused it"
        await store.send(.unlinkIssueTapped) { $0.detail.linked = nil }
        await store.receive(
            .loaded(
                .refused(nil, previous: Fixtures.otherIssue, "The unlink could not be saved: the server refused it"))
        ) {
            $0.detail.linked = Fixtures.otherIssue
            $0.detail.failure = "The unlink could not be saved: the server refused it"
        }
    }

    /// A failure that arrives after another pick was made leaves that pick shown: only the change
    /// that failed is undone.
    @Test func aFailureUndoesOnlyTheChangeThatFailed() {
        var state = AssetDetailFeature.State(asset: Fixtures.drill)
        state.detail.linked = Fixtures.otherIssue
        _ = AssetDetailFeature(repository: repository).reduce(
            into: &state, action: .loaded(.refused(Fixtures.issue, previous: nil, "The link could not be saved: no"))
        )
        #expect(state.detail.linked == Fixtures.otherIssue)
        #expect(state.detail.failure == "The link could not be saved: no")
    }

    /// A link saved whose reading back fails says the reading failed, not the save.
    @Test func aReadBackThatFailsAfterASavedLinkSaysTheReadFailed() async {
        let store = makeStore()
        repository.readFailure = "the server did not answer"
        await store.send(.linkIssueTapped) { $0.destination.present(.issuesPicker) }
        await store.send(.issuesPicker(.result(Fixtures.issue, from: store.state.destination.id))) {
            $0.detail.linked = Fixtures.issue
            $0.destination.dismiss()
        }
        await store.receive(
            .loaded(.failed("The link is saved, but could not be read back: the server did not answer"))
        ) { $0.detail.finish(.failed("The link is saved, but could not be read back: the server did not answer")) }
        #expect(repository.links[Fixtures.drill.id] == Fixtures.issue)
    }

    @Test func unlinkingRemovesTheLink() async {
        let store = makeStore(Fixtures.crane)
        await store.send(.onAppear)
        await store.receive(.loaded(.linked(Fixtures.otherIssue))) { $0.detail.finish(.linked(Fixtures.otherIssue)) }
        await store.send(.unlinkIssueTapped) { $0.detail.linked = nil }
        await store.finish()
        #expect(repository.links[Fixtures.crane.id] == nil)
    }

    @Test func unlinkingWithNoLinkDoesNothing() async {
        let store = makeStore()
        await store.send(.unlinkIssueTapped)
    }
}
