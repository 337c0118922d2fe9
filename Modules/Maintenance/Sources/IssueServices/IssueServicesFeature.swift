import CoreInterfaces
import FeatureRuntime
import MaintenanceInterface

/// The next services of the assets linked to an issue: the part Maintenance adds to an issue's
/// detail. It loads again with the detail, whose links it shows the services of.
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
