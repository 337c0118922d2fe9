import CoreInterfaces

/// The destinations the Maintenance module provides: the part of the contract between modules that
/// names its screens.
extension NavigationDestination {
    /// The Maintenance module's schedule: every service booked, by date.
    public static let maintenanceSchedule = NavigationDestination("maintenanceSchedule")
}

extension PickerDestination where Result == ServiceDateUIModel {
    /// The Maintenance module's picker of the dates a service can be booked on.
    public static var serviceDatePicker: Self { Self("serviceDatePicker") }
}
