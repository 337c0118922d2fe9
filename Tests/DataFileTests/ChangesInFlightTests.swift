@testable import DataFile
import Testing
import TestSupport

/// The data layer's changes are its own: one runs to its end whether or not the screen that asked
/// is still there, a failure nobody waits for any more is said, and the end of a session waits
/// for them, or says which it could not.
@MainActor
struct ChangesInFlightTests {
    /// A change's work that waits until the test lets it end, with a failure or not.
    @MainActor
    final class Work {
        private var waiting: CheckedContinuation<Void, Never>?
        private(set) var started = false
        private(set) var done = false
        var failure: String?

        struct Failure: Error, CustomStringConvertible {
            let description: String
        }

        func run() async throws {
            started = true
            await withCheckedContinuation { waiting = $0 }
            if let failure { throw Failure(description: failure) }
            done = true
        }

        func end() {
            waiting?.resume()
            waiting = nil
        }
    }

    @Test func aChangeRunsToItsEndThoughItsCallerIsCancelled() async throws {
        var unheard: [String] = []
        let changes = ChangesInFlight { unheard.append($0) }
        let accepting = Work()
        let saving = Work()
        let caller = Task {
            try await changes.make(
                "link of asset A to issue I", accept: { try await accepting.run() }, then: { try? await saving.run() })
        }
        #expect(await TurnBound().until { accepting.started })
        #expect(changes.inFlight == ["link of asset A to issue I"])
        caller.cancel()
        accepting.end()
        try await caller.value
        #expect(await TurnBound().until { saving.started }, "the save follows, its caller's screen gone or not")
        saving.end()
        #expect(await TurnBound().until { changes.inFlight.isEmpty })
        #expect(saving.done)
        #expect(unheard.isEmpty)
    }

    /// The caller (a screen's effect) goes on once its change is accepted; the save stays in flight,
    /// so a lock another session holds never holds a screen, and the session waits for it.
    @Test func theCallerGoesOnOnceTheChangeIsAcceptedAndTheSaveStaysInFlight() async throws {
        let changes = ChangesInFlight { _ in }
        let saving = Work()
        try await changes.make("link of asset A to issue I", accept: {}, then: { try? await saving.run() })
        #expect(changes.inFlight == ["link of asset A to issue I"], "returned with the save still to make")
        #expect(await TurnBound().until { saving.started })
        saving.end()
        #expect(await TurnBound().until { changes.inFlight.isEmpty })
    }

    @Test func aFailureNobodyWaitsForIsSaid() async {
        var unheard: [String] = []
        let changes = ChangesInFlight { unheard.append($0) }
        let work = Work()
        work.failure = "the disk is full"
        let caller = Task {
            try await changes.make("link of asset A to issue I", accept: { try await work.run() }, then: {})
        }
        #expect(await TurnBound().until { work.started })
        caller.cancel()
        work.end()
        #expect(await caller.result.isFailure)
        #expect(unheard == ["the link of asset A to issue I could not be saved: the disk is full"])
    }

    @Test func aFailureItsCallerWaitsForIsItsCallersToShow() async {
        var unheard: [String] = []
        let changes = ChangesInFlight { unheard.append($0) }
        let work = Work()
        work.failure = "the disk is full"
        let caller = Task {
            try await changes.make("link of asset A to issue I", accept: { try await work.run() }, then: {})
        }
        #expect(await TurnBound().until { work.started })
        work.end()
        #expect(await caller.result.isFailure)
        #expect(unheard.isEmpty)
    }

    @Test func theEndOfASessionWaitsForItsChangesAndSaysSo() async throws {
        let changes = ChangesInFlight { _ in }
        let work = Work()
        try await changes.make("unlink of asset A", accept: {}, then: { try? await work.run() })
        #expect(await TurnBound().until { work.started })
        var notices: [String] = []
        let ending = Task {
            await changes.finish(
                notice: { notices.append($0) }, saying: { _ in }, within: .seconds(3600), on: ShortWaitsPass())
        }
        #expect(await TurnBound().until { !notices.isEmpty })
        #expect(notices == ["saving the unlink of asset A first; Ctrl-C abandons it"])
        work.end()
        #expect(await ending.value.isEmpty, "every change was saved")
    }

    /// A save that ends within ``ChangesInFlight/quietWait`` is waited for without a word, so that
    /// whether the notice is printed never depends on the machine's speed: on a clock on which no
    /// wait ever passes, a save that is only being made is never announced.
    @Test func theEndWaitsForASaveThatIsOnlyBeingMadeWithoutAWord() async throws {
        let changes = ChangesInFlight { _ in }
        let work = Work()
        try await changes.make("unlink of asset A", accept: {}, then: { try? await work.run() })
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
        #expect(await ending.value.isEmpty, "every change was saved")
        #expect(notices.isEmpty, "\(notices)")
    }

    @Test func theEndOfASessionSaysWhichChangesItCouldNotWaitFor() async throws {
        let changes = ChangesInFlight { _ in }
        let work = Work()
        try await changes.make("unlink of asset A", accept: {}, then: { try? await work.run() })
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

extension Result {
    var isFailure: Bool {
        if case .failure = self { true } else { false }
    }
}
