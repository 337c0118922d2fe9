@testable import AppCore
@testable import DataFile
import CoreInterfaces
import NavigationTools
import Testing
import FeatureTesting
import TestSupport

/// `--latency`: every repository call waits first, and a call that waited is reported as one
/// `call` event, answered or cancelled; at latency zero nothing waits and nothing is reported.
@MainActor
struct BackendCallTests {
    /// The events a backend reported.
    final class Reported {
        var events: [NavigationEvent] = []
    }

    func backend(latency: Duration, clock: any Clock<Duration>, reported: Reported) -> Backend {
        Backend(
            data: .sample(), latency: latency, clock: clock, events: { reported.events.append($0) },
            changes: ChangesInFlight())
    }

    @Test func aCallThatWaitedIsReportedAnsweredWithItsMethodAndLatency() async throws {
        let reported = Reported()
        let assets = try await backend(latency: .milliseconds(300), clock: PassingClock(), reported: reported)
            .allAssets()
        #expect(!assets.isEmpty)
        #expect(
            reported.events.map(\.jsonLine) == [
                #"{"event":"call","module":"Assets","call":"allAssets()","latency":"300ms","outcome":"answered"}"#
            ])
    }

    @Test func aCallWhoseScreenLeftDuringTheWaitIsReportedCancelledAndAnswersNothing() async throws {
        let reported = Reported()
        let backend = backend(latency: .seconds(2), clock: StillClock(), reported: reported)
        let call = Task { try await backend.issue(id: "ISS-301") }
        call.cancel()
        await #expect(throws: CancellationError.self) { try await call.value }
        #expect(
            reported.events.map(\.jsonLine) == [
                #"{"event":"call","module":"Issues","call":"issue(id:)","latency":"2s","outcome":"cancelled"}"#
            ])
    }

    @Test func aCallAtLatencyZeroNeitherWaitsNorIsReported() async throws {
        let reported = Reported()
        _ = try await backend(latency: .zero, clock: StillClock(), reported: reported).allIssues()
        #expect(reported.events.isEmpty)
    }

    /// Every module, read from the plugins: of the screens it opens without an ID, at least one
    /// loads through a call that waits `--latency`, reported under the module's name. A module
    /// whose repository in the App leaves out `try await call(...)` answers at once whatever the
    /// latency, and fails here, with no edit to this test. It holds each module to one call, not
    /// each method: a method that skips the call, or a screen needing an ID, is left to the
    /// module's own tests.
    @Test(.countsEffects) func everyModulesScreensLoadThroughCallsThatWait() async throws {
        let reported = Reported()
        let data = backend(latency: .milliseconds(50), clock: PassingClock(), reported: reported)
        let registry = try NavigationRegistry(plugins: AppNavigationFactory.plugins(data: data))
        #expect(registry.modules.count >= 2)
        for module in registry.modules {
            reported.events = []
            let opened = registry.destinations.filter { $0.item == nil && registry.entry(for: $0)?.module == module }
            guard !opened.isEmpty else {
                Issue.record(
                    "\(module) provides no destination that opens without an ID, so none of its calls was tried")
                continue
            }
            for destination in opened {
                await registry.makeScreen(for: destination) { _ in }.appear()
            }
            let callers = reported.events.filter { $0.event == .call }.map(\.module)
            #expect(
                callers.contains(module),
                """
                \(module) opened \(opened.map(\.name)) and no call under its name waited --latency (calls \
                under \(callers)): its repository's methods in the App must `try await call("\(module)")` before they answer
                """)
        }
    }

    /// Nothing starts while a screen is made or rendered, only once it appears, as SwiftUI starts
    /// work in `.onAppear`: every screen of every module, made and rendered, makes no call.
    @Test(.countsEffects) func nothingStartsBeforeAScreenAppears() async throws {
        let reported = Reported()
        let data = backend(latency: .milliseconds(50), clock: PassingClock(), reported: reported)
        let registry = try NavigationRegistry(plugins: AppNavigationFactory.plugins(data: data))
        for destination in registry.destinations where destination.item == nil {
            let screen = registry.makeScreen(for: destination) { _ in }
            _ = screen.content
            _ = screen.links
            await settle()
            #expect(
                reported.events.isEmpty,
                "\(destination.name) started work before it appeared: \(reported.events.map(\.jsonLine))")
        }
    }

    @Test(arguments: [
        (Duration.milliseconds(300), "300ms"), (.seconds(2), "2s"), (.milliseconds(1_500), "1500ms"),
        (.seconds(60), "60s"),
    ])
    func aLatencyIsWrittenAsTheFlagTakesIt(latency: Duration, text: String) throws {
        #expect(Backend.text(latency) == text)
        #expect(try CommandLineOptions.latency(text) == latency, "and reads back")
    }
}

/// A clock on which every wait is over at once.
struct PassingClock: Clock {
    typealias Duration = Swift.Duration
    typealias Instant = ContinuousClock.Instant

    var now: Instant { ContinuousClock.now }
    var minimumResolution: Duration { .zero }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
    }
}
