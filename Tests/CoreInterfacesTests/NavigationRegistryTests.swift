import CoreInterfaces
import Testing

@MainActor
struct NavigationRegistryTests {
    final class Named: Screen {
        let content: ScreenContent
        init(_ title: String) { content = ScreenContent(title: title) }
    }

    static func plugin(_ name: String, _ kinds: [NavigationDestination.Kind]) -> ModulePlugin {
        ModulePlugin(name: name, destinations: kinds.map { kind in
            .screen(kind, presentation: .push) { _ in Named("\(name) \(kind.rawValue)") }
        })
    }

    static let assetKinds = NavigationDestination.Kind.allCases.filter { $0.rawValue.hasPrefix("asset") }
    static let otherKinds = NavigationDestination.Kind.allCases.filter { !$0.rawValue.hasPrefix("asset") }

    /// Every destination: the asset ones from "Assets", the rest from "Issues".
    static let complete = [plugin("Assets", assetKinds), plugin("Issues", otherKinds)]

    @Test func aCompleteSetServesEveryDestinationFromItsModule() throws {
        let registry = try NavigationRegistry(plugins: Self.complete)
        for kind in NavigationDestination.Kind.allCases {
            #expect(registry.entry(for: kind)?.module == (kind.rawValue.hasPrefix("asset") ? "Assets" : "Issues"))
        }
        #expect(registry.makeScreen(for: .assetDetail(id: "x")).content.title == "Assets assetDetail")
    }

    @Test func anIncompleteSetNamesTheMissingDestinations() {
        #expect(throws: RegistryError(missing: [.assetsListPicker, .issuesListPicker], duplicated: [:])) {
            try NavigationRegistry(plugins: [
                Self.plugin("Assets", Self.assetKinds.filter { $0 != .assetsListPicker }),
                Self.plugin("Issues", Self.otherKinds.filter { $0 != .issuesListPicker }),
            ])
        }
    }

    @Test func aDuplicatedProviderNamesTheDestinationAndBothModules() {
        #expect(throws: RegistryError(missing: [], duplicated: [.issuesList: ["Issues", "Extra"]])) {
            try NavigationRegistry(plugins: Self.complete + [Self.plugin("Extra", [.issuesList])])
        }
    }

    @Test func theErrorReadsAsOneLine() {
        let error = RegistryError(missing: [.assetsListPicker], duplicated: [.issuesList: ["Issues", "Extra"]])
        #expect(error.description
            == "no module provides assetsListPicker; issuesList is provided by more than one module (Issues, Extra)")
    }

    @Test func aTypedPickerDeliversItsTypeThroughTheUntypedFactory() throws {
        let issue = IssueUIModel(id: "I-1", title: "t", status: "s", description: "d")
        let picker = DestinationProvider.picker(.issuesListPicker) { onResult in
            TextScreenDeliveringOnChoice { onResult(issue) }
        }
        #expect(picker.resultType == "IssueUIModel")
        #expect(picker.presentation == .modal)
        let registry = try NavigationRegistry(plugins: [
            Self.plugin("Assets", Self.assetKinds),
            Self.plugin("Issues", Self.otherKinds.filter { $0 != .issuesListPicker }),
            ModulePlugin(name: "Picker", destinations: [picker]),
        ])
        var received: [IssueUIModel] = []
        let screen = registry.makeScreen(picking: .issuesListPicker) { received.append($0) }
        screen.content.choices.first?.select()
        #expect(received == [issue])
    }
}

/// A screen with one choice that runs `action`.
@MainActor
final class TextScreenDeliveringOnChoice: Screen {
    private let action: @MainActor () -> Void
    init(action: @escaping @MainActor () -> Void) { self.action = action }
    var content: ScreenContent { ScreenContent(title: "Deliver", choices: [Choice("Deliver", action: action)]) }
}

struct ProviderTableTests {
    @Test func findsEachKeysOneProvider() throws {
        let table = try ProviderTable(required: [1, 2, 3], entries: [
            (owner: "A", key: 1, provider: "one"), (owner: "B", key: 2, provider: "two"), (owner: "A", key: 3, provider: "three"),
        ])
        #expect(table.lookup(2)?.owner == "B")
        #expect(table.lookup(3)?.provider == "three")
        #expect(table.lookup(4) == nil)
    }

    @Test func namesMissingAndDuplicatedKeys() {
        let problem = #expect(throws: ProviderTable<Int, String>.Problem.self) {
            try ProviderTable(required: [4, 1, 2], entries: [
                (owner: "A", key: 1, provider: "x"), (owner: "B", key: 1, provider: "y"), (owner: "C", key: 1, provider: "z"),
            ])
        }
        #expect(problem?.missing == [2, 4])
        #expect(problem?.duplicated == [1: ["A", "B", "C"]])
    }
}
