import CoreInterfaces
import FeatureRuntime
import MaintenanceInterface

/// One service booked for an asset: the Maintenance module's record, by its key (`SRV-1`).
public struct ServiceUIModel: Identifiable, Hashable, Sendable {
    /// The service's key, which the data layer gives it when it is first saved.
    public var id: String
    /// The asset serviced: its ID and name.
    public var assetID: String, assetName: String
    /// The date booked, as `2027-01-04`.
    public var date: String

    /// Creates a service model.
    public init(id: String, assetID: String, assetName: String, date: String) {
        self.id = id
        self.assetID = assetID
        self.assetName = assetName
        self.date = date
    }
}

/// Where the Maintenance module reads and books services; the App implements it over the data
/// file, where each service is a record of the module's own.
///
/// A booking or a move is the repository's once asked for, as a link is: saved even when its
/// screen leaves meanwhile, in the order asked, and a new service's key is given inside the save,
/// so two sessions booking at once keep both. A read only serves its caller: cancelled, it may stop.
public protocol MaintenanceRepository: Sendable {
    /// The dates a service can be booked on, soonest first.
    func dates() async throws -> [ServiceDateUIModel]
    /// Every service booked, by date, then by asset.
    func services() async throws -> [ServiceUIModel]
    /// The asset's next service: the first it has by date, if any.
    func nextService(ofAsset assetID: String) async throws -> ServiceUIModel?
    /// The next service of each asset linked to the issue that has one, in the assets' order.
    func nextServices(ofAssetsLinkedTo issueID: String) async throws -> [ServiceUIModel]
    /// Books a service of the asset on `date`.
    func book(_ date: ServiceDateUIModel, forAsset assetID: String) async throws
    /// Moves `service` to `date`.
    func move(_ service: ServiceUIModel, to date: ServiceDateUIModel) async throws
}
