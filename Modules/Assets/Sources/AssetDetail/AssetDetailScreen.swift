import AssetsInterface
import CoreInterfaces
import FeatureRuntime
import IssuesInterface

/// Shows one asset, offers `Link issue`, and presents the Issues picker through the factory
/// while its state asks for it.
extension AssetDetailFeature: ScreenFeature {
    /// The Issues module's picker, which `Link issue` presents.
    static let issuesPicker = PickerDestination.issuesListPicker
    /// What this screen asks other modules for, through the factory: the plugin declares it, and
    /// each link uses one of the constants above, so each is written once.
    static let needs: [NavigationDestination] = [.picker(issuesPicker)]

    static func content(_ store: StoreOf<Self>) -> ScreenContent {
        let detail = store.state.detail
        return store.content(of: detail, noun: "asset") { asset in
            let linked = detail.linked.map { "\($0.id) \($0.title) (\($0.status))" } ?? "none"
            return ScreenContent(
                title: asset.name,
                lines: [
                    "ID: \(asset.id)", "Status: \(asset.status)", "Category: \(asset.category)",
                    "Linked issue: " + (detail.isLoading ? "loading…" : linked),
                ],
                choices: [store.choice("Link issue", sending: .linkIssueTapped)]
                    + (detail.linked == nil ? [] : [store.choice("Unlink issue", sending: .unlinkIssueTapped)]),
                parts: .assetDetail.with(id: asset.id))
        }
    }

    /// The Issues module's picker, presented while the state asks for it; a pick goes to the store.
    static func links(_ store: StoreOf<Self>) -> [ScreenLink] {
        [
            store.pickerLink(
                issuesPicker, presented: \.destination, as: .issuesPicker, action: Action.issuesPicker,
                open: .linkIssueTapped)
        ]
    }
}
