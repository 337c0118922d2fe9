import CoreInterfaces
import FeatureRuntime
import MaintenanceInterface

/// The next services of the assets linked to an issue: the part Maintenance adds to an issue's
/// detail. It loads again with the detail, and when a change the session made is accepted (an
/// asset linked to the issue), as the host has every part shown read its data then.
struct IssueServicesFeature: Reducer {
    struct State: Equatable {
        let issueID: String
        var services = Loaded<[ServiceUIModel]>()
    }

    enum Action: Equatable, ScreenAction {
        case onAppear, refresh, retryTapped
        case servicesLoaded(Result<[ServiceUIModel], LoadFailure>)
    }

    let repository: any MaintenanceRepository

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .onAppear, .refresh, .retryTapped:
            return state.services.load(for: action, Action.servicesLoaded) { [repository, issueID = state.issueID] in
                try await repository.nextServices(ofAssetsLinkedTo: issueID)
            }

        case let .servicesLoaded(outcome):
            state.services.finish(outcome)
            return .none
        }
    }
}
