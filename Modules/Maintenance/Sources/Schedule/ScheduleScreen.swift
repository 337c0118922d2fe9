import AssetsInterface
import CoreInterfaces
import FeatureRuntime
import MaintenanceInterface

/// The schedule: a choice per service, which shows its asset's detail as the Assets module
/// declares it.
extension ScheduleFeature: ScreenFeature {
    /// An asset's detail, which the Assets module provides.
    static let assetDetail = NavigationDestination.assetDetail
    /// What this screen asks other modules for, through the factory.
    static let needs: [NavigationDestination] = [assetDetail]

    static func content(_ store: StoreOf<Self>) -> ScreenContent {
        store.content(of: store.state.services, title: "Maintenance", noun: "services", empty: "No service booked.") {
            store.choices(for: $0, label: { "\($0.date) \($0.assetName) (\($0.id))" }) { .serviceTapped($0) }
        }
    }

    static func links(_ store: StoreOf<Self>) -> [ScreenLink] {
        [
            store.destinationLink(
                assetDetail, presented: \.destination,
                opens: { if case let .asset(id) = $0 { assetDetail.with(id: id) } else { nil } },
                action: Action.assetDetail)
        ]
    }
}
