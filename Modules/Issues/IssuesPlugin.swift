import CoreInterfaces

extension ModulePlugin {
    /// The Issues module's plugin: the issue list and detail (pushed) and the issue picker (modal,
    /// handing back an ``IssueUIModel``), all reading through `repository`.
    @MainActor
    public static func issues(repository: any IssuesRepository) -> ModulePlugin {
        ModulePlugin(name: "Issues", destinations: [
            .screen(.issuesList, presentation: .push) { _ in IssuesListProvider(repository: repository).make() },
            .screen(.issueDetail, presentation: .push) { destination in
                // The registry hands this provider `.issueDetail` destinations only.
                guard case let .issueDetail(id) = destination else {
                    return TextScreen(title: "Issue not found", lines: ["No issue was named."])
                }
                return IssuesListProvider(repository: repository).makeIssueDetail(id: id)
            },
            .picker(.issuesListPicker) { onResult in
                IssuesListPickerProvider(repository: repository, onResult: onResult).make()
            },
        ])
    }
}
