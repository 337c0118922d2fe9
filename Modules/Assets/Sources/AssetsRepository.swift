import AssetsInterface
import CoreInterfaces
import FeatureRuntime
import IssuesInterface

/// Where the Assets module reads assets and records which issue each asset is linked to.
///
/// The module owns this protocol; the App implements it (over sample data or a data file), so the
/// module never learns where data lives. Every call awaits and may fail, as a call to a network or
/// a database does; a screen shows that it is loading meanwhile.
///
/// A change (``link(_:toAsset:)``, ``unlinkIssue(fromAsset:)``) is the repository's once asked
/// for, as a write is a data layer's in an app: it is made even when its screen leaves meanwhile
/// (the call returns once the change is accepted, cancelled or not), changes to one asset land in
/// the order they were asked for, and a failure after the call returned is the repository's to
/// report. A change that fails before it returns throws. A read only serves its caller: cancelled,
/// it may stop.
public protocol AssetsRepository: Sendable {
    /// Every asset, in display order.
    func allAssets() async throws -> [AssetUIModel]
    /// The asset with `assetID`, if there is one.
    func asset(id assetID: AssetUIModel.ID) async throws -> AssetUIModel?
    /// The issue linked to the asset with `assetID`, if any.
    func linkedIssue(forAsset assetID: AssetUIModel.ID) async throws -> IssueUIModel?
    /// Links `issue` to the asset with `assetID`, replacing any earlier link.
    func link(_ issue: IssueUIModel, toAsset assetID: AssetUIModel.ID) async throws
    /// Removes the asset's link, if it has one.
    func unlinkIssue(fromAsset assetID: AssetUIModel.ID) async throws
}

extension Loaded<[AssetUIModel]> {
    /// Starts the load `action` asks for of every asset, from `repository`: what the list and the
    /// picker show.
    mutating func load<Action: ScreenAction & Equatable>(
        for action: Action, _ loaded: @escaping @Sendable (Result<[AssetUIModel], LoadFailure>) -> Action,
        from repository: any AssetsRepository
    ) -> Effect<Action> {
        load(for: action, loaded) { try await repository.allAssets() }
    }
}
