@_spi(Hosting) import FeatureRuntime
@_spi(Hosting) import CoreInterfaces

/// Waiting for the screens' work: how a piped session prints the same screens at any latency.
extension TerminalHost {
    /// Tells the screens the state shows now that they appeared (so their loads start), and, when
    /// `waitingForWork`, waits for the work the screens' stores run to end: saying `Loading
    /// <screen>…` first when the session asked for latency, and going on after ``settleLimit``.
    /// Piped, it then waits for the changes in flight to settle too (saved, or waiting for another
    /// session's lock), within the same limit, so that a line a save says comes before the screen
    /// printed next in every run, never at a moment that depends on the machine's speed. Then
    /// reports what changed on screen, and lets the observer check what left. A request to end the
    /// session (``stop(_:)``) ends either wait at once: the end waits for changes, never for a
    /// screen's load.
    func settle(waitingForWork: Bool) async {
        appearNewScreens()
        if waitingForWork, !effects.isIdle {
            let title = visibleLayers().last.map { VisibleText.make($0.screen.content.title) } ?? ""
            // A terminal shows the loading screen itself; piped output says it once, in one line.
            if announcesLoading, !console.isTerminal { console.write("Loading \(title)…\n") }
            if await wait(atMost: settleLimit, for: { [effects] in await effects.idle() }) == .timedOut {
                console.writeError("walkthrough: \(title) is still loading after \(settleLimit); going on.\n")
            }
        }
        if waitingForWork, !console.isTerminal, await wait(atMost: settleLimit, for: changesSettled) == .timedOut {
            console.writeError("walkthrough: the changes are still being saved after \(settleLimit); going on.\n")
        }
        // Piped, a change accepted in this turn has the parts read their data before the next line.
        if partsStale, !console.isTerminal, stopRequest == nil { return await refreshShownScreens(partsOnly: true) }
        reportChanges()
        await endRefreshesOfScreensThatLeft()
        await observer?.settled()
    }

    /// Has every screen shown, or with `partsOnly` every part shown, read its data again, as
    /// `.refreshable` would: piped, the next line waits for it (``settle(waitingForWork:)``); at a
    /// terminal, the screens redraw when it arrives.
    func refreshShownScreens(partsOnly: Bool = false) async {
        partsStale = false
        let shownScreens = visibleLayers().flatMap {
            (partsOnly ? [] : [$0.screen]) + screens.parts(of: $0.screen).map(\.screen)
        }
        let refreshes = shownScreens.map { screen in
            let refresh = Task { await screen.refresh() }
            refreshing[ObjectIdentifier(screen)] = refresh
            return refresh
        }
        guard !console.isTerminal else { return }
        let refreshed = await wait(atMost: nil) {
            for refresh in refreshes { await refresh.value }
        }
        guard refreshed == .done else { return }
        await settle(waitingForWork: true)
    }

    /// Ends the screens' work as the session ends, as an app's windows close: every screen's work
    /// is cancelled (a load ends at once; a change the user made is the data layer's, and goes on,
    /// ``ChangesInFlight``), and the host waits for the work to end, at most ``settleLimit``. So a
    /// choice acted on just before the end has handed its change to the data layer before the
    /// session waits for its changes, and no load is waited for.
    func endScreensWork() async {
        guard !effects.isIdle else { return }
        effects.cancelAll()
        if await wait(atMost: settleLimit, stoppable: false, for: { [effects] in await effects.idle() }) == .timedOut {
            console.writeError("walkthrough: the screens' work did not end within \(settleLimit) of the end.\n")
        }
    }

    /// Cancels the refresh of every screen no longer shown and waits for it to end (a cancelled
    /// read ends at once), so that no refresh holds a screen that left; forgets those that ended.
    private func endRefreshesOfScreensThatLeft() async {
        let shownNow = Set(
            visibleLayers().flatMap { [$0.screen] + screens.parts(of: $0.screen).map(\.screen) }.map(
                ObjectIdentifier.init))
        for (screen, refresh) in refreshing where !shownNow.contains(screen) {
            refresh.cancel()
            await refresh.value
            refreshing[screen] = nil
        }
    }

    /// How a wait ended.
    enum WaitEnd {
        /// The work ended.
        case done
        /// The limit passed first; the work is cancelled.
        case timedOut
        /// The session was asked to end first (``stop(_:)``); the work is cancelled.
        case stopped
    }

    /// Waits for `work` to end, at most `limit` on the host's clock (`nil`: no limit) and, when
    /// `stoppable`, no longer than until the session is asked to end.
    func wait(
        atMost limit: Duration?, stoppable: Bool = true, for work: @escaping @Sendable () async -> Void
    ) async -> WaitEnd {
        if stoppable, stopRequest != nil { return .stopped }
        return await withTaskGroup(of: WaitEnd.self) { [clock] group in
            group.addTask {
                await work()
                return .done
            }
            if let limit {
                group.addTask {
                    try? await clock.sleep(for: limit)
                    return .timedOut
                }
            }
            if stoppable {
                group.addTask {
                    await self.untilStopped()
                    return .stopped
                }
            }
            let first = await group.next() ?? .done
            group.cancelAll()
            return first
        }
    }
}
