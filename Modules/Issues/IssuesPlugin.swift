import CoreInterfaces

extension ModulePlugin {
    /// The Issues module's plugin: its home entry and routes, the issue list and detail (pushed)
    /// and the issue picker (modal, handing back an ``IssueUIModel``), all reading through
    /// `repository`, and the destinations its screens ask other modules for.
    @MainActor
    public static func issues(repository: any IssuesRepository) -> ModulePlugin {
        ModulePlugin(
            name: "Issues",
            home: HomeEntry(label: "Issues", opens: .issuesList),
            routes: [
                DeepLink("issues", opens: [.issuesList]),
                DeepLink("issues/ID", opens: [.issuesList, .issueDetail]),
                DeepLink("issues/ID/link-asset", opens: [.issuesList, .issueDetail, .picker(.assetsListPicker)]),
            ],
            destinations: [
                .screen(.issuesList, presentation: .push) { IssuesListProvider(repository: repository).make() },
                .detail(.issueDetail, presentation: .push) { id in IssuesListProvider(repository: repository).makeIssueDetail(id: id) },
                .picker(.issuesListPicker) { onResult in
                    IssuesListPickerProvider(repository: repository, onResult: onResult).make()
                },
            ],
            needs: IssueDetailScreen.needs
        )
    }
}
