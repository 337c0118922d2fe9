@testable import AppCore
@testable import TerminalUI
@testable import DataFile
import CoreInterfaces
import FeatureRuntime
import FeatureTesting
import Issues
import IssuesInterface
import NavigationTools
import Testing

/// The host's run-time leak check: a screen that leaves (popped, dismissed, cancelled) must be
/// released, with its store, once the turn settles; if not, a `leak` event names it and `--explain`
/// says so.
@MainActor
struct RunTimeLeakTests {
    /// What the leaking plugins keep alive, as a careless module might (a cache, a cycle).
    static var kept: [AnyObject] = []

    /// A screen with a store of its own that hands back an issue, for the store-keeping plugin.
    final class CountingPicker: Screen {
        struct Counter: Reducer {
            func reduce(into state: inout Int, action: Int) -> Effect<Int> {
                state += action
                return .none
            }
        }

        let store = Store(initialState: 0, reducer: Counter())
        let onResult: @MainActor (IssueUIModel) -> Void

        init(onResult: @escaping @MainActor (IssueUIModel) -> Void) {
            self.onResult = onResult
        }

        var content: ScreenContent {
            ScreenContent(
                title: "Count",
                choices: [
                    Choice("Pick") { [store, onResult] in
                        store.send(1)
                        onResult(IssueUIModel(SampleData.issues[0]))
                    }
                ])
        }

        var links: [ScreenLink] { [] }
        func onAppear() {}
        func refresh() async {}
    }

    /// The App's plugins, whatever modules it lists, with the Issues picker replaced by `picker`.
    static func plugins(data: Backend, picker: DestinationProvider) -> [ModulePlugin] {
        AppNavigationFactory.plugins(data: data).map { $0.replacing(picker) }
    }

    func leaks(
        arguments: [String] = [], plugins: @escaping @MainActor (Backend) -> [ModulePlugin]
    ) async -> (leaks: [NavigationEvent], session: ScriptedSession) {
        var events: [NavigationEvent] = []
        let session = await ScriptedSession.run(
            ["Assets", "Forklift", "Link issue", "1", "q"], arguments: arguments, plugins: plugins,
            events: { events.append($0) }
        )
        return (events.filter { $0.event == .leak }, session)
    }

    @Test func aPickerKeptAliveAfterItIsDismissedIsReported() async {
        let (found, session) = await leaks(arguments: ["--explain"]) { data in
            Self.plugins(
                data: data,
                picker: .picker(.issuesListPicker) { onResult in
                    let screen = IssuesProvider(repository: data).makeIssuesListPicker(onResult: onResult)
                    Self.kept.append(screen)
                    return screen
                })
        }
        #expect(
            found.map(\.jsonLine) == [
                #"{"event":"leak","destination":"issuesListPicker","module":"Issues","title":"Pick an issue","screen":"IssuesListPickerScreen"}"#
            ])
        #expect(
            session.output.contains("· Leak: IssuesListPickerScreen in Issues left the screen but it, or its store,"))
    }

    @Test func aStoreKeptAliveAfterItsScreenIsGoneIsReported() async {
        let (found, _) = await leaks { data in
            Self.plugins(
                data: data,
                picker: .picker(.issuesListPicker) { onResult in
                    let screen = CountingPicker(onResult: onResult)
                    Self.kept.append(screen.store)
                    return screen
                })
        }
        #expect(found.map(\.screen) == ["CountingPicker"])
        #expect(found.map(\.module) == ["Issues"])
    }

    /// A made-up module that adds a part to an asset's detail, made by `make`.
    static func keeper(_ make: @escaping @MainActor () -> any Screen) -> ModulePlugin {
        ModulePlugin(name: "FixtureKeeper", destinations: [], parts: [PartProvider(.assetDetail) { _ in make() }])
    }

    /// Opens an asset's detail, with its parts, and leaves it.
    func partLeaks(_ part: @escaping @MainActor () -> any Screen) async -> [NavigationEvent] {
        var events: [NavigationEvent] = []
        let session = await ScriptedSession.run(
            ["Assets", "Forklift", "b", "q"], plugins: { AppNavigationFactory.plugins(data: $0) + [Self.keeper(part)] },
            events: { events.append($0) })
        #expect(session.status == .success, "\(session.errors)")
        return events.filter { $0.event == .leak }
    }

    @Test func aPartKeptAliveAfterItsScreenLeftIsReportedWithItsModuleAndPoint() async {
        let found = await partLeaks {
            let part = CountingPicker { _ in }
            Self.kept.append(part)
            return part
        }
        #expect(
            found.map(\.jsonLine) == [
                #"{"event":"leak","destination":null,"module":"FixtureKeeper","title":"Count","screen":"CountingPicker","point":"assetDetail AST-1001"}"#
            ])
    }

    @Test func aPartsStoreKeptAliveAfterItsScreenLeftIsReported() async {
        let found = await partLeaks {
            let part = CountingPicker { _ in }
            Self.kept.append(part.store)
            return part
        }
        #expect(found.map(\.module) == ["FixtureKeeper"])
        #expect(found.map(\.point) == ["assetDetail AST-1001"])
    }

    @Test func aPartReleasedWithItsScreenIsNotReported() async {
        #expect(await partLeaks { CountingPicker { _ in } }.isEmpty)
    }

    @Test func theSameSessionWithoutTheLeakReportsNone() async {
        let (found, session) = await leaks { data in
            Self.plugins(
                data: data,
                picker: .picker(.issuesListPicker) { onResult in
                    CountingPicker(onResult: onResult)
                })
        }
        #expect(session.status == .success)
        #expect(found.isEmpty)
    }
}

@MainActor
struct ExplainerStyleTests {
    @Test func theNarrationIsDimmedOnlyWhenColourIsOn() throws {
        let registry = try NavigationRegistry(plugins: AppNavigationFactory.plugins(data: .sample()))
        let explainer = Explainer(registry: registry)
        explainer.noteChoice("Assets\u{1B}[2J")
        let coloured = explainer.narration(style: TerminalStyle(usesColor: true))
        #expect(coloured.hasPrefix("\u{1B}[2m· The App composed the plugins of Assets, Issues"))
        #expect(coloured.hasSuffix("\u{1B}[0m\n"))
        #expect(coloured.contains("· You chose “Assets\\u{1B}[2J”."), "what the user typed is escaped")
        explainer.noteBack()
        #expect(explainer.narration(style: .plain) == "· You went back (b).\n")
    }
}
