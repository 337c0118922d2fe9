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
