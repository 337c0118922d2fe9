import AssetsInterface
import CoreInterfaces
import IssuesInterface
import MaintenanceInterface

extension ModulePlugin {
    /// The Maintenance module's plugin: its home entry and route, the schedule (pushed) and the
    /// date picker (modal, handing back a ``ServiceDateUIModel``), and the parts it adds to an
    /// asset's detail and an issue's, all reading through `repository`.
    @MainActor
    public static func maintenance(repository: any MaintenanceRepository) -> ModulePlugin {
        let provider = MaintenanceProvider(repository: repository)
        return ModulePlugin(
            name: "Maintenance",
            home: HomeEntry(label: "Maintenance", opens: .maintenanceSchedule),
            routes: [DeepLink("maintenance", opens: [.maintenanceSchedule])],
            destinations: [
                .screen(.maintenanceSchedule, style: .push) { provider.makeSchedule() },
                .picker(.serviceDatePicker) { onResult in provider.makeDatePicker(onResult: onResult) },
            ],
            needs: ScheduleFeature.needs,
            parts: [
                PartProvider(.assetDetail) { assetID in provider.makeAssetService(assetID: assetID) },
                PartProvider(.issueDetail) { issueID in provider.makeIssueServices(issueID: issueID) },
            ]
        )
    }
}
