import CoreInterfaces

/// The destinations the Assets module provides: the part of the contract between modules that
/// names its screens.
extension NavigationDestination {
    /// The Assets module's browsable list of assets.
    public static let assetsList = NavigationDestination("assetsList")
    /// The Assets module's detail of one asset: ask for `.assetDetail.with(id:)`.
    public static let assetDetail = NavigationDestination("assetDetail", item: "asset")
}

extension PickerDestination where Result == AssetUIModel {
    /// The Assets module's picker, which hands back one ``AssetUIModel`` or nothing.
    public static var assetsListPicker: Self { Self("assetsListPicker") }
}

extension PartPoint {
    /// The point on the Assets module's detail of one asset where other modules add parts: shown
    /// for the asset on screen, `.assetDetail.with(id:)`.
    public static let assetDetail = PartPoint("assetDetail", item: "asset")
}
