import CoreInterfaces
import FeatureRuntime
import MaintenanceInterface

/// The part on an asset's detail: its next service, and the choices that book or move one.
extension AssetServiceFeature: ScreenFeature {
    static func content(_ store: StoreOf<Self>) -> ScreenContent {
        let next = store.state.next
        let service = next.value.flatMap { $0 }
        let shown = next.isLoading ? "loading…" : service.map { "\($0.date) (\($0.id))" } ?? "none booked"
        let failure = next.failure.map { ["The service could not be loaded: \($0)"] } ?? []
        return ScreenContent(
            title: "Service", lines: ["Next service: \(shown)"] + failure,
            choices: [store.choice("Book service", sending: .bookTapped)]
                + (service == nil ? [] : [store.choice("Move service", sending: .moveTapped)]))
    }

    /// The date picker, once for a booking and once for a move.
    static func links(_ store: StoreOf<Self>) -> [ScreenLink] {
        [
            store.pickerLink(.serviceDatePicker, presented: \.destination, as: .booking, action: Action.booking),
            store.pickerLink(.serviceDatePicker, presented: \.destination, as: .moving, action: Action.moving),
        ]
    }
}
