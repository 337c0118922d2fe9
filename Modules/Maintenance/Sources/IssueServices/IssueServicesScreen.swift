import CoreInterfaces
import FeatureRuntime
import MaintenanceInterface

/// The part on an issue's detail: when each linked asset is serviced next. It leads nowhere.
extension IssueServicesFeature: ScreenFeature {
    static func content(_ store: StoreOf<Self>) -> ScreenContent {
        let services = store.state.services
        let shown =
            services.isLoading
            ? "loading…"
            : services.value.map {
                $0.isEmpty ? "none booked" : $0.map { "\($0.assetName) on \($0.date)" }.joined(separator: ", ")
            }
        let failure = services.failure.map { ["The services could not be loaded: \($0)"] } ?? []
        return ScreenContent(
            title: "Services", lines: ["Next services of its assets: \(shown ?? "none booked")"] + failure)
    }

    static func links(_ store: StoreOf<Self>) -> [ScreenLink] { [] }
}
