import Assets
import CoreInterfaces
import Issues

/// Every feature module the App is built from: the one list to extend when a module is added
/// (Docs/AddingAModule.md). Each module brings its plugin and its entry on the home menu.
enum FeatureModule: String, CaseIterable {
    case assets
    case issues

    /// The module's plugin, over the App's data.
    @MainActor
    func plugin(data: InMemoryDataStore) -> ModulePlugin {
        switch self {
        case .assets: .assets(repository: data)
        case .issues: .issues(repository: data)
        }
    }

    /// The home menu entry that opens the module.
    var homeEntry: HomeScreen.Entry {
        switch self {
        case .assets: HomeScreen.Entry(label: "Assets", destination: .assetsList)
        case .issues: HomeScreen.Entry(label: "Issues", destination: .issuesList)
        }
    }

    /// The module alone (`--module`): its plugin, and a stand-in for every destination another
    /// module provides.
    @MainActor
    func pluginsAlone(data: InMemoryDataStore) -> [ModulePlugin] {
        let own = plugin(data: data)
        let provided = Set(own.destinations.map(\.kind))
        return [own, StubPlugin.standingIn(for: NavigationDestination.Kind.allCases.filter { !provided.contains($0) })]
    }
}
