import AssetsInterface
import CoreInterfaces
import IssuesInterface

extension ModulePlugin {
    /// The Issues module's plugin: its home entry and routes, the issue list and detail (pushed)
    /// and the issue picker (modal, handing back an ``IssueUIModel``), all reading through
    /// `repository`, the destinations its screens ask other modules for, and the point on the detail where
    /// other modules add parts.
    @MainActor
    public static func issues(repository: any IssuesRepository) -> ModulePlugin {
        let provider = IssuesProvider(repository: repository)
        return ModulePlugin(
            name: "Issues",
            home: HomeEntry(label: "Issues", opens: .issuesList),
            routes: [
                DeepLink("issues", opens: [.issuesList]),
                DeepLink("issues/ID", opens: [.issuesList, .issueDetail]),
                DeepLink("issues/ID/link-asset", opens: [.issuesList, .issueDetail, .picker(.assetsListPicker)]),
            ],
            destinations: [
                .screen(.issuesList, style: .push) { provider.makeIssuesList() },
                .detail(.issueDetail, style: .push) { id in provider.makeIssueDetail(id: id) },
                .picker(.issuesListPicker) { onResult in provider.makeIssuesListPicker(onResult: onResult) },
            ],
            needs: IssueDetailFeature.needs,
            points: [.issueDetail]
        )
    }
}
