import CoreInterfaces
import DataFile
import Maintenance
import MaintenanceInterface
#if canImport(Glibc)
import FoundationEssentials
#else
import Foundation
#endif

/// The Maintenance module's repository: each service is a record of the module's own in the data
/// file, its key (`SRV-1`) given inside the save that adds it, with the asset's ID and the date.
extension Backend: MaintenanceRepository {
    /// The dates a service can be booked on.
    static let serviceDates = ["2027-01-04", "2027-01-11", "2027-01-18", "2027-02-01"].map(ServiceDateUIModel.init)

    public func dates() async throws -> [ServiceDateUIModel] {
        try await call("Maintenance")
        return Self.serviceDates
    }

    public func services() async throws -> [ServiceUIModel] {
        try await call("Maintenance")
        return await bookedServices()
    }

    public func nextService(ofAsset assetID: String) async throws -> ServiceUIModel? {
        try await call("Maintenance")
        return await bookedServices().first { $0.assetID.isExactly(assetID) }
    }

    public func nextServices(ofAssetsLinkedTo issueID: String) async throws -> [ServiceUIModel] {
        try await call("Maintenance")
        let services = await bookedServices()
        return await data.assetsLinked(toIssue: issueID).compactMap { asset in
            services.first { $0.assetID.isExactly(asset.id) }
        }
    }

    public func book(_ date: ServiceDateUIModel, forAsset assetID: String) async throws {
        let fields = [ModuleRecords.Field(name: "asset", value: assetID), .init(name: "date", value: date.id)]
        await save(
            .newRecord(module: "Maintenance", prefix: "SRV", fields: fields, token: UUID().uuidString), "Maintenance")
    }

    public func move(_ service: ServiceUIModel, to date: ServiceDateUIModel) async throws {
        await save(
            .record(module: "Maintenance", key: service.id, fields: [.init(name: "date", value: date.id)]),
            "Maintenance")
    }

    /// Every service the file holds whose asset it holds too, by date, then by the asset's name.
    private func bookedServices() async -> [ServiceUIModel] {
        let assets = await data.currentAssets()
        return await data.records(of: "Maintenance").compactMap { record -> ServiceUIModel? in
            guard let assetID = record.value(of: "asset"), let date = record.value(of: "date"),
                let asset = assets.first(where: { $0.id.isExactly(assetID) })
            else { return nil }
            return ServiceUIModel(id: record.key, assetID: asset.id, assetName: asset.name, date: date)
        }
        .sorted { ($0.date, $0.assetName, $0.id) < ($1.date, $1.assetName, $1.id) }
    }
}
