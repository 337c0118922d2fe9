import CoreInterfaces
import Testing
import TestSupport

/// The `async` form of a pick: delivered at most once, `nil` on cancel, nothing after dismissal,
/// and cancelling the awaiting task dismisses the picker.
@MainActor
struct PickerPresentationTests {
    let factory = SpyNavigationFactory()
    let presentation = PickerPresentation()
    let issue = IssueUIModel(id: "I-1", title: "Leak", status: "Open", description: "")

    /// Starts awaiting a pick and lets it present its picker.
    func startPick() async -> Task<IssueUIModel?, Never> {
        let task = Task { await presentation.pick(.issuesListPicker) }
        for _ in 0..<10 where !presentation.isPresenting { await Task.yield() }
        return task
    }

    @Test func aSelectionIsReturnedAndThePickerCloses() async throws {
        let task = await startPick()
        let picker = try #require(presentation.screen(in: factory.environment) as? SpyScreen)
        #expect(factory.requests == [.picker(.issuesListPicker)])
        picker.deliver(issue)
        #expect(presentation.screen(in: factory.environment) == nil)
        #expect(await task.value == issue)
    }

    @Test func aSecondResultIsIgnored() async throws {
        let task = await startPick()
        let picker = try #require(presentation.screen(in: factory.environment) as? SpyScreen)
        picker.deliver(issue)
        picker.deliver(IssueUIModel(id: "I-2", title: "Other", status: "Open", description: ""))
        #expect(await task.value == issue)
    }

    @Test func dismissingReturnsNil() async {
        let task = await startPick()
        _ = presentation.screen(in: factory.environment)
        presentation.dismiss()
        #expect(presentation.isPresenting == false)
        #expect(await task.value == nil)
    }

    @Test func aResultAfterDismissalIsIgnored() async throws {
        let task = await startPick()
        let picker = try #require(presentation.screen(in: factory.environment) as? SpyScreen)
        presentation.dismiss()
        picker.deliver(issue)
        #expect(await task.value == nil)
    }

    @Test func cancellingTheTaskDismissesThePicker() async throws {
        let task = await startPick()
        let picker = try #require(presentation.screen(in: factory.environment) as? SpyScreen)
        task.cancel()
        #expect(await task.value == nil)
        #expect(presentation.isPresenting == false)
        #expect(presentation.screen(in: factory.environment) == nil)
        picker.deliver(issue)
    }

    @Test func anAlreadyCancelledTaskPresentsNothing() async {
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await presentation.pick(.issuesListPicker)
        }
        #expect(await task.value == nil)
        #expect(presentation.isPresenting == false)
    }

    @Test func aNewPickCancelsTheOneWaiting() async {
        let first = await startPick()
        let second = Task { await presentation.pick(.issuesListPicker) }
        #expect(await first.value == nil)
        for _ in 0..<10 where !presentation.isPresenting { await Task.yield() }
        presentation.dismiss()
        #expect(await second.value == nil)
    }
}

