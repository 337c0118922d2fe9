import CoreInterfaces
import FeatureRuntime
import MaintenanceInterface

/// The dates a service can be booked on; as a picker, it hands the first pick back, once.
struct ServiceDatePickerFeature: Reducer {
    struct State: Equatable {
        var dates = Loaded<[ServiceDateUIModel]>()
        var picked: ServiceDateUIModel?
    }

    enum Action: Equatable, ScreenAction {
        case onAppear, refresh, retryTapped
        case datesLoaded(Result<[ServiceDateUIModel], LoadFailure>)
        case datePicked(ServiceDateUIModel)
    }

    let repository: any MaintenanceRepository
    let onResult: @MainActor (ServiceDateUIModel) -> Void

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case let .datePicked(date):
            guard state.picked == nil else { return .none }
            state.picked = date
            return .handBack(date, to: onResult)

        case .onAppear, .refresh, .retryTapped:
            return state.dates.load(for: action, Action.datesLoaded) { [repository] in try await repository.dates() }

        case let .datesLoaded(outcome):
            state.dates.finish(outcome)
            return .none
        }
    }
}
