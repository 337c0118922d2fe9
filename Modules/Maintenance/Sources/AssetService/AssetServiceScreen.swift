import CoreInterfaces
import FeatureRuntime
import MaintenanceInterface

/// The part on an asset's detail: its next service, and the choices that book or move one.
extension AssetServiceFeature: ScreenFeature {
    static func content(_ store: StoreOf<Self>) -> ScreenContent {
        let next = store.state.next
        let service = next.value.flatMap { $0 }
        return ScreenContent(
            title: "Service",
            lines: next.lines("Next service", noun: "service", missing: "none booked") {
                $0.map { "\($0.date) (\($0.id))" }
            },
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
