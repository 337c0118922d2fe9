import Assets
import CoreInterfaces
import DataFile
import Issues
import Maintenance

extension AppNavigationFactory {
    /// The plugin of every feature module the App is built from, over the App's backend:
    /// the one list to extend when a module is added (Docs/AddingAModule.md). The home menu,
    /// routes, `--module`, stand-ins, help and listings all follow from the plugins.
    public static func plugins(data: Backend) -> [ModulePlugin] {
        [
            .assets(repository: data),
            .issues(repository: data),
            .maintenance(repository: data),
        ]
    }
}
