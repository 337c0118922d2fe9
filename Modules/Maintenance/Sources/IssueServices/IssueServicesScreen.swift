import CoreInterfaces
import FeatureRuntime
import MaintenanceInterface

/// The part on an issue's detail: when each linked asset is serviced next. It leads nowhere.
extension IssueServicesFeature: ScreenFeature {
    static func content(_ store: StoreOf<Self>) -> ScreenContent {
        ScreenContent(
            title: "Services",
            lines: store.state.services.lines("Next services of its assets", noun: "services", missing: "none booked") {
                $0.isEmpty ? nil : $0.map { "\($0.assetName) on \($0.date)" }.joined(separator: ", ")
            })
    }

    static func links(_ store: StoreOf<Self>) -> [ScreenLink] { [] }
}
