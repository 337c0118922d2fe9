import CoreInterfaces
import FeatureRuntime
import IssuesInterface

/// The browsable list of issues, and the issue detail pushed from it.
struct IssuesListFeature: Reducer {
    struct State: Equatable {
        var issues = Loaded<[IssueUIModel]>()
        var detail: IssueDetailFeature.State?
    }

    enum Action: Equatable, ScreenAction {
        case onAppear, refresh, retryTapped
        case issuesLoaded(Result<[IssueUIModel], LoadFailure>)
        case issueTapped(IssueUIModel)
        case detail(IssueDetailFeature.Action)
        case detailDismissed
    }

    let repository: any IssuesRepository

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .onAppear, .refresh, .retryTapped:
            return state.issues.load(for: action, Action.issuesLoaded, from: repository)

        case let .issuesLoaded(outcome):
            state.issues.finish(outcome)
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
}
