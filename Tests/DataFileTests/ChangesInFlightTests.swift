@testable import DataFile
import Testing
import FeatureTesting
import TestSupport

/// The data layer's changes are its own: one runs to its end whether or not the screen that asked
/// is still there, each is given its place in the order asked for, a piped session can wait for
/// them to settle, and the end of a session waits for them, or says which it could not.
@MainActor
struct ChangesInFlightTests {
    /// A change's work that waits until the test lets it end.
    @MainActor
    final class Work {
        private var waiting: CheckedContinuation<Void, Never>?
        private(set) var started = false
        private(set) var done = false
        /// The place in the order asked for that the work was given.
        private(set) var sequence: Int?

        func run(_ sequence: Int? = nil) async {
            started = true
            self.sequence = sequence
            await withCheckedContinuation { waiting = $0 }
            done = true
        }

        func end() {
            waiting?.resume()
            waiting = nil
        }
    }

    @Test func aChangeRunsToItsEndThoughItsCallerIsCancelled() async throws {
        let changes = ChangesInFlight()
        let accepting = Work()
        let saving = Work()
        let caller = Task {
            await changes.make(
                "link of asset A to issue I", accept: { await accepting.run($0) }, then: { _, _ in await saving.run() })
        }
        #expect(await TurnBound().until { accepting.started })
        #expect(changes.inFlight == ["link of asset A to issue I"])
        caller.cancel()
        accepting.end()
        #expect(await TurnBound().value(of: caller) != nil, "the cancelled caller never returned")
        #expect(await TurnBound().until { saving.started }, "the save follows, its caller's screen gone or not")
        saving.end()
        #expect(await TurnBound().until { changes.inFlight.isEmpty })
        #expect(saving.done)
    }

    /// The caller (a screen's effect) goes on once its change is accepted; the save stays in flight,
    /// so a lock another session holds never holds a screen, and the session waits for it.
    @Test func theCallerGoesOnOnceTheChangeIsAcceptedAndTheSaveStaysInFlight() async throws {
        let changes = ChangesInFlight()
        let saving = Work()
        await changes.make("link of asset A to issue I", accept: { _ in }, then: { _, _ in await saving.run() })
        #expect(changes.inFlight == ["link of asset A to issue I"], "returned with the save still to make")
        #expect(await TurnBound().until { saving.started })
        saving.end()
        #expect(await TurnBound().until { changes.inFlight.isEmpty })
    }

    /// Each change is given its place in the order the session asked for them, the same to its
    /// acceptance and its save: the data layer compares them to keep that order.
    @Test func eachChangeIsGivenItsPlaceInTheOrderAskedFor() async {
        let changes = ChangesInFlight()
        let (first, second) = (Work(), Work())
        let accepted = Locked<[Int]>([])
        await changes.make(
            "link of asset A to issue I", accept: { sequence in accepted.withValue { $0.append(sequence) } },
            then: { sequence, _ in await first.run(sequence) })
        await changes.make(
            "unlink of asset A", accept: { sequence in accepted.withValue { $0.append(sequence) } },
            then: { sequence, _ in await second.run(sequence) })
        #expect(await TurnBound().until { first.started && second.started })
        #expect(accepted.current == [1, 2])
        #expect([first.sequence, second.sequence] == [1, 2])
        first.end()
        second.end()
    }

    /// A piped session reads its next line once every change is saved or waits for another
    /// session's lock: what a save says then comes out at the same place in every run.
    @Test func changesSettleOnceSavedOrHeldUpByAnotherSession() async {
        let changes = ChangesInFlight()
        let (held, saving) = (Work(), Work())
        await changes.make("link of asset A to issue I", accept: { _ in }) { _, whenBlocked in
            whenBlocked()
            await held.run()
        }
        await changes.make("unlink of asset B", accept: { _ in }, then: { _, _ in await saving.run() })
        var settled = false
        let settling = Task {
            await changes.settled()
            settled = true
        }
        #expect(await TurnBound().until { held.started && saving.started })
        _ = await TurnBound(turns: 50).until { settled }
        #expect(!settled, "a save that is only being made is waited for")
        saving.end()
        #expect(await TurnBound().until { settled }, "the one another session holds up is not")
        #expect(changes.inFlight == ["link of asset A to issue I"])
        held.end()
        #expect(await TurnBound().value(of: settling) != nil, "settling never ended once the lock was free")
    }

