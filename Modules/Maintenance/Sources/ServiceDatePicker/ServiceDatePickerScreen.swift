import CoreInterfaces
import FeatureRuntime
import MaintenanceInterface

/// The date picker: each date one choice; a pick ends it, so it leads nowhere.
extension ServiceDatePickerFeature: ScreenFeature {
    static func content(_ store: StoreOf<Self>) -> ScreenContent {
        store.content(of: store.state.dates, title: "Pick a date", noun: "dates", empty: "No dates to book.") {
            store.choices(for: $0, label: \.label) { .datePicked($0) }
        }
    }

    static func links(_ store: StoreOf<Self>) -> [ScreenLink] { [] }
}
