import CoreInterfaces

extension ModulePlugin {
    /// The Issues module's plugin: the issue list (pushed) and the issue picker (modal, handing
    /// back an ``IssueUIModel``), both reading through `repository`.
    @MainActor
    public static func issues(repository: any IssuesRepository) -> ModulePlugin {
        ModulePlugin(name: "Issues", destinations: [
            .screen(.issuesList, presentation: .push) { _ in IssuesListProvider(repository: repository).make() },
            .picker(.issuesListPicker) { onResult in
                IssuesListPickerProvider(repository: repository, onResult: onResult).make()
            },
        ])
    }
}