    @Test func theEndOfASessionWaitsForItsChangesAndSaysSo() async throws {
        let changes = ChangesInFlight()
        let work = Work()
        await changes.make("unlink of asset A", accept: { _ in }, then: { _, _ in await work.run() })
        #expect(await TurnBound().until { work.started })
        var notices: [String] = []
        let ending = Task {
            await changes.finish(
                notice: { notices.append($0) }, saying: { _ in }, within: .seconds(3600), on: ShortWaitsPass())
        }
        #expect(await TurnBound().until { !notices.isEmpty })
        #expect(notices == ["saving the unlink of asset A first; Ctrl-C abandons it"])
        work.end()
        #expect(await TurnBound().value(of: ending)?.isEmpty == true, "the end never came, or named a change")
    }

    /// A save that ends within ``ChangesInFlight/quietWait`` is waited for without a word, so that
    /// whether the notice is printed never depends on the machine's speed: on a clock on which no
    /// wait ever passes, a save that is only being made is never announced.
    @Test func theEndWaitsForASaveThatIsOnlyBeingMadeWithoutAWord() async throws {
        let changes = ChangesInFlight()
        let work = Work()
        await changes.make("unlink of asset A", accept: { _ in }, then: { _, _ in await work.run() })
        #expect(await TurnBound().until { work.started })
        var notices: [String] = []
        let ending = Task {
            await changes.finish(
                notice: { notices.append($0) }, saying: { _ in }, within: .seconds(3600), on: StillClock())
        }
        // Fifty turns in which the end could say it waits: it must not.
        _ = await TurnBound(turns: 50).until { !notices.isEmpty }
        #expect(notices.isEmpty, "\(notices)")
        work.end()
        #expect(await TurnBound().value(of: ending)?.isEmpty == true, "the end never came, or named a change")
        #expect(notices.isEmpty, "\(notices)")
    }

    @Test func theEndOfASessionSaysWhichChangesItCouldNotWaitFor() async throws {
        let changes = ChangesInFlight()
        let work = Work()
        await changes.make("unlink of asset A", accept: { _ in }, then: { _, _ in await work.run() })
        #expect(await TurnBound().until { work.started })
        var said: [String] = []
        let unsaved = await changes.finish(
            notice: { _ in }, saying: { said.append($0) }, within: .zero, on: ContinuousClock())
        #expect(unsaved == ["unlink of asset A"])
        #expect(said == ["not saved, after waiting 0.0 seconds: the unlink of asset A"])
        work.end()
    }

    @Test func ctrlCNamesTheChangesInFlight() {
        #expect(
            InterruptNotice.line(for: ["link of asset A to issue I", "unlink of asset B"])
                == "walkthrough: interrupted; not saved, or not known to be: the link of asset A to issue I, the unlink of asset B.\n"
        )
        #expect(InterruptNotice.line(for: []).isEmpty)
    }
}

/// The notice a signal prints is whole however long the IDs are or however many changes are in
/// flight: every change it names names its issue, and the line ends.
@MainActor
struct InterruptNoticeTests {
    @Test func aFiveThousandCharacterIDStillNamesTheIssue() {
        let change = DataChange.link(assetID: String(repeating: "A", count: 5_000), issueID: "ISS-301")
        let line = InterruptNotice.line(for: [change.summary])
        #expect(line.hasSuffix(" to issue ISS-301.\n"), "\(line)")
        #expect(line.utf8.count < 4_096)
    }

    @Test func changesThatDoNotFitAreCounted() {
        let summaries = (0..<100).map {
            DataChange.link(assetID: String(repeating: "\($0 % 10)", count: 300), issueID: "ISS-\($0)").summary
        }
        let line = InterruptNotice.line(for: summaries, ending: .terminated)
        #expect(line.hasPrefix("walkthrough: terminated; not saved, or not known to be: the link of asset "))
        #expect(line.utf8.count < 4_096)
        let named = line.components(separatedBy: "the link of asset ").count - 1
        #expect(named > 0 && named < 100)
        #expect(line.hasSuffix(", and \(100 - named) more.\n"), "\(line.suffix(80))")
    }
}
