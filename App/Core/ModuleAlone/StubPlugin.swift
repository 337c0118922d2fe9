import CoreInterfaces

/// Stands in for modules that are not loaded (`--module`): pickers offer canned sample results and
/// say so on screen; other destinations show a notice. It lives in the App, never in a feature module.
enum StubPlugin {
    /// A plugin named `Stub` providing `kinds`.
    @MainActor
    static func standingIn(for kinds: [NavigationDestination.Kind]) -> ModulePlugin {
        ModulePlugin(name: "Stub", destinations: kinds.map(provider))
    }

    static let notice = "Stand-in: this module is not loaded (--module); these are canned sample results."

    @MainActor
    private static func provider(for kind: NavigationDestination.Kind) -> DestinationProvider {
        switch kind {
        case .assetsListPicker:
            .picker(.assetsListPicker) { onResult in
                StubPickerScreen(title: "Pick an asset", items: Array(SampleData.assets.prefix(3)), label: \.name, onResult: onResult)
            }
        case .issuesListPicker:
            .picker(.issuesListPicker) { onResult in
                StubPickerScreen(title: "Pick an issue", items: Array(SampleData.issues.prefix(3)), label: \.title, onResult: onResult)
            }
        default:
            .screen(kind, presentation: .push) { _ in
                TextScreen(title: "Stand-in for \(kind.rawValue)", lines: [
                    "Stand-in: the module providing \(kind.rawValue) is not loaded (--module).",
                ])
            }
        }
    }
}

/// A picker over canned results that delivers the first pick, once.
@MainActor
final class StubPickerScreen<Result: NavigationResult>: Screen {
    private let title: String
    private let items: [Result]
    private let label: (Result) -> String
    private var onResult: (@MainActor (Result) -> Void)?

    init(title: String, items: [Result], label: @escaping (Result) -> String, onResult: @escaping @MainActor (Result) -> Void) {
        self.title = title
        self.items = items
        self.label = label
        self.onResult = onResult
    }

    var content: ScreenContent {
        ScreenContent(title: title, lines: [StubPlugin.notice], choices: items.map { item in
            Choice(label(item)) { [unowned self] in
                let deliver = onResult
                onResult = nil
                deliver?(item)
            }
        })
    }
}
