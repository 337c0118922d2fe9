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

extension ModulePlugin {
    /// This plugin with the provider of `replacement`'s destination replaced by it, and everything
    /// else it declares (routes, needs, points, parts) kept: for a test that stands a screen of its
    /// own in for one of a real module's, whatever else that module, or any other, declares.
    public func replacing(_ replacement: DestinationProvider) -> ModulePlugin {
        ModulePlugin(
            name: name, home: home, routes: routes,
            destinations: destinations.map { $0.destination == replacement.destination ? replacement : $0 },
            needs: needs, points: points, parts: parts)
    }
}
