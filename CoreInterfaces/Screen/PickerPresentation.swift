/// Presents a picker and awaits its result: the `async` form of
/// ``NavigationFactory/makeScreen(picking:onResult:)``.
///
/// A feature calls ``pick(_:)`` and suspends; its screen declares the picker once, as
/// ``ScreenLink/picker(_:awaitedBy:open:)``, which shows it while the pick waits and dismisses it
/// when the user cancels.
/// The rules are the closure form's: the result is delivered at most once, `nil` means cancelled,
/// nothing is delivered after dismissal, and cancelling the awaiting task dismisses the picker.
@MainActor
public final class PickerPresentation {
    private struct Pending {
        let id: Int
        let destination: NavigationDestination
        let make: @MainActor (ScreenEnvironment) -> any Screen
        let cancel: @MainActor () -> Void
    }

    private var pending: Pending?
    private var nextID = 0

    /// Creates a presentation with nothing shown.
    public init() {}

    /// Whether a picker is waiting for an answer.
    public var isPresenting: Bool { pending != nil }

    /// Presents the picker for `destination` and returns what it picks, or `nil` when the user
    /// cancels or the calling task is cancelled. A new pick cancels one still waiting.
    public func pick<Result>(_ destination: PickerDestination<Result>) async -> Result? {
        nextID += 1
        let id = nextID
        let picked = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result?, Never>) in
                // Counted until the awaiting task runs again, below.
                let resume = { @MainActor (result: Result?) in
                    Self.resuming += 1
                    continuation.resume(returning: result)
                }
                cancelPending()
                guard !Task.isCancelled else {
                    resume(nil)
                    return
                }
                pending = Pending(
                    id: id,
                    destination: destination.destination,
                    make: { [weak self] environment in
                        environment.navigationFactory.makeScreen(picking: destination) { result in
                            self?.finish(id) { resume(result) }
                        }
                    },
                    cancel: { resume(nil) }
                )
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.finish(id, then: nil) }
        }
        Self.resuming -= 1
        return picked
    }

    /// How many picks have been answered (or cancelled) whose awaiting task has not run again
    /// yet. A host waits until there are none before it prints, so the screen shows the result.
    package private(set) static var resuming = 0

    /// A new picker screen for the pick waiting, made through the environment's factory; `nil`
    /// when none waits. A ``ScreenLink`` keeps the one it shows.
    public func screen(in environment: ScreenEnvironment) -> (any Screen)? {
        pending?.make(environment)
    }

    /// Which pick of `destination` waits, if one does: a new pick is a new value.
    func waiting(for destination: NavigationDestination) -> Int? {
        pending.flatMap { $0.destination == destination ? $0.id : nil }
    }

    /// Cancels the waiting picker: its pick returns `nil` and later results are ignored.
    public func dismiss() {
        cancelPending()
    }

    private func cancelPending() {
        if let id = pending?.id { finish(id, then: nil) }
    }

    /// Ends the pick `id` once: clears it, then resumes the caller with `deliver`, or with `nil`.
    private func finish(_ id: Int, then deliver: (@MainActor () -> Void)?) {
        guard let current = pending, current.id == id else { return }
        pending = nil
        if let deliver { deliver() } else { current.cancel() }
    }
}
