@testable import AppCore
import Assets
import CoreInterfaces
import Issues
import Testing

/// The plugin-era paths through the real host: the reverse pick, push across modules, the
/// registry listing and a registry that does not fit.
@MainActor
struct PluginWalkthroughTests {
    func headers(_ session: ScriptedSession) -> [String] {
        session.screens.map { $0.components(separatedBy: "\n")[0] }
    }

    @Test func linkAssetFromAnIssueShowsOnBothSides() async {
        let session = await ScriptedSession.run([
            "Issues", "Pressure drops", "Link asset", "Air Compressor", "b", "b", "Assets", "Air Compressor",
        ])
        #expect(session.errors.isEmpty)
        #expect(headers(session).contains("Home › Issues › Pressure drops under load › Pick an asset"))
        let issueDetail = session.screens[4]
        #expect(issueDetail.hasPrefix("Home › Issues › Pressure drops under load\n"))
        #expect(issueDetail.contains("Linked assets: Air Compressor AC-75"))
        #expect(issueDetail.contains("2) Open Air Compressor AC-75"))
        #expect(session.lastScreen.contains("Linked issue: ISS-302 Pressure drops under load (In progress)"))
    }

    @Test func anIssueListsEveryAssetLinkedToIt() async {
        let session = await ScriptedSession.run([
            "Assets", "Forklift", "Link issue", "Hydraulic", "b", "b",
            "Issues", "Hydraulic", "Link asset", "Conveyor",
        ])
        #expect(session.lastScreen.contains("Linked assets: Forklift FL-200, Conveyor Belt CB-12"))
    }

    @Test func cancellingTheAssetPickerLinksNothing() async {
        let session = await ScriptedSession.run(["Issues", "Pressure drops", "Link asset", "b"])
        #expect(session.lastScreen.hasPrefix("Home › Issues › Pressure drops under load\n"))
        #expect(session.lastScreen.contains("Linked assets: none"))
    }

    @Test func openAssetPushesTheAssetsDetailOntoTheIssuesStackAndBackReturns() async {
        let session = await ScriptedSession.run([
            "Issues", "Spindle", "Link asset", "CNC", "Open CNC Lathe TL-8", "b",
        ])
        #expect(headers(session).suffix(2) == [
            "Home › Issues › Spindle vibration above limit › CNC Lathe TL-8",
            "Home › Issues › Spindle vibration above limit",
        ])
        #expect(session.screens[session.screens.count - 2].contains("Linked issue: ISS-303 Spindle vibration above limit (Open)"))
    }

    @Test func aChangeMadeOnThePushedAssetShowsWhenComingBack() async {
        let session = await ScriptedSession.run([
            "Issues", "Spindle", "Link asset", "CNC", "Open CNC Lathe TL-8", "Unlink issue", "b",
        ])
        #expect(session.lastScreen.contains("Linked assets: none"))
    }

    @Test func listDestinationsPrintsEveryDestinationWithOneModule() async {
        let session = await ScriptedSession.run([], arguments: ["--list-destinations"])
        #expect(session.status == .success)
        let rows = session.output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(rows.first == ["DESTINATION", "MODULE", "PRESENTATION", "RESULT"])
        #expect(rows.dropFirst().map { $0[0] } == NavigationDestination.Kind.allCases.sorted().map(\.rawValue))
        #expect(rows.contains(["assetsListPicker", "Assets", "modal", "AssetUIModel"]))
        #expect(rows.contains(["issuesListPicker", "Issues", "modal", "IssueUIModel"]))
        #expect(rows.contains(["assetDetail", "Assets", "push", "none"]))
    }

    @Test func aRegistryMissingAProviderExitsTwoNamingIt() async {
        let session = await ScriptedSession.run(["Assets"]) { data in [.assets(repository: data)] }
        #expect(session.status == .usage)
        #expect(session.output.isEmpty, "nothing is shown before the error")
        #expect(session.errors.hasPrefix("walkthrough: the module plugins do not fit together: no module provides issueDetail, issuesList, issuesListPicker"))
        #expect(session.errors.hasSuffix(".\n"))
        #expect(session.errors.split(separator: "\n").count == 1)
    }

    @Test func aDuplicatedProviderExitsTwoNamingIt() async {
        let session = await ScriptedSession.run([], arguments: ["--list-destinations"]) { data in
            [.assets(repository: data), .issues(repository: data), .issues(repository: data)]
        }
        #expect(session.status == .usage)
        #expect(session.errors.contains("issuesList is provided by more than one module (Issues, Issues)"))
        #expect(session.errors.contains("issuesListPicker is provided by more than one module (Issues, Issues)"))
    }
}
