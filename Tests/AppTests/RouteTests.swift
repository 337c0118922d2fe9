@testable import AppCore
@testable import NavigationTools
@testable import TerminalUI
import AssetsInterface
import CoreInterfaces
import FeatureRuntime
import IssuesInterface
import Testing

@MainActor
struct RouteTests {
    let registry: NavigationRegistry

    init() throws {
        registry = try NavigationRegistry(plugins: AppNavigationFactory.plugins(data: .sample()))
    }

    @Test(arguments: [
        ("assets", [NavigationDestination.assetsList]),
        ("assets/AST-1", [.assetsList, .assetDetail.with(id: "AST-1")]),
        ("assets/AST-1/link-issue", [.assetsList, .assetDetail.with(id: "AST-1"), .picker(.issuesListPicker)]),
        ("issues", [.issuesList]),
        ("issues/ISS-9", [.issuesList, .issueDetail.with(id: "ISS-9")]),
        ("issues/ISS-9/link-asset", [.issuesList, .issueDetail.with(id: "ISS-9"), .picker(.assetsListPicker)]),
    ])
    func resolvesEveryRouteThePluginsDeclare(text: String, destinations: [NavigationDestination]) throws {
        #expect(try Route.resolve(text, in: registry).get() == Route(text: text, destinations: destinations))
    }

    @Test(arguments: [
        "", "/", "asset", "assets/", "assets//link-issue", "assets/A/link-asset", "issues/I/link-issue",
        "assets/A/link-issue/more", "ASSETS", "issues/I/", "home",
    ])
    func rejectsAnythingElseListingThePluginsRoutes(text: String) {
        let routes = registry.routes.map(\.value.path).joined(separator: ", ")
        #expect(routes.hasPrefix("assets, assets/ID, assets/ID/link-issue, issues, issues/ID, issues/ID/link-asset"))
        #expect(
            Route.resolve(text, in: registry) == .failure(RouteError("unknown route '\(text)'; routes are \(routes)")))
    }
}

/// `--open`, `--trace` and `--module` through the real program.
@MainActor
struct DeepLinkAndTraceTests {
    func headers(_ session: ScriptedSession) -> [String] {
        session.screens.map { $0.components(separatedBy: "\n")[0] }
    }

