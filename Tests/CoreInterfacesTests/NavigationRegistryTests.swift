@_spi(Benchmarks) import CoreInterfaces
import AssetsInterface
import IssuesInterface
import Testing

@MainActor
struct NavigationRegistryTests {
    final class Named: Screen {
        let content: ScreenContent
        init(_ title: String) { content = ScreenContent(title: title) }
        var links: [ScreenLink] { [] }
        func onAppear() {}
        func refresh() async {}
    }

    static func provider(_ destination: NavigationDestination, module: String) -> DestinationProvider {
        if let picker = PickerDestination<AssetUIModel>(destination) {
            return .picker(picker) { _ in Named("\(module) \(destination.name)") }
        }
        if let picker = PickerDestination<IssueUIModel>(destination) {
            return .picker(picker) { _ in Named("\(module) \(destination.name)") }
        }
        return destination.item == nil
            ? .screen(destination, style: .push) { Named("\(module) \(destination.name)") }
            : .detail(destination, style: .push) { id in Named("\(module) \(destination.name) \(id)") }
    }

    static func assets(
        providing destinations: [NavigationDestination] = [.assetsList, .assetDetail, .picker(.assetsListPicker)],
        routes: [DeepLink] = [
            DeepLink("assets", opens: [.assetsList]), DeepLink("assets/ID", opens: [.assetsList, .assetDetail]),
        ],
        needs: [NavigationDestination] = [.picker(.issuesListPicker)]
    ) -> ModulePlugin {
        ModulePlugin(
            name: "Assets",
            home: ModulePlugin.HomeEntry(label: "Assets", opens: .assetsList),
            routes: routes,
            destinations: destinations.map { provider($0, module: "Assets") },
            needs: needs
        )
    }

    static func issues(
        name: String = "Issues",
        label: String = "Issues",
        providing destinations: [NavigationDestination] = [.issuesList, .issueDetail, .picker(.issuesListPicker)],
        routes: [DeepLink] = [DeepLink("issues", opens: [.issuesList])]
    ) -> ModulePlugin {
        ModulePlugin(
            name: name,
            home: ModulePlugin.HomeEntry(label: label, opens: .issuesList),
            routes: routes,
            destinations: destinations.map { provider($0, module: name) },
            needs: [.picker(.assetsListPicker), .assetDetail]
        )
    }

    func problems(_ plugins: [ModulePlugin]) -> [RegistryError.Problem] {
        do {
            _ = try NavigationRegistry(plugins: plugins)
            return []
        } catch {
            return error.problems
        }
    }

