import Assets
import CoreInterfaces
import Issues

/// A feature module `--module` can run alone.
enum FeatureModule: String, CaseIterable {
    case assets
    case issues

    /// The module's own plugin.
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

    /// The module alone: its plugin, and a stand-in for every destination another module provides.
    @MainActor
    func pluginsAlone(data: InMemoryDataStore) -> [ModulePlugin] {
        let own = plugin(data: data)
        let provided = Set(own.destinations.map(\.kind))
        return [own, StubPlugin.standingIn(for: NavigationDestination.Kind.allCases.filter { !provided.contains($0) })]
    }
}