    @Test func openStacksTheScreensAsIfTheUserHadNavigated() async throws {
        let session = try await ScriptedSession.walk(
            ["b", "b", "b"], arguments: ["--open", "assets/AST-1003/link-issue"])
        #expect(session.status == .success)
        #expect(
            headers(session) == [
                "Home › Assets › CNC Lathe TL-8 › Pick an issue",
                "Home › Assets › CNC Lathe TL-8",
                "Home › Assets",
                "Home",
            ])
    }

    @Test func aPickAfterADeepLinkLinksAsTheInteractivePathDoes() async throws {
        let session = try await ScriptedSession.walk(["1", "q"], arguments: ["--open", "assets/AST-1002/link-issue"])
        #expect(session.lastScreen.hasPrefix("Home › Assets › Air Compressor AC-75\n"))
        #expect(session.lastScreen.contains("Linked issue: ISS-301 Hydraulic fluid leak (Open)"))
    }

    @Test func theReversePickCanBeDeepLinked() async throws {
        let session = try await ScriptedSession.walk(
            ["Generator", "q"], arguments: ["--open=issues/ISS-305/link-asset"])
        #expect(headers(session).first == "Home › Issues › Fails weekly load test › Pick an asset")
        #expect(session.lastScreen.contains("Linked assets: Generator GX-500"))
    }

    @Test func anUnknownIDExitsTwoNamingIt() async throws {
        let session = await ScriptedSession.run(["q"], arguments: ["--open", "assets/NOPE"])
        #expect(session.status == .usage)
        #expect(session.output.isEmpty)
        #expect(session.errors == "walkthrough: cannot open route 'assets/NOPE': there is no asset with ID NOPE.\n")
        let issue = await ScriptedSession.run([], arguments: ["--open", "issues/ISS-999/link-asset"])
        #expect(
            issue.errors
                == "walkthrough: cannot open route 'issues/ISS-999/link-asset': there is no issue with ID ISS-999.\n")
    }

    @Test func anUnknownRouteExitsTwo() async throws {
        let session = await ScriptedSession.run([], arguments: ["--open", "no/such/route"])
        #expect(session.status == .usage)
        #expect(session.errors.hasPrefix("walkthrough: unknown route 'no/such/route'; routes are assets, "))
    }

    @Test func theOriginalScenarioEmitsTheExactEvents() async throws {
        var events: [NavigationEvent] = []
        try await ScriptedSession.walk(
            ["Assets", "Forklift", "Link issue", "Hydraulic", "b", "b", "q"], events: { events.append($0) })
        // Parts another module adds to the detail are theirs to test (PartsTests).
        let navigation = events.filter { $0.event != .action && $0.event != .part }
        let picker = NavigationDestination.picker(.issuesListPicker)
        let expected = [
            NavigationEvent(event: .push, destination: .assetsList, module: "Assets", title: "Assets"),
            NavigationEvent(event: .push, destination: nil, module: "Assets", title: "Forklift FL-200"),
            NavigationEvent(event: .present, destination: picker, module: "Issues", title: "Pick an issue"),
            NavigationEvent(
                event: .result, destination: picker, module: "Issues", title: "Pick an issue",
                resultType: "IssueUIModel", resultID: "ISS-301"
            ),
            NavigationEvent(event: .dismiss, destination: picker, module: "Issues", title: "Pick an issue"),
            NavigationEvent(event: .pop, destination: nil, module: "Assets", title: "Forklift FL-200"),
            NavigationEvent(event: .pop, destination: .assetsList, module: "Assets", title: "Assets"),
        ]
        #expect(navigation.map(\.jsonLine) == expected.map(\.jsonLine))
        let presented = try #require(navigation.first { $0.event == .present })
        #expect(presented.destination == picker, "the destination as the registry identifies it, result type included")
        #expect(presented.screen == "IssuesListPickerScreen")
        #expect(presented.asker == "AssetDetailScreen" && presented.askerModule == "Assets")
    }

    @Test func theTraceShowsTheResultArrivingAtTheParentReducer() async throws {
        var events: [NavigationEvent] = []
        try await ScriptedSession.walk(
            ["Assets", "Forklift", "Link issue", "Hydraulic", "q"], events: { events.append($0) })
        let result = try #require(events.firstIndex { $0.event == .result })
        let after = events[(result + 1)...].filter { $0.event == .action }.map {
            "\($0.feature ?? "") \($0.action ?? "")"
        }
        #expect(
            after.prefix(3) == [
                "AssetsListFeature detail(issuesPicker(ISS-301, #1))",
                "AssetDetailFeature issuesPicker(ISS-301, #1)",
                "AssetsListFeature detail(loaded(linked(ISS-301)))",
            ])
        let before = events[..<result].filter { $0.event == .action }.map { "\($0.feature ?? "") \($0.action ?? "")" }
        #expect(before.last == "IssuesListPickerFeature issuePicked(ISS-301)")
        #expect(
            NavigationEvent(event: .action, feature: "AssetDetailFeature", action: "issueSelected(\u{1B}[2J)").jsonLine
                == #"{"event":"action","feature":"AssetDetailFeature","action":"issueSelected(\u001B[2J)"}"#)
    }

    @Test func cancellingAPickerEmitsCancelThenDismissAndNoResult() async throws {
        var events: [NavigationEvent] = []
        try await ScriptedSession.walk(["Issues", "Spindle", "Link asset", "b", "q"], events: { events.append($0) })
        // The screens' own comings and goings: the parts modules add to them, and actions, aside.
        let navigation = events.filter { [.push, .pop, .present, .cancel, .dismiss, .result].contains($0.event) }
        #expect(navigation.map(\.event) == [.push, .push, .present, .cancel, .dismiss])
        let presented = try #require(navigation.first { $0.event == .present })
        #expect(presented.module == "Assets")
        #expect(presented.destination == .picker(.assetsListPicker))
    }

    @Test func traceWritesTheSameEventsAsJSONLinesOnStderr() async throws {
        var events: [NavigationEvent] = []
        let session = try await ScriptedSession.walk(
            ["Assets", "Forklift", "Link issue", "Hydraulic", "q"], arguments: ["--trace"],
            events: { events.append($0) }
        )
        #expect(session.errors.split(separator: "\n").map(String.init) == events.map(\.jsonLine))
        #expect(
            session.errors.contains(
                #"{"event":"result","destination":"issuesListPicker","module":"Issues","title":"Pick an issue","resultType":"IssueUIModel","resultID":"ISS-301"}"#
            ))
        #expect(
            session.errors.contains(#"{"event":"push","destination":null,"module":"Assets","title":"Forklift FL-200"}"#)
        )
    }

    @Test func theIssuesModuleRunsAloneWithACannedAsset() async throws {
        var events: [NavigationEvent] = []
        let session = try await ScriptedSession.walk(
            ["Issues", "Hydraulic", "Link asset", "CNC", "q"], arguments: ["--module", "issues"],
            events: { events.append($0) }
        )
        #expect(try session.screen(0) == "Home\n1) Issues\n2) Quit\n(b back, q quit, ? help)")
        let picker = try session.screen(3)
        #expect(
            picker.hasPrefix(
                "Home › Issues › Hydraulic fluid leak › Stand-in for assetsListPicker\n\(StandIns.pickerNotice)\n"))
        #expect(session.lastScreen.contains("Linked assets: CNC Lathe TL-8"))
        #expect(events.filter { $0.module == "Assets" }.isEmpty, "the Assets module takes no part")
        #expect(events.contains { $0.event == .present && $0.module == "Stand-in" })
    }

    @Test func theAssetsModuleRunsAloneWithACannedIssue() async throws {
        let session = try await ScriptedSession.walk(
            ["Assets", "Forklift", "Link issue", "1", "q"], arguments: ["--module", "assets"])
        #expect(session.lastScreen.contains("Linked issue: ISS-301 Hydraulic fluid leak (Open)"))
    }

    @Test func listingAModuleAloneShowsTheStandIns() async throws {
        let session = await ScriptedSession.run([], arguments: ["--module", "assets", "--list-destinations"])
        let rows = session.output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(rows.contains(["issuesListPicker", "Stand-in", "modal", "IssueUIModel"]))
        #expect(rows.contains(["assetDetail", "Assets", "push", "none"]))
    }

    @Test func aLinkedAssetOpenedFromAnIssueAloneIsAStandIn() async throws {
        let session = try await ScriptedSession.walk(
            ["Issues", "Hydraulic", "Link asset", "CNC", "Open CNC", "q"], arguments: ["--module", "issues"]
        )
        #expect(
            session.lastScreen
                == "Home › Issues › Hydraulic fluid leak › Stand-in for assetDetail AST-1003\n\(StandIns.notice)\n(b back, q quit, ? help)"
        )
    }

    @Test func anUnknownModuleIsAUsageErrorListingThePluginsModules() async {
        let session = await ScriptedSession.run([], arguments: ["--module", "no-such-module"])
        #expect(session.status == .usage)
        let names = AppNavigationFactory.plugins(data: .sample()).map { $0.name.lowercased() }.joined(separator: ", ")
        #expect(names.hasPrefix("assets, issues"))
        #expect(
            session.errors
                == "walkthrough: unknown module 'no-such-module'; modules are \(names). Try 'walkthrough --help'.\n")
    }

    @Test func aModuleAloneAnswersOnlyItsOwnRoutes() async throws {
        let session = await ScriptedSession.run([], arguments: ["--module", "issues", "--open", "assets"])
        #expect(session.status == .usage)
        let issues = try #require(AppNavigationFactory.plugins(data: .sample()).first { $0.name == "Issues" })
        let routes = issues.routes.map(\.path).joined(separator: ", ")
        #expect(
            session.errors == "walkthrough: unknown route 'assets'; routes are \(routes). Try 'walkthrough --help'.\n")
    }

    @Test func helpListsEveryModuleAndRouteThePluginsDeclare() async throws {
        let session = await ScriptedSession.run([], arguments: ["--help"])
        let registry = try NavigationRegistry(plugins: AppNavigationFactory.plugins(data: .sample()))
        for route in registry.routes {
            #expect(
                session.output.contains(" \(route.value.path),") || session.output.contains(" \(route.value.path)\n"),
                "\(route.value.path)")
        }
        let names = registry.modules.map { $0.lowercased() }.joined(separator: ", ")
        #expect(session.output.contains("NAME is one of: \(names)\n"))
    }
}