    @Test func aFittingSetServesEveryDestinationFromItsModule() throws {
        let registry = try NavigationRegistry(plugins: [Self.assets(), Self.issues()])
        #expect(registry.entry(for: .assetDetail.with(id: "x"))?.module == "Assets")
        #expect(registry.entry(for: .picker(.issuesListPicker))?.module == "Issues")
        #expect(registry.makeScreen(for: .assetDetail.with(id: "x")).content.title == "Assets assetDetail x")
        #expect(registry.modules == ["Assets", "Issues"])
        #expect(registry.homeEntries.map(\.value.label) == ["Assets", "Issues"])
        #expect(
            registry.destinations.map(\.name) == [
                "assetDetail", "assetsList", "assetsListPicker", "issueDetail", "issuesList", "issuesListPicker",
            ])
    }

    @Test func aNeedNobodyProvidesNamesTheDestinationAndWhoNeedsIt() {
        let issues = Self.issues(providing: [.issuesList, .issueDetail])
        #expect(problems([Self.assets(), issues]) == [.unprovided(.picker(.issuesListPicker), users: ["Assets"])])
        #expect(
            RegistryError(problems: problems([Self.assets(), issues])).description
                == "no module provides issuesListPicker (needed by Assets)")
    }

    @Test func pickersOfOneNameAndDifferentResultsAreDifferentDestinations() {
        #expect(PickerDestination<AssetUIModel>("x").destination != PickerDestination<IssueUIModel>("x").destination)
        #expect(PickerDestination<AssetUIModel>("x").destination != NavigationDestination("x"))
        #expect(PickerDestination<AssetUIModel>("x").destination == PickerDestination<AssetUIModel>("x").destination)
    }

    @Test func aScreenRegisteredUnderAPickersNameIsRefusedAtStartUp() {
        let plainScreen = DestinationProvider.screen(.picker(.issuesListPicker), style: .modal) {
            Named("not a picker")
        }
        let issues = ModulePlugin(name: "Issues", destinations: [plainScreen])
        let found = problems([Self.assets(needs: [.picker(.issuesListPicker)]), issues])
        #expect(
            found == [
                .mismatched(
                    .picker(.issuesListPicker), users: ["Assets"],
                    provided: NavigationDestination("issuesListPicker"), module: "Issues"
                )
            ])
        #expect(
            RegistryError(problems: found).description
                == "issuesListPicker is needed as a picker of IssueUIModel (by Assets), but Issues provides a screen that hands nothing back"
        )
    }

    /// A name is its code points: "é" as one scalar is not "e" and a combining accent.
    @Test func aNeedSpelledWithOtherCodePointsIsUnprovidedNotMismatched() {
        let provided = NavigationDestination("caf\u{E9}")
        let needed = PickerDestination<IssueUIModel>("cafe\u{301}")
        let cafe = ModulePlugin(name: "Cafe", destinations: [Self.provider(provided, module: "Cafe")])
        let assets = Self.assets(needs: [.picker(.issuesListPicker), .picker(needed)])
        #expect(problems([assets, Self.issues(), cafe]) == [.unprovided(.picker(needed), users: ["Assets"])])
        #expect(
            ModulePlugin(
                name: "Alone", destinations: [Self.provider(provided, module: "Alone")], needs: [.picker(needed)]
            )
            .unprovided == [.picker(needed)])
    }

    @Test func aPickerOfAnotherResultIsRefusedAtStartUp() {
        let wrong = DestinationProvider.picker(PickerDestination<AssetUIModel>("issuesListPicker")) { _ in
            Named("assets")
        }
        let issues = ModulePlugin(name: "Issues", destinations: [wrong])
        let found = problems([Self.assets(needs: [.picker(.issuesListPicker)]), issues])
        #expect(
            RegistryError(problems: found).description
                == "issuesListPicker is needed as a picker of IssueUIModel (by Assets), but Issues provides a picker of AssetUIModel"
        )
    }

    @Test func aDuplicatedProviderNamesTheDestinationAndBothModules() {
        let extra = ModulePlugin(name: "Extra", destinations: [Self.provider(.issuesList, module: "Extra")])
        #expect(
            problems([Self.assets(), Self.issues(), extra]) == [.duplicated(.issuesList, modules: ["Issues", "Extra"])])
    }

    @Test func twoPluginsClaimingTheSameRouteNameBothModules() {
        let other = Self.issues(
            name: "Other", label: "Other", providing: [],
            routes: [DeepLink("assets/ID", opens: [.issuesList, .issueDetail])])
        let found = problems([Self.assets(), Self.issues(), other])
        #expect(
            found.contains(
                .routeConflict(path: "assets/ID", module: "Assets", otherPath: "assets/ID", otherModule: "Other")))
        #expect(
            RegistryError(problems: found).description.contains("route 'assets/ID' is claimed by both Assets and Other")
        )
    }

    @Test func routesThatMatchTheSameLinksConflict() {
        let assets = Self.assets(routes: [
            DeepLink("assets/ID", opens: [.assetsList, .assetDetail]),
            DeepLink("assets/all", opens: [.assetsList, .issuesList]),
        ])
        #expect(
            problems([assets, Self.issues()]) == [
                .routeConflict(path: "assets/ID", module: "Assets", otherPath: "assets/all", otherModule: "Assets")
            ])
        #expect(
            RegistryError(problems: problems([assets, Self.issues()])).description
                == "route 'assets/ID' of Assets and route 'assets/all' of Assets match the same links")
    }

    @Test func aRouteToADestinationNobodyProvidesNamesTheRouteAndItsModule() {
        let assets = Self.assets(routes: [
            DeepLink("assets/ID/link-issue", opens: [.assetsList, .assetDetail, .picker(.issuesListPicker)])
        ])
        let issues = Self.issues(providing: [.issuesList, .issueDetail])
        #expect(
            problems([assets, issues]) == [
                .unprovided(.picker(.issuesListPicker), users: ["Assets", "route 'assets/ID/link-issue' of Assets"])
            ])
    }

    @Test(arguments: [
        (DeepLink("assets//x", opens: [.assetsList, .assetDetail, .assetsList]), "has an empty segment"),
        (DeepLink("assets/ID", opens: [.assetsList]), "has 2 segment(s) but opens 1 destination(s)"),
        (
            DeepLink("assets/ID", opens: [.assetsList, .assetsList]),
            "gives an ID to assetsList, which shows no single item"
        ),
        (
            DeepLink("assets/detail", opens: [.assetsList, .assetDetail]),
            "opens assetDetail without the ID of the asset it shows"
        ),
        (DeepLink("issues", opens: [.issueDetail]), "opens issueDetail without the ID of the issue it shows"),
        (
            DeepLink("picker", opens: [.picker(.issuesListPicker)]),
            "starts at issuesListPicker, which no home entry opens"
        ),
    ])
    func aMalformedRouteIsNamedWithWhatIsWrong(route: DeepLink, reason: String) {
        #expect(
            problems([Self.assets(routes: [route]), Self.issues(routes: [])]) == [
                .badRoute(path: route.path, module: "Assets", reason: reason)
            ])
    }

    @Test func twoModulesWithOneNameOrOneHomeLabelAreRefused() {
        #expect(
            problems([Self.assets(), Self.issues(), Self.issues(providing: [], routes: [])]) == [
                .duplicateModule("Issues"), .duplicateHomeLabel("Issues", modules: ["Issues", "Issues"]),
            ])
        #expect(
            problems([
                Self.assets(), Self.issues(), Self.issues(name: "Other", label: "assets", providing: [], routes: []),
            ])
                == [.duplicateHomeLabel("Assets", modules: ["Assets", "Other"])])
    }

    @Test func aRouteResolvesToItsDestinationsWithTheID() throws {
        let registry = try NavigationRegistry(plugins: [Self.assets(), Self.issues()])
        #expect(registry.destinations(forRoute: "assets/AST-1") == [.assetsList, .assetDetail.with(id: "AST-1")])
        #expect(registry.destinations(forRoute: "issues") == [.issuesList])
        for unknown in ["", "assets/", "assets/A/B", "ASSETS", "issues/I", "assets//"] {
            #expect(registry.destinations(forRoute: unknown) == nil, "\(unknown)")
        }
    }

    @Test func aTypedPickerDeliversItsTypeThroughTheUntypedFactory() throws {
        let issue = IssueUIModel(id: "I-1", title: "t", status: "s", description: "d")
        let picker = DestinationProvider.picker(.issuesListPicker) { onResult in
            TextScreenDeliveringOnChoice { onResult(issue) }
        }
        #expect(picker.destination.resultName == "IssueUIModel")
        #expect(picker.style == .modal)
        let registry = try NavigationRegistry(plugins: [
            Self.assets(),
            Self.issues(providing: [.issuesList, .issueDetail]),
            ModulePlugin(name: "Picker", destinations: [picker]),
        ])
        var received: [IssueUIModel] = []
        let screen = registry.makeScreen(picking: .issuesListPicker) { received.append($0) }
        screen.content.choices.first?.select()
        #expect(received == [issue])
    }

    @Test func aDestinationWithAnItemAskedForWithoutOneGetsANotice() throws {
        let registry = try NavigationRegistry(plugins: [Self.assets(), Self.issues()])
        #expect(registry.makeScreen(for: .assetDetail).content.lines == ["assetDetail needs the ID of asset."])
    }

    @Test func aPickerDestinationIsRecoveredOnlyForItsOwnResultType() {
        #expect(PickerDestination<IssueUIModel>(.picker(.issuesListPicker)) != nil)
        #expect(PickerDestination<AssetUIModel>(.picker(.issuesListPicker)) == nil)
        #expect(PickerDestination<IssueUIModel>(.issuesList) == nil)
    }
}

