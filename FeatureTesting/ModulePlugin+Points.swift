import CoreInterfaces

extension ModulePlugin {
    /// A plugin declaring the points `plugin`'s parts go to, for a registry of `plugin` alone in
    /// its module's tests: the modules whose screens have those points are not loaded, and the
    /// registry refuses a part for a point nobody declares.
    public static func points(forPartsOf plugin: ModulePlugin) -> ModulePlugin {
        var seen: Set<PartPoint> = []
        return ModulePlugin(
            name: "Points for \(plugin.name)'s parts", destinations: [],
            points: plugin.parts.map(\.point).filter { seen.insert($0).inserted })
    }
}
