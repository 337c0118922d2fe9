import CoreInterfaces

/// Makes the Issues module's browsable list; the App's navigation factory uses it.
@MainActor
public struct IssuesListProvider {
    private let repository: any IssuesRepository

    /// Creates a provider whose screens read issues from `repository`.
    public init(repository: any IssuesRepository) {
        self.repository = repository
    }

    /// The browsable list of issues, from which an issue's detail is pushed.
    public func make() -> any Screen {
        IssuesListScreen(store: Store(
            initialState: IssuesListFeature.State(),
            reducer: IssuesListFeature(repository: repository)
        ))
    }
}
