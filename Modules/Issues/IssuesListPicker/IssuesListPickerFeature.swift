import CoreInterfaces

/// Picks one issue for a caller in another module. The issue can be picked from the list, or
/// opened (pushed inside the picker) and selected from its detail. Whichever comes first is
/// delivered through `onResult`, exactly once.
struct IssuesListPickerFeature: Reducer {
    struct State: Equatable {
        var issues: [IssueUIModel] = []
        var detail: IssueDetailFeature.State?
        /// The issue already delivered; once set, further picks are ignored.
        var picked: IssueUIModel?
    }

    enum Action: Equatable, Sendable {
        case onAppear
        /// The data may have changed outside this screen: load the list again.
        case refresh
        case issuesLoaded([IssueUIModel])
        case issuePicked(IssueUIModel)
        case openTapped(IssueUIModel)
        case detail(IssueDetailFeature.Action)
        case detailDismissed
    }

    let repository: any IssuesRepository
    let onResult: @MainActor (IssueUIModel) -> Void

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .onAppear, .refresh:
            return .runSynchronously { [repository] send in send(.issuesLoaded(repository.allIssues())) }

        case let .issuesLoaded(issues):
            state.issues = issues
            return .none

        case let .issuePicked(issue), let .detail(.delegate(.selected(issue))):
            guard state.picked == nil else { return .none }
            state.picked = issue
            return .runSynchronously { [onResult] _ in onResult(issue) }

        case let .openTapped(issue):
            state.detail = IssueDetailFeature.State(issue: issue, isSelectable: true)
            return .none

        case let .detail(action):
            // The picker's detail offers `Select issue` only, never `Link asset`: it picks no asset.
            return IssueDetailFeature(repository: repository)
                .reduce(into: &state.detail, action: action, embed: Action.detail)

        case .detailDismissed:
            state.detail = nil
            return .none
        }
    }
}
