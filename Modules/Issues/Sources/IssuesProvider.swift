import CoreInterfaces
import FeatureRuntime
import IssuesInterface

/// Makes the Issues module's screens. ``ModulePlugin/issues(repository:)`` registers them with
/// the App. It, the plugin and `IssuesRepository` are all the module makes public.
@MainActor
public struct IssuesProvider {
    private let repository: any IssuesRepository

    /// Creates a provider whose screens read and write through `repository`.
    public init(repository: any IssuesRepository) {
        self.repository = repository
    }

    /// The browsable list of issues, from which an issue's detail is pushed. An issue's
    /// `Link asset` presents the Assets module's picker, reached through the factory.
    public func makeIssuesList() -> any Screen {
        StoreScreen(IssuesListFeature(repository: repository), state: .init())
    }

    /// The detail of the issue with `id`, loaded by ID; it says so when there is none.
    public func makeIssueDetail(id: IssueUIModel.ID) -> any Screen {
        StoreScreen(IssueDetailFeature(repository: repository), state: .init(id: id))
    }

    /// The issue picker; the picked issue comes back through `onResult`, at most once. Present it
    /// modally: it pushes issue details onto its own stack.
    public func makeIssuesListPicker(onResult: @escaping @MainActor (IssueUIModel) -> Void) -> any Screen {
        StoreScreen(IssuesListPickerFeature(repository: repository, onResult: onResult), state: .init())
    }
}
