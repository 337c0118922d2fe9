import CoreInterfaces

/// The browsable list of issues, and the issue detail pushed from it.
struct IssuesListFeature: Reducer {
    struct State: Equatable {
        var issues: [IssueUIModel] = []
        var detail: IssueDetailFeature.State?
    }

    enum Action: Equatable, Sendable {
        case onAppear
        /// The data may have changed outside this screen: load the list again.
        case refresh
        case issuesLoaded([IssueUIModel])
        case issueTapped(IssueUIModel)
        case detail(IssueDetailFeature.Action)
        case detailDismissed
    }

    let repository: any IssuesRepository

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .onAppear, .refresh:
            return .runSynchronously { [repository] send in send(.issuesLoaded(repository.allIssues())) }

        case let .issuesLoaded(issues):
            state.issues = issues
            return .none

        case let .issueTapped(issue):
            state.detail = IssueDetailFeature.State(issue: issue)
            return .none

        case let .detail(action):
            return IssueDetailFeature(repository: repository)
                .reduce(into: &state.detail, action: action, embed: Action.detail)

        case .detailDismissed:
            state.detail = nil
            return .none
        }
    }
}
