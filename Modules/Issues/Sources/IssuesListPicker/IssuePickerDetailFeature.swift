import AssetsInterface
import CoreInterfaces
import FeatureRuntime
import IssuesInterface

/// An issue opened inside the picker, to read before picking it: the issue, the assets linked to
/// it, and `Select issue`, which it reports upward. It links and opens nothing; browsing, that is
/// ``IssueDetailFeature``'s work.
struct IssuePickerDetailFeature: Reducer {
    struct State: Equatable, Identifiable {
        /// The issue, from the picker's list; loaded again when the data may have changed.
        var issue: IssueUIModel
        var linkedAssets: [AssetUIModel] = []
        /// Whether the issue's links are loading.
        var isLoading = true
        /// What went wrong with the last load, in one line, until one succeeds.
        var failure: String?
        /// Whether the issue is no longer in the data (deleted in another session or by hand): it
        /// can no longer be selected.
        var isGone = false

        /// The picker's detail of `issue`.
        init(issue: IssueUIModel) {
            self.issue = issue
        }

        /// The issue's ID: another issue's detail is another detail.
        var id: IssueUIModel.ID { issue.id }
    }

    enum Action: Equatable, Sendable {
        case onAppear
        /// The data may have changed outside this screen: load the issue and its links again.
        case refresh
        case retryTapped
        case issueLoaded(IssueUIModel?)
        case linkedAssetsLoaded([AssetUIModel])
        /// A load failed; the one line says why.
        case failed(String)
        case selectTapped
        case delegate(Delegate)

        /// What this feature tells the picker.
        enum Delegate: Equatable, Sendable {
            case selected(IssueUIModel)
        }
    }

    /// A load replaces the one in flight.
    enum CancelID { case load }

    let repository: any IssuesRepository

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .onAppear:
            return load(state.issue.id, withIssue: false)

        case .refresh:
            return load(state.issue.id, withIssue: true)

        case .retryTapped:
            state.isLoading = true
            state.failure = nil
            return load(state.issue.id, withIssue: true)

        case let .issueLoaded(issue):
            state.isGone = issue == nil
            if let issue { state.issue = issue }
            return .none

        case let .linkedAssetsLoaded(assets):
            state.linkedAssets = assets
            state.isLoading = false
            state.failure = nil
            return .none

        case let .failed(line):
            state.isLoading = false
            state.failure = line
            return .none

        case .selectTapped:
            guard !state.isGone else { return .none }
            return .send(.delegate(.selected(state.issue)))

        case .delegate:
            return .none
        }
    }

    /// Loads the issue's linked assets and, when `withIssue`, the issue first.
    private func load(_ issueID: IssueUIModel.ID, withIssue: Bool) -> Effect<Action> {
        .loadIssue(
            issueID, withIssue: withIssue, from: repository, cancelID: CancelID.load,
            issueLoaded: Action.issueLoaded, linkedAssetsLoaded: Action.linkedAssetsLoaded, failed: Action.failed
        )
    }
}
