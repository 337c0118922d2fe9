@testable import AppCore
@testable import DataFile
import AssetsInterface
import CoreInterfaces
import FeatureTesting
import IssuesInterface
import MaintenanceInterface
import NavigationTools
import Testing

/// What asks owns what it gets: a picker's answer that comes after the screen that asked for it
/// has left (a picker that answers late, as one that awaits would) changes nothing and writes
/// nothing, whether that screen is a module's own or another module's part, and nothing is left
/// alive for it: the leak check reports none. Nothing holds a screen's store but its screen and
/// the host, so the picker's answer reaches nothing once the screen is gone.
@MainActor
struct LatePickTests {
    /// Holds what a picker was handed to answer with, as a picker that answers late would.
    final class Kept<Result> {
        var onResult: (@MainActor (Result) -> Void)?
    }

    /// The session's events, the backend it ran on, and what the kept picker's answer did.
    struct Outcome {
        let events: [NavigationEvent]
        let backend: Backend
        let session: ScriptedSession
        /// The events after the late answer.
        var afterTheAnswer: [NavigationEvent]
    }

    /// Runs `input` on the App's modules with `picker` answering through `kept`, and answers with
    /// `answer` once the first `lines` lines are acted on (the screen that asked has left by then).
    func run<Result>(
        _ input: [String], answerAfter lines: Int, picker: PickerDestination<Result>, kept: Kept<Result>,
        answer: Result
    ) async throws -> Outcome {
        var events: [NavigationEvent] = []
        var answeredAt: Int?
        var backend: Backend?
        let session = await ScriptedSession.run(
            input,
            plugins: { data in
                backend = data
                return AppNavigationFactory.plugins(data: data).map {
                    $0.replacing(
                        .picker(picker) { onResult in
                            kept.onResult = onResult
                            return TextScreen(title: "Answers later", lines: ["This picker answers after you leave."])
                        })
                }
            },
            events: { events.append($0) },
            beforeReading: { read in
                guard read == lines, let onResult = kept.onResult else { return }
                answeredAt = events.count
                onResult(answer)
            })
        try #require(session.status == .success, "\(session.errors)")
        let at = try #require(answeredAt, "the picker was never shown: \(session.output)")
        return Outcome(
            events: events, backend: try #require(backend), session: session,
            afterTheAnswer: Array(events[at...]))
    }

    @Test func aLatePickIntoAPartWhoseDetailLeftChangesNothingAndWritesNothing() async throws {
        let kept = Kept<ServiceDateUIModel>()
        let outcome = try await run(
            ["Assets", "Forklift", "Book service", "b", "b", "q"], answerAfter: 5, picker: .serviceDatePicker,
            kept: kept, answer: ServiceDateUIModel(id: "2027-01-04"))
        #expect(outcome.afterTheAnswer.filter { $0.event == .action }.map(\.jsonLine) == [])
        #expect(await outcome.backend.data.records(of: "Maintenance").isEmpty)
        #expect(outcome.events.filter { $0.event == .leak }.map(\.jsonLine) == [])
        #expect(!outcome.session.output.contains("2027-01-04"))
    }

    @Test func aLatePickIntoADetailOfTheModulesOwnChangesNothingAndWritesNothing() async throws {
        let kept = Kept<IssueUIModel>()
        let outcome = try await run(
            ["Assets", "Forklift", "Link issue", "b", "b", "q"], answerAfter: 5, picker: .issuesListPicker,
            kept: kept, answer: IssueUIModel(SampleData.issues[0]))
        #expect(outcome.afterTheAnswer.filter { $0.event == .action }.map(\.jsonLine) == [])
        #expect(await outcome.backend.data.issueLinked(toAsset: SampleData.assets[0].id) == nil)
        #expect(outcome.events.filter { $0.event == .leak }.map(\.jsonLine) == [])
    }

    /// The same pick while the detail is still shown, the picker dismissed: the answer reaches the
    /// store, which drops it as stale (`Presented.take`), so the tests above fail for want of an
    /// owner, not of a presentation.
    @Test func aLatePickIntoAPartStillShownReachesItsStoreAndIsDroppedAsStale() async throws {
        let kept = Kept<ServiceDateUIModel>()
        let outcome = try await run(
            ["Assets", "Forklift", "Book service", "b", "b", "q"], answerAfter: 4, picker: .serviceDatePicker,
            kept: kept, answer: ServiceDateUIModel(id: "2027-01-04"))
        #expect(
            outcome.afterTheAnswer.filter { $0.event == .action }.map(\.action).first
                == "booking(2027-01-04, #1)")
        #expect(await outcome.backend.data.records(of: "Maintenance").isEmpty)
    }
}
