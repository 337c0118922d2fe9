@testable import AppCore
@testable import TerminalUI
import Testing

/// The whole program through the real host, factory and modules, with scripted input.
@MainActor
struct WalkthroughTests {
    @Test func theOriginalScenarioLinksThePickedIssueToTheAsset() async throws {
        let session = try await ScriptedSession.walk([
            "Assets", "Forklift FL-200", "Link issue", "Hydraulic fluid leak", "q",
        ])
        #expect(session.status == .success)
        #expect(session.errors.isEmpty)
        #expect(
            session.screens.map { $0.components(separatedBy: "\n")[0] } == [
                "Home",
                "Home › Assets",
                "Home › Assets › Forklift FL-200",
                "Home › Assets › Forklift FL-200 › Pick an issue",
                "Home › Assets › Forklift FL-200",
            ])
        #expect(session.lastScreen.contains("Linked issue: ISS-301 Hydraulic fluid leak (Open)"))
        #expect(session.lastScreen.contains("\n1) Link issue\n"))
        #expect(session.lastScreen.contains(") Unlink issue\n"))
    }

    @Test func numbersAndUniquePrefixesWorkLikeLabels() async throws {
        let session = try await ScriptedSession.walk(["1", "forklift", "LINK", "3", "q"])
        #expect(session.errors.isEmpty)
        #expect(session.lastScreen.contains("Linked issue: ISS-303 Spindle vibration above limit (Open)"))
    }

    @Test func backInThePickerCancelsWithNothingLinked() async throws {
        let session = try await ScriptedSession.walk(["Assets", "Forklift FL-200", "Link issue", "b", "q"])
        #expect(session.lastScreen.hasPrefix("Home › Assets › Forklift FL-200\n"))
        #expect(session.lastScreen.contains("Linked issue: none"))
        #expect(!session.lastScreen.contains("Unlink issue"))
    }

    @Test func anIssueOpenedInsideThePickerCanBeSelected() async throws {
        let session = try await ScriptedSession.walk([
            "Assets", "Generator", "Link issue", "Open Fails weekly", "b", "Open Fails weekly", "Select issue", "q",
        ])
        let headers = session.screens.map { $0.components(separatedBy: "\n")[0] }
        #expect(headers.contains("Home › Assets › Generator GX-500 › Pick an issue › Fails weekly load test"))
        #expect(session.lastScreen.contains("Linked issue: ISS-305 Fails weekly load test (Open)"))
    }

    @Test func theLinkIsStillThereAfterGoingBackAndReturning() async throws {
        let session = try await ScriptedSession.walk(["Assets", "CNC", "Link issue", "Spindle", "b", "CNC", "q"])
        #expect(session.lastScreen.hasPrefix("Home › Assets › CNC Lathe TL-8\n"))
        #expect(session.lastScreen.contains("Linked issue: ISS-303 Spindle vibration above limit (Open)"))
    }

    @Test func unlinkRemovesTheLink() async throws {
        let session = try await ScriptedSession.walk([
            "Assets", "Forklift", "Link issue", "Hydraulic", "Unlink issue", "q",
        ])
        #expect(session.lastScreen.contains("Linked issue: none"))
    }

    @Test func theIssuesListShowsAnIssuesDetail() async throws {
        let session = try await ScriptedSession.walk(["Issues", "Belt drifts"])
        #expect(session.status == .success)
        #expect(session.lastScreen.hasPrefix("Home › Issues › Belt drifts to the left\nID: ISS-306\nStatus: Won't fix"))
    }

    @Test func badInputGetsOneLineAndTheSamePromptAgain() async throws {
        let session = try await ScriptedSession.walk(["Assets", "9", "", "zzz", "b", "b", "q"])
        #expect(
            session.errors.components(separatedBy: "\n").filter { !$0.isEmpty } == [
                "There is no choice 9. Type a number from 1 to 6 or a choice's name, b to go back, q to quit, or ? for help.",
                "Nothing typed. Type a number from 1 to 6 or a choice's name, b to go back, q to quit, or ? for help.",
                "No choice matches \"zzz\". Type a number from 1 to 6 or a choice's name, b to go back, q to quit, or ? for help.",
                "This is the home screen; type q to quit.",
            ])
        #expect(session.status == .success)
    }

    @Test func theEndOfInputQuitsWithSuccessAnywhere() async throws {
        let session = try await ScriptedSession.walk(["Assets", "Forklift", "Link issue"])
        #expect(session.status == .success)
        #expect(session.lastScreen.hasPrefix("Home › Assets › Forklift FL-200 › Pick an issue"))
    }

    @Test func quitOnTheHomeMenuEnds() async throws {
        let session = try await ScriptedSession.walk(["Quit", "Assets"])
        #expect(session.status == .success)
        #expect(session.screens.count == 1)
    }

    @Test func anUnknownFlagIsAUsageError() async throws {
        let session = await ScriptedSession.run([], arguments: ["--frobnicate"])
        #expect(session.status == .usage)
        #expect(session.errors == "walkthrough: unknown option '--frobnicate'. Try 'walkthrough --help'.\n")
        #expect(session.output.isEmpty)
    }

    @Test func helpAndVersionPrintAndExit() async throws {
        let help = await ScriptedSession.run([], arguments: ["--help"])
        #expect(help.status == .success)
        #expect(help.output.hasPrefix("Usage: walkthrough"))
        let version = await ScriptedSession.run([], arguments: ["--version"])
        #expect(version.output == "walkthrough \(Walkthrough.version)\n")
    }
}
