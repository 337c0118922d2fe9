import Assets
import CoreInterfaces
import Issues

/// The App's answer to every ``NavigationDestination``: the one place that knows which module
/// builds which screen. Feature modules see it only as `any NavigationFactory`.
@MainActor
struct AppNavigationFactory: NavigationFactory {
    let assets: any AssetsRepository
    let issues: any IssuesRepository

    func makeScreen(
        for destination: NavigationDestination,
        onResult: @escaping @MainActor (any NavigationResult) -> Void
    ) -> any Screen {
        switch destination {
        case .assetsList:
            AssetsProvider(repository: assets).makeAssetsList()
        case .issuesList:
            IssuesListProvider(repository: issues).make()
        case .issuesListPicker:
            IssuesListPickerProvider(repository: issues, onResult: { issue in onResult(issue) }).make()
        }
    }
}
