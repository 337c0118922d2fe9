@testable import AppCore
@testable import DataFile
import Foundation
import FeatureTesting
import TestSupport
import Testing

/// A change the user made outlives the screen that made it: at a terminal, with latency, the user
/// picks an issue and goes back, or quits, before the link is saved; the link is saved all the same,
/// and `q` says what it waits for.
@MainActor
struct ChangeOutlivesScreenTests {
    /// The sample data in a fresh file, and a way to read its links.
    struct DataFileOnDisk {
        let directory: TemporaryDirectory
        let path: String

        init() throws {
            directory = try TemporaryDirectory()
            path = directory.path("shop.json")
            try DataFile(path: path).save(.sample)
        }

        var links: [DataFileContents.Link]? { try? DataFile(path: path).load()?.links }
    }

    static let forkliftToHydraulic = [DataFileContents.Link(assetID: "AST-1001", issueID: "ISS-301")]

    /// Whether the session shows the Issues picker's list, loaded.
    static func pickerLoaded(_ session: ScriptedSession) async -> Bool {
        await TurnBound().until { session.lastScreen.contains("1) Hydraulic fluid leak") }
    }

    @Test func aLinkPickedThenLeftAtOnceIsSaved() async throws {
        let file = try DataFileOnDisk()
        defer { file.directory.remove() }
        let clock = HeldClock()
        let session = ScriptedSession(["Assets", "Forklift", "Link issue", "Hydraulic", "b", "q"], atTerminal: true)
        var linksAfterBack: [DataFileContents.Link]?
        var screenAfterBack = ""
        session.beforeReading = { [unowned session] line in
            switch line {
            case 3:
                // Once the picker has loaded, the pick's save waits its latency, as a remote
                // backend's would, until the test says.
                _ = await Self.pickerLoaded(session)
                clock.hold()
            case 5:
                screenAfterBack = session.lastScreen
                linksAfterBack = file.links
                clock.release()
            default:
                break
            }
        }
        try #require(
            await session.run(arguments: ["--data", file.path, "--latency", "1s"], clock: clock, within: TurnBound()),
            "\(session.whereItStopped)")

        #expect(session.status == .success, "\(session.errors)")
        #expect(screenAfterBack.contains("Home › Assets\n"), "back went to the list at once:\n\(screenAfterBack)")
        #expect(linksAfterBack == [], "the save was still on its way when the user went back")
        #expect(await TurnBound().until { file.links == Self.forkliftToHydraulic }, "and it landed all the same")
    }

    @Test func quittingAtOnceWaitsForTheSaveAndSaysSo() async throws {
        let file = try DataFileOnDisk()
        defer { file.directory.remove() }
        let clock = HeldClock()
        let session = ScriptedSession(["Assets", "Forklift", "Link issue", "Hydraulic", "q"], atTerminal: true)
        session.beforeReading = { [unowned session] line in
            if line == 3 {
                _ = await Self.pickerLoaded(session)
                clock.hold()
            }
        }
        let running = Task { await session.run(arguments: ["--data", file.path, "--latency", "1s"], clock: clock) }
        let said = "walkthrough: saving the link of asset AST-1001 to issue ISS-301 first; Ctrl-C abandons it.\n"
        #expect(await TurnBound().until { session.errors.contains(said) }, "\(session.errors)")
        #expect(file.links == [], "q waits for the save rather than dropping it")
        clock.release()
        try #require(await TurnBound().value(of: running) != nil, "\(session.whereItStopped)")

        #expect(session.status == .success)
        #expect(file.links == Self.forkliftToHydraulic)
    }

    @Test func aSessionThatEndsBeforeItsSaveIsDoneSaysWhichAndFails() async throws {
        let file = try DataFileOnDisk()
        defer { file.directory.remove() }
        let clock = HeldClock()
        let session = ScriptedSession(["Assets", "Forklift", "Link issue", "Hydraulic", "q"], atTerminal: true)
        session.beforeReading = { [unowned session] line in
            if line == 3 {
                _ = await Self.pickerLoaded(session)
                clock.hold()
            }
            // The bound of the end's wait passes at once: the save is still held.
            if line == 4 { clock.boundsPass = true }
        }
        try #require(
            await session.run(arguments: ["--data", file.path, "--latency", "1s"], clock: clock, within: TurnBound()),
            "\(session.whereItStopped)")

        #expect(session.status == .notSaved)
        #expect(
            session.errors.contains(
                "not saved, after waiting 32.0 seconds: the link of asset AST-1001 to issue ISS-301"))
        clock.release()
        #expect(
            await TurnBound().until { file.links == Self.forkliftToHydraulic }, "the save ends before the test does")
    }
}

/// The clock of a session whose latency the test holds: a short wait (a call's latency) passes at
/// once unless the test holds the clock, then until it releases it; a long wait (a bound, thirty
/// seconds or more) never passes, unless the test says bounds pass. Every wait ends when its task
/// is cancelled, and a long one after a minute of real time, a guard only a failing test meets.
@MainActor
final class HeldClock: Clock {
    typealias Duration = Swift.Duration
    typealias Instant = ContinuousClock.Instant

    nonisolated let now = ContinuousClock.now
    nonisolated var minimumResolution: Duration { .zero }
    private var held = false
    /// Whether a bound's wait passes at once.
    var boundsPass = false
    private var waiting: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextWaiter = 0

    func hold() { held = true }

    func release() {
        held = false
        let released = waiting
        waiting = [:]
        for waiter in released.values { waiter.resume() }
    }

    nonisolated func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try await wait(deadline - now)
    }

    private func wait(_ duration: Duration) async throws {
        if duration >= .seconds(30) {
            if !boundsPass { try await Task.sleep(for: .seconds(60)) }
        } else if held {
            nextWaiter += 1
            let id = nextWaiter
            await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    if Task.isCancelled { continuation.resume() } else { waiting[id] = continuation }
                }
            } onCancel: {
                Task { @MainActor in self.waiting.removeValue(forKey: id)?.resume() }
            }
        }
        try Task.checkCancellation()
    }
}
