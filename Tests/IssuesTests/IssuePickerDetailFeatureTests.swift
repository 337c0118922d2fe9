@testable import Issues
import CoreInterfaces
import FeatureRuntime
import IssuesInterface
import Testing
import FeatureTesting

/// An issue opened inside the picker: read it, then select it; nothing else.
@MainActor
struct IssuePickerDetailFeatureTests {
    let repository = FakeIssuesRepository(issueIDByAssetID: [Fixtures.pump.id: Fixtures.leak.id])

    func makeStore() -> TestStore<IssuePickerDetailFeature> {
        TestStore(
            initialState: IssuePickerDetailFeature.State(issue: Fixtures.leak),
            reducer: IssuePickerDetailFeature(repository: repository))
    }

    @Test func appearingLoadsTheLinkedAssets() async {
        let store = makeStore()
        await store.send(.onAppear)
        await store.receive(.loaded(.linked([Fixtures.pump]))) { $0.detail.finish(.linked([Fixtures.pump])) }
    }

    @Test func selectingReportsTheIssueUpward() async {
        let store = makeStore()
        await store.send(.selectTapped)
        await store.receive(.delegate(.selected(Fixtures.leak)))
    }

    @Test func anIssueThatIsGoneCannotBeSelected() async {
        let store = makeStore()
        repository.issues = []
        await store.send(.refresh)
        await store.receive(.loaded(.item(nil))) { $0.detail.finish(.item(nil)) }
        await store.receive(.loaded(.linked([Fixtures.pump]))) { $0.detail.finish(.linked([Fixtures.pump])) }
        await store.send(.selectTapped)
    }

    @Test func anIssueChangedElsewhereIsSelectedAsItIsNow() async {
        let store = makeStore()
        let renamed = IssueUIModel(
            id: Fixtures.leak.id, title: "Oil leak, worse", status: Fixtures.leak.status,
            description: Fixtures.leak.description)
        repository.issues = [renamed]
        await store.send(.refresh)
        await store.receive(.loaded(.item(renamed))) { $0.detail.finish(.item(renamed)) }
        await store.receive(.loaded(.linked([Fixtures.pump]))) { $0.detail.finish(.linked([Fixtures.pump])) }
        await store.send(.selectTapped)
        await store.receive(.delegate(.selected(renamed)))
    }
}
