import CoreInterfaces
import Maintenance
import MaintenanceInterface
import FeatureTesting

/// A Maintenance repository in memory: services booked by asset, and which assets each issue has.
/// Its reads answer through `gate`; a booking takes the next key, as the data file gives it.
@MainActor
final class FixedMaintenance: MaintenanceRepository {
    let gate = CallGate()
    /// Every service booked, in the order booked.
    var booked: [ServiceUIModel] = []
    /// The assets linked to each issue, by the issue's ID.
    var linked: [String: [String]] = [:]

    func dates() async throws -> [ServiceDateUIModel] {
        try await gate.pass()
        return ServiceDateUIModel.examples
    }

    func services() async throws -> [ServiceUIModel] {
        try await gate.pass()
        return byDate
    }

    func nextService(ofAsset assetID: String) async throws -> ServiceUIModel? {
        try await gate.pass()
        return byDate.first { $0.assetID == assetID }
    }

    func nextServices(ofAssetsLinkedTo issueID: String) async throws -> [ServiceUIModel] {
        try await gate.pass()
        return linked[issueID, default: []].compactMap { asset in byDate.first { $0.assetID == asset } }
    }

    func book(_ date: ServiceDateUIModel, forAsset assetID: String) async throws {
        booked.append(
            ServiceUIModel(
                id: "SRV-\(booked.count + 1)", assetID: assetID, assetName: "Asset \(assetID)", date: date.id))
    }

    func move(_ service: ServiceUIModel, to date: ServiceDateUIModel) async throws {
        guard let index = booked.firstIndex(where: { $0.id == service.id }) else { return }
        booked[index].date = date.id
    }

    /// The services by date, then by the asset's name.
    private var byDate: [ServiceUIModel] {
        booked.sorted { ($0.date, $0.assetName) < ($1.date, $1.assetName) }
    }
}
