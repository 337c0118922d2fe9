import AssetsInterface
import CoreInterfaces
import FeatureRuntime
import MaintenanceInterface

/// Every service booked, by date; opening one shows its asset's detail, which the Assets module
/// provides.
struct ScheduleFeature: Reducer {
    struct State: Equatable {
        var services = Loaded<[ServiceUIModel]>()
        var destination = Presented<Destination>()
    }

    /// What the schedule shows on top of itself: an asset's detail.
    enum Destination: Equatable, Sendable {
        case asset(String)
    }

    enum Action: Equatable, ScreenAction {
        case onAppear, refresh, retryTapped
        case servicesLoaded(Result<[ServiceUIModel], LoadFailure>)
        case serviceTapped(ServiceUIModel)
        /// The user went back from an asset's detail.
        case assetDetail(PresentationAction<Never>)
    }

    let repository: any MaintenanceRepository

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case let .serviceTapped(service):
            state.destination.present(.asset(service.assetID))
            return .none

        case let .assetDetail(action):
            // Back from the asset, whose service may have moved, the schedule appears again and loads.
            state.destination.take(action)
            return .none

        case .onAppear, .refresh, .retryTapped:
            return state.services.load(for: action, Action.servicesLoaded) { [repository] in
                try await repository.services()
            }

        case let .servicesLoaded(outcome):
            state.services.finish(outcome)
            return .none
        }
    }
}
