import AssetsInterface
import CoreInterfaces
import FeatureRuntime
import IssuesInterface

/// Shows one issue and its linked assets. It presents the Assets picker for `Link asset` and
/// opens a linked asset's detail, which the Assets module provides and declares pushed.
extension IssueDetailFeature: ScreenFeature {
    /// The Assets module's picker, which `Link asset` presents.
    static let assetsPicker = PickerDestination.assetsListPicker
    /// A linked asset's detail, which the Assets module provides.
    static let assetDetail = NavigationDestination.assetDetail
    /// What this screen asks other modules for, through the factory: the plugin declares it, and
    /// each link uses one of the constants above, so each is written once.
    static let needs: [NavigationDestination] = [.picker(assetsPicker), assetDetail]

    static func content(_ store: StoreOf<Self>) -> ScreenContent {
        let detail = store.state.detail
        return store.content(of: detail, noun: "issue") { issue in
            ScreenContent(
                title: issue.title, lines: issue.detailLines(linkedAssets: detail.isLoading ? nil : detail.linked),
                choices: [store.choice("Link asset", sending: .linkAssetTapped)]
                    + store.choices(for: detail.linked, label: { "Open \($0.name)" }) { .openAssetTapped($0.id) },
                parts: .issueDetail.with(id: issue.id))
        }
    }

    /// The Assets module's picker for `Link asset`, and a linked asset's detail, which the Assets
    /// module provides and shows as it declares. The state shows one at a time.
    static func links(_ store: StoreOf<Self>) -> [ScreenLink] {
        [
            store.destinationLink(
                assetDetail, presented: \.destination,
                opens: { if case let .asset(id) = $0 { assetDetail.with(id: id) } else { nil } },
                action: Action.assetDetail),
            store.pickerLink(
                assetsPicker, presented: \.destination, as: .assetsPicker, action: Action.assetsPicker,
                open: .linkAssetTapped),
        ]
    }
}
