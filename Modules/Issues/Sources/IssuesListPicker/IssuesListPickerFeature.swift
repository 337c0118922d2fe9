import CoreInterfaces
import FeatureRuntime
import IssuesInterface

/// Picks one issue for a caller in another module. The issue can be picked from the list, or
/// opened (pushed inside the picker) and selected from its detail. Whichever comes first is
/// delivered through `onResult`, exactly once.
struct IssuesListPickerFeature: Reducer {
    struct State: Equatable {
        var issues: [IssueUIModel] = []
        /// Whether the list is loading and has nothing to show yet.
        var isLoading = true
        /// Why the last load failed, in one line, until a load succeeds.
        var failure: String?
        var detail: IssuePickerDetailFeature.State?
        /// The issue already delivered; once set, further picks are ignored.
        var picked: IssueUIModel?
    }

    enum Action: Equatable, Sendable {
        case onAppear
        /// The data may have changed outside this screen: load the list again.
        case refresh
        case retryTapped
        case issuesLoaded([IssueUIModel])
        case loadFailed(String)
        case issuePicked(IssueUIModel)
        case openTapped(IssueUIModel)
        case detail(IssuePickerDetailFeature.Action)
        case detailDismissed
    }

    /// A load replaces the one in flight.
    enum CancelID { case load }

    let repository: any IssuesRepository
    let onResult: @MainActor (IssueUIModel) -> Void

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
