import CoreInterfaces

/// Stands in for the modules that are not loaded when one runs alone (`--module`): a picker
/// offers its result type's own examples and says on screen that it is a stand-in; any other
/// destination shows a notice. Nothing here names a module or a destination: a new module's
/// pickers get their stand-ins with no code.
package enum StandIns {
    /// The stand-ins' module name, in listings and traces.
    package static let moduleName = "Stand-in"

    /// The line a stand-in picker shows.
    package static let pickerNotice =
        "Stand-in: the module that provides this picker is not loaded (--module); these are canned examples."

    /// The line any other stand-in shows.
    package static let notice = "Stand-in: the module that provides this screen is not loaded (--module)."

    /// The line a stand-in part shows.
    package static let partNotice = "Stand-in part: the modules that add parts here are not loaded (--module)."

    /// A plugin standing in for everything `plugin` names but does not provide: its destinations,
    /// a part at each of its points, and the points its own parts go to.
    @MainActor
    package static func plugin(for plugin: ModulePlugin) -> ModulePlugin {
        let declared = Set(plugin.points)
        var seen: Set<PartPoint> = []
        return ModulePlugin(
            name: moduleName, destinations: plugin.unprovided.map(provider),
            points: plugin.parts.map(\.point).filter { !declared.contains($0) && seen.insert($0).inserted },
            parts: plugin.points.map { point in
                PartProvider(point) { id in
                    TextScreen(title: "Stand-in part at \(point.with(id: id))", lines: [partNotice])
                }
            })
    }

    @MainActor
    private static func provider(for destination: NavigationDestination) -> DestinationProvider {
        if let result = destination.result, let picker = picker(result, for: destination) {
            return picker
        }
        let make = { @MainActor (shown: NavigationDestination) -> any Screen in
            TextScreen(title: "Stand-in for \(shown)", lines: [notice])
        }
        return destination.item == nil
            ? .screen(destination, style: .push) { make(destination) }
            : .detail(destination, style: .push) { id in make(destination.with(id: id)) }
    }

    /// A stand-in picker offering `Result.examples`, when `destination` is a picker of `Result`.
    @MainActor
    private static func picker<Result: NavigationResult>(
        _: Result.Type,
        for destination: NavigationDestination
    ) -> DestinationProvider? {
        PickerDestination<Result>(destination).map { picker in
            .picker(picker) { onResult in
                StandInPickerScreen(
                    title: "Stand-in for \(destination.name)", items: Result.examples, onResult: onResult)
            }
        }
    }
}

/// A picker over canned results that delivers the first pick, once.
@MainActor
final class StandInPickerScreen<Result: NavigationResult>: Screen {
    private let title: String
    private let items: [Result]
    private var onResult: (@MainActor (Result) -> Void)?

    init(title: String, items: [Result], onResult: @escaping @MainActor (Result) -> Void) {
        self.title = title
        self.items = items
        self.onResult = onResult
    }

    var content: ScreenContent {
        ScreenContent(
            title: title, lines: [StandIns.pickerNotice],
            choices: items.map { item in
                Choice(item.label) { [weak self] in
                    let deliver = self?.onResult
                    self?.onResult = nil
                    deliver?(item)
                }
            })
    }

    /// A pick ends the picker: it leads nowhere.
    var links: [ScreenLink] { [] }

    /// Its items are canned: there is nothing to load.
    func onAppear() {}

    /// Its items are canned: there is nothing to read again.
    func refresh() async {}
}
