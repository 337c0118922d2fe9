import AssetsInterface
import DataFile
import IssuesInterface
import NavigationTools

/// The App's repositories, as a remote backend would serve them: every call of a module's
/// repository is served here after waiting `latency` (`--latency`), as a call over a network would;
/// what the modules share, such as links, is read from the one data store, so a link made on one
/// side shows on the other. A call that waits is reported to `events` (a
/// ``NavigationEvent/Kind/call`` event) when its wait ends: `--trace` records it and `--explain`
/// narrates it. A call at latency zero neither waits nor is reported.
///
/// A change (a link, an unlink) is the data layer's once asked for: it is made in ``changes``,
/// whose task the screen that asked cannot cancel, so it is saved even when the user goes back or
/// quits at once.
///
/// The counterpart of the design's bridge to shared code: each module owns its repository
/// protocol, and the App says here what it means.
public struct Backend: Sendable {
    /// The store the modules' repositories read and change.
    public let data: InMemoryDataStore
    /// How long each call waits before it reaches the store; zero answers at once.
    public let latency: Duration
    /// The clock the wait is measured on (a test's own, in tests).
    let clock: any Clock<Duration>
    /// Told of each call that waited, once its wait is over.
    let events: (@MainActor @Sendable (NavigationEvent) -> Void)?
    /// The changes asked for and not made yet: the session waits for them before it ends.
    package let changes: ChangesInFlight
    /// The asset and issue lists' models, made once for each list the store holds.
    let assetModels = ModelsMade<DataFileContents.Asset, AssetUIModel> { AssetUIModel($0) }
    let issueModels = ModelsMade<DataFileContents.Issue, IssueUIModel> { IssueUIModel($0) }

    /// A backend over `data` whose calls each wait `latency` on `clock` first, reported to `events`,
    /// and whose changes are made in `changes`.
    package init(
        data: InMemoryDataStore, latency: Duration = .zero, clock: any Clock<Duration> = ContinuousClock(),
        events: (@MainActor @Sendable (NavigationEvent) -> Void)? = nil, changes: ChangesInFlight
    ) {
        self.data = data
        self.latency = latency
        self.clock = clock
        self.events = events
        self.changes = changes
    }

    /// Waits the latency, as a call to the `module`'s repository on a remote backend would; throws
    /// `CancellationError` when the screen that asked has left meanwhile.
    func call(_ module: String, _ method: String = #function) async throws {
        guard latency > .zero else { return try Task.checkCancellation() }
        let answered = (try? await clock.sleep(for: latency)) != nil && !Task.isCancelled
        if let events {
            let event = NavigationEvent(
                event: .call, module: module, call: method, latency: Self.text(latency),
                outcome: answered ? "answered" : "cancelled"
            )
            await events(event)
        }
        try Task.checkCancellation()
    }

    /// Makes `change` for the `module`'s repository, as the data layer's own work, in a task the
    /// caller cannot cancel (``ChangesInFlight``): after the latency the store accepts it, and the
    /// caller goes on (every screen shows it now); the save to the file follows, waiting for another
    /// session's lock if it must, and the session waits for it before it ends.
    func save(_ change: DataChange, _ module: String, _ method: String = #function) async {
        await changes.make(
            change.summary,
            accept: { [self] sequence in
                // The change's own task, which nothing cancels: the call is always answered.
                try? await call(module, method)
                await data.accept(change, sequence: sequence)
            },
            then: { [self] sequence, whenBlocked in
                await data.save(change, sequence: sequence, whenBlocked: whenBlocked)
            })
    }

    /// `duration` as `--latency` takes it: `2s` for whole seconds, `300ms` otherwise.
    static func text(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1_000 + duration.components.attoseconds / 1_000_000_000_000_000
        return milliseconds % 1_000 == 0 ? "\(milliseconds / 1_000)s" : "\(milliseconds)ms"
    }
}

extension Backend {
    /// A backend over the built-in sample data that answers at once.
    @MainActor
    public static func sample() -> Backend {
        Backend(data: .sample(), changes: ChangesInFlight())
    }
}
