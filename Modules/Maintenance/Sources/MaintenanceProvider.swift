import CoreInterfaces
import FeatureRuntime
import MaintenanceInterface

/// Makes the Maintenance module's screens and parts. ``ModulePlugin/maintenance(repository:)``
/// registers them with the App. It, the plugin and `MaintenanceRepository` are all the module
/// makes public.
@MainActor
public struct MaintenanceProvider {
    private let repository: any MaintenanceRepository

    /// Creates a provider whose screens read and book through `repository`.
    public init(repository: any MaintenanceRepository) {
        self.repository = repository
    }

    /// The schedule: every service booked, by date.
    public func makeSchedule() -> any Screen {
        StoreScreen(ScheduleFeature(repository: repository), state: .init())
    }

    /// The date picker; the picked date comes back through `onResult`, at most once.
    public func makeDatePicker(onResult: @escaping @MainActor (ServiceDateUIModel) -> Void) -> any Screen {
        StoreScreen(ServiceDatePickerFeature(repository: repository, onResult: onResult), state: .init())
    }

    /// The part on the detail of the asset with `assetID`: its next service.
    public func makeAssetService(assetID: String) -> any Screen {
        StoreScreen(AssetServiceFeature(repository: repository), state: .init(assetID: assetID))
    }

    /// The part on the detail of the issue with `issueID`: the next services of its assets.
    public func makeIssueServices(issueID: String) -> any Screen {
        StoreScreen(IssueServicesFeature(repository: repository), state: .init(issueID: issueID))
    }
}
