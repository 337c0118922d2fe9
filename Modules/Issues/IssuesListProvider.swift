import CoreInterfaces

/// Makes the Issues module's browsable list and an issue's detail; ``ModulePlugin/issues(repository:)``
/// registers them.
@MainActor
public struct IssuesListProvider {
    private let repository: any IssuesRepository

    /// Creates a provider whose screens read and write through `repository`.
    public init(repository: any IssuesRepository) {
        self.repository = repository
    }

    /// The browsable list of issues, from which an issue's detail is pushed. An issue's
    /// `Link asset` presents the Assets module's picker, reached through the factory.
    public func make() -> any Screen {
        IssuesListScreen(store: Store(initialState: IssuesListFeature.State(), reducer: IssuesListFeature(repository: repository)))
    }

    /// The detail of the issue with `id` on its own, or a notice when there is none.
    public func makeIssueDetail(id: IssueUIModel.ID) -> any Screen {
        guard let issue = repository.issue(id: id) else {
            return TextScreen(title: "Issue not found", lines: ["There is no issue with ID \(id)."])
        }
        return IssueDetailScreen(store: Store(initialState: IssueDetailFeature.State(issue: issue), reducer: IssueDetailFeature(repository: repository)))
    }
}