/// A screen with one choice that runs `action`.
@MainActor
final class TextScreenDeliveringOnChoice: Screen {
    private let action: @MainActor () -> Void
    init(action: @escaping @MainActor () -> Void) { self.action = action }
    var content: ScreenContent { ScreenContent(title: "Deliver", choices: [Choice("Deliver", action: action)]) }
    var links: [ScreenLink] { [] }
    func onAppear() {}
    func refresh() async {}
}

struct ProviderTableTests {
    @Test func findsEachKeysOneProvider() throws {
        let table = try ProviderTable(
            required: [1, 2, 3],
            entries: [
                (owner: "A", key: 1, provider: "one"), (owner: "B", key: 2, provider: "two"),
                (owner: "A", key: 3, provider: "three"),
            ])
        #expect(table.lookup(2)?.owner == "B")
        #expect(table.lookup(3)?.provider == "three")
        #expect(table.lookup(4) == nil)
    }

    @Test func namesMissingAndDuplicatedKeys() {
        let problem = #expect(throws: ProviderTable<Int, String>.Problem.self) {
            try ProviderTable(
                required: [4, 1, 2],
                entries: [
                    (owner: "A", key: 1, provider: "x"), (owner: "B", key: 1, provider: "y"),
                    (owner: "C", key: 1, provider: "z"),
                ])
        }
        #expect(problem?.missing == [2, 4])
        #expect(problem?.duplicated == [1: ["A", "B", "C"]])
    }
}
