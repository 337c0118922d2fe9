import CoreInterfaces
import FeatureRuntime
import IssuesInterface

/// Picks one issue for a caller in another module. The issue can be picked from the list, or
/// opened (pushed inside the picker) and selected from its detail. Whichever comes first is
/// delivered through `onResult`, exactly once.
struct IssuesListPickerFeature: Reducer {
    struct State: Equatable {
        var issues = Loaded<[IssueUIModel]>()
        var detail: IssuePickerDetailFeature.State?
        /// The issue already delivered; once set, further picks are ignored.
        var picked: IssueUIModel?
    }

    enum Action: Equatable, ScreenAction {
        case onAppear, refresh, retryTapped
        case issuesLoaded(Result<[IssueUIModel], LoadFailure>)
        case issuePicked(IssueUIModel)
        case openTapped(IssueUIModel)
        case detail(IssuePickerDetailFeature.Action)
        case detailDismissed
    }

    let repository: any IssuesRepository
    let onResult: @MainActor (IssueUIModel) -> Void

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case let .issuePicked(issue), let .detail(.delegate(.selected(issue))):
            guard state.picked == nil else { return .none }
            state.picked = issue
            return .handBack(issue, to: onResult)

        case let .openTapped(issue):
            state.detail = IssuePickerDetailFeature.State(issue: issue)
            return .none

        case let .detail(action):
            return IssuePickerDetailFeature(repository: repository)
                .reduce(&state, child: \.detail, action: action, embed: Action.detail)

        case .detailDismissed:
            state.detail = nil
            return .none

        case .onAppear, .refresh, .retryTapped:
            return state.issues.load(for: action, Action.issuesLoaded, from: repository)

        case let .issuesLoaded(outcome):
            state.issues.finish(outcome)
            return .none
        }
    }
}
