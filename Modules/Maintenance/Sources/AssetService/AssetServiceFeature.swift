import CoreInterfaces
import FeatureRuntime
import MaintenanceInterface

/// An asset's next service: the part Maintenance adds to an asset's detail. `Book service`
/// books another, `Move service` moves the next one, each through the date picker.
struct AssetServiceFeature: Reducer {
    struct State: Equatable {
        let assetID: String
        var next = Loaded<ServiceUIModel?>()
        var destination = Presented<Destination>()
    }

    /// Two pickers of one destination: what the picked date is for.
    enum Destination: Equatable, Sendable {
        case booking, moving
    }

    enum Action: Equatable, ScreenAction {
        case onAppear, refresh, retryTapped
        case nextLoaded(Result<ServiceUIModel?, LoadFailure>)
        case bookTapped, moveTapped
        /// What the date picker sent back for a new booking, or for moving the next service.
        case booking(PresentationAction<ServiceDateUIModel>)
        case moving(PresentationAction<ServiceDateUIModel>)
    }

    let repository: any MaintenanceRepository

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .onAppear, .refresh, .retryTapped:
            return state.next.load(for: action, Action.nextLoaded) { [repository, assetID = state.assetID] in
                try await repository.nextService(ofAsset: assetID)
            }

        case let .nextLoaded(outcome):
            state.next.finish(outcome)
            return .none

        case .bookTapped:
            state.destination.present(.booking)
            return .none

        case .moveTapped:
            guard state.next.value != nil else { return .none }
            state.destination.present(.moving)
            return .none

        case let .booking(action):
            guard let date = state.destination.take(action) else { return .none }
            // The repository's from here on: saved even if the detail leaves first.
            return .run { [repository, assetID = state.assetID] send in
                try await repository.book(date, forAsset: assetID)
                await send(.refresh)
            }

        case let .moving(action):
            guard let date = state.destination.take(action), let service = state.next.value ?? nil else {
                return .none
            }
            return .run { [repository] send in
                try await repository.move(service, to: date)
                await send(.refresh)
            }
        }
    }
}
