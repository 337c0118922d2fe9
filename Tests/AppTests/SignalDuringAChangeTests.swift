@testable import AppCore
import Assets
import AssetsInterface
@testable import DataFile
@testable import TerminalUI
import Foundation
import IssuesInterface
import Testing
import FeatureTesting
import TestSupport

/// A signal that lets the session finish (SIGTERM, SIGHUP) ends a piped session as it ends one at
/// a terminal: it says which change it waits for, waits for changes only (never for a screen's
/// load), and carries out a pick it has read, or names it. The signal is the request its handler
/// makes (``SessionEnding``); every wait is on a clock the test holds.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct SignalDuringAChangeTests {
    let directory: TemporaryDirectory
    let path: String
    let clock = TestClock()
    static let linked = [DataFileContents.Link(assetID: "AST-1001", issueID: "ISS-301")]

    init() throws {
        directory = try TemporaryDirectory()
        path = directory.path("shop.json")
        try DataFile(path: path).save(.sample)
    }

    var links: [DataFileContents.Link]? { try? DataFile(path: path).load()?.links }

    /// The change a session makes last: a link, or a module's record (a service booked).
    enum LastChange: CaseIterable, Sendable {
        case link, booking

        /// What the session types; its last line makes the change.
        var input: [String] {
            switch self {
            case .link: ["Assets", "Forklift", "Link issue", "Hydraulic"]
            case .booking: ["Assets", "Forklift", "Book service", "2027-01-04"]
            }
        }

        /// What the session says it waits for.
        var saying: String {
            switch self {
            case .link: "walkthrough: saving the link of asset AST-1001 to issue ISS-301 first; Ctrl-C abandons it.\n"
            case .booking: "walkthrough: saving the new Maintenance record SRV-… first; Ctrl-C abandons it.\n"
            }
        }

        /// The file's links, or its services as key, asset and date.
        func landed(in path: String) -> [[String]] {
            let contents = try? DataFile(path: path).load()
            switch self {
            case .link: return contents?.links.map { [$0.assetID, $0.issueID] } ?? []
            case .booking:
                return (contents?.records.records(of: "Maintenance") ?? []).map {
                    [$0.key, $0.value(of: "asset") ?? "", $0.value(of: "date") ?? ""]
                }
            }
        }

        /// What the file holds once the change landed.
        var made: [[String]] {
            switch self {
            case .link: [["AST-1001", "ISS-301"]]
            case .booking: [["SRV-1", "AST-1001", "2027-01-04"]]
            }
        }
    }

    /// Piped, at a latency of 10 s: the signal comes while the last change is still being
    /// answered. The session says so at once, ends once that one call is answered, and never waits
    /// for the detail to read the change back. A module's record is waited for as a link is.
    @Test(arguments: [TerminalUI.ExitStatus.terminated, .hungUp], LastChange.allCases)
    func aSignalWhileAChangeIsAnsweredSaysSoAndWaitsForTheChangeOnly(
        status: TerminalUI.ExitStatus, change: LastChange
    ) async throws {
        defer { directory.remove() }
        let latency = Duration.seconds(10)
        let session = ScriptedSession(change.input)
        // Every call is answered until the pick is read; the pick's own call is left waiting.
        let answering = Locked(true)
        session.beforeReading = { read in if read == 3 { answering.withValue { $0 = false } } }
        let run = Task { await session.run(arguments: ["--data", path, "--latency", "10s"], clock: clock) }
        while answering.current {
            try #require(await clock.untilSleeping(for: latency), "no call waited: \(session.errors)")
            if answering.current { clock.advance(by: latency) }
        }
        try #require(await clock.untilSleeping(for: latency), "the change never called the backend")
        session.ending.request(status)
        let said = await TurnBound().until { session.errors.contains(change.saying) }
        #expect(said, "the session did not say which change it waits for: \(session.errors)")
        #expect(change.landed(in: path) == [], "the change is still being answered")
        clock.advance(by: latency)
        let ended = await TurnBound().race { await run.value }
        #expect(ended, "the session waited for more than the change (the detail's reload?): \(session.errors)")
        #expect(session.status == status)
        #expect(change.landed(in: path) == change.made, "the change landed before the session ended")
        #expect(!session.errors.contains("not saved"), "\(session.errors)")
    }

    /// The signal comes as the pick is acted on, before the detail has handed the link to the data
    /// layer: the session ends as `q` does, and the link is saved.
    @Test func aPickActedOnAsASignalArrivesIsSaved() async throws {
        defer { directory.remove() }
        let session = ScriptedSession(["Hydraulic"])
        await session.run(
            arguments: ["--data", path, "--open", "assets/AST-1001/link-issue"],
            events: { event in
                if event.event == .action, event.feature == "AssetDetailFeature",
                    event.action?.hasPrefix("issuesPicker") == true
                {
                    session.ending.request(.terminated)
                }
            })
        #expect(session.status == .terminated)
        #expect(links == Self.linked, "the pick was carried out: \(session.errors)")
        #expect(session.errors.isEmpty, "\(session.errors)")
    }

    /// The detail's repository does a few steps of its own before it hands the link to the data
    /// layer, as a real one may (nothing it waits for is cancelled): a signal as the pick is acted
    /// on ends the screens' work first, and the end waits for that work to hand the link over,
    /// so the link is saved, not lost to an end that saw no change in flight.
    @Test func aPickWhoseRepositoryTakesStepsBeforeItsSaveIsSaved() async throws {
        defer { directory.remove() }
        let session = ScriptedSession(["Hydraulic"])
        await session.run(
            arguments: ["--data", path, "--open", "assets/AST-1001/link-issue"],
            plugins: { backend in
                [.assets(repository: StepsBeforeTheSave(backend: backend)), .issues(repository: backend)]
            },
            events: { event in
                if event.event == .action, event.feature == "AssetDetailFeature",
                    event.action?.hasPrefix("issuesPicker") == true
                {
                    session.ending.request(.terminated)
                }
            })
        #expect(session.status == .terminated)
        // Checked as the session returns: a real process exits then, and a save still under way is lost.
        #expect(links == Self.linked, "the end did not wait for the link: \(session.errors)")
    }

    /// The Assets repository of the App, whose `link` takes ten thousand turns of its own (none of
    /// them a wait that a cancellation ends) before it hands the change to the data layer.
    struct StepsBeforeTheSave: AssetsRepository {
        let backend: Backend

        func allAssets() async throws -> [AssetUIModel] { try await backend.allAssets() }
        func asset(id assetID: AssetUIModel.ID) async throws -> AssetUIModel? { try await backend.asset(id: assetID) }
        func linkedIssue(forAsset assetID: AssetUIModel.ID) async throws -> IssueUIModel? {
            try await backend.linkedIssue(forAsset: assetID)
        }
        func link(_ issue: IssueUIModel, toAsset assetID: AssetUIModel.ID) async throws {
            for _ in 0..<10_000 { await Task.yield() }
            try await backend.link(issue, toAsset: assetID)
        }
        func unlinkIssue(fromAsset assetID: AssetUIModel.ID) async throws {
            try await backend.unlinkIssue(fromAsset: assetID)
        }
    }

    /// The signal comes as the pick is read, before the session takes it: the session ends, and
    /// says which line it read and did not act on.
    @Test func aPickReadAsASignalArrivesIsNamed() async throws {
        defer { directory.remove() }
        let session = ScriptedSession(["Hydraulic"])
        session.beforeReading = { _ in session.ending.request(.terminated) }
        await session.run(arguments: ["--data", path, "--open", "assets/AST-1001/link-issue"])
        #expect(session.status == .terminated)
        #expect(
            session.errors == "walkthrough: the session ended before it acted on “Hydraulic”.\n", "\(session.errors)")
        #expect(links == [])
    }
}
