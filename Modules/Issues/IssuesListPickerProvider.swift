import CoreInterfaces

/// Makes the Issues picker for a caller in another module; the picked issue comes back through
/// `onResult`, at most once. Cancelling (going back from the picker) delivers nothing.
@MainActor
public struct IssuesListPickerProvider {
    private let repository: any IssuesRepository
    private let onResult: @MainActor (IssueUIModel) -> Void

    /// Creates a provider whose picker reads issues from `repository` and reports the pick to `onResult`.
    public init(repository: any IssuesRepository, onResult: @escaping @MainActor (IssueUIModel) -> Void) {
        self.repository = repository
        self.onResult = onResult
    }

    /// The picker screen. Present it modally: it pushes issue details onto its own stack.
    public func make() -> any Screen {
        IssuesListPickerScreen(store: Store(
            initialState: IssuesListPickerFeature.State(),
            reducer: IssuesListPickerFeature(repository: repository, onResult: onResult)
        ))
    }
}
