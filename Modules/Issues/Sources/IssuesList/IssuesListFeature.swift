import CoreInterfaces
import FeatureRuntime
import IssuesInterface

/// The browsable list of issues, and the issue detail pushed from it.
struct IssuesListFeature: Reducer {
    struct State: Equatable {
        var issues: [IssueUIModel] = []
        /// Whether the list is loading and has nothing to show yet.
        var isLoading = true
        /// Why the last load failed, in one line, until a load succeeds.
        var failure: String?
        var detail: IssueDetailFeature.State?
    }

    enum Action: Equatable, Sendable {
        case onAppear
        /// The data may have changed outside this screen: load the list again.
        case refresh
        case retryTapped
        case issuesLoaded([IssueUIModel])
        case loadFailed(String)
        case issueTapped(IssueUIModel)
        case detail(IssueDetailFeature.Action)
        case detailDismissed
    }

    /// A load replaces the one in flight.
    enum CancelID { case load }

    let repository: any IssuesRepository

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .onAppear, .refresh:
            return load()

        case .retryTapped:
            state.isLoading = true
            state.failure = nil
            return load()

        case let .issuesLoaded(issues):
            state.issues = issues
            state.isLoading = false
            state.failure = nil
            return .none

        case let .loadFailed(reason):
            state.isLoading = false
            state.failure = reason
            return .none

        case let .issueTapped(issue):
            state.detail = IssueDetailFeature.State(issue: issue)
            return .none

        case let .detail(action):
            return IssueDetailFeature(repository: repository)
                .reduce(&state, child: \.detail, action: action, embed: Action.detail)

        case .detailDismissed:
            state.detail = nil
            return .none
        }
    }

    private func load() -> Effect<Action> {
        .run { [repository] send in
            await send(.issuesLoaded(try await repository.allIssues()))
        } catch: { error, send in
            await send(.loadFailed("\(error)"))
        }
        .cancellable(id: CancelID.load, cancelInFlight: true)
    }
}
