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
    /// reports what changed on screen, and lets the observer check what left. Returns whether the
    /// work ended in time.
    @discardableResult
    func settle(waitingForWork: Bool) async -> Bool {
        var settled = true
        appearNewScreens()
        if waitingForWork, !effects.isIdle {
            let title = visibleLayers().last.map { VisibleText.make($0.screen.content.title) } ?? ""
            // A terminal shows the loading screen itself; piped output says it once, in one line.
            if announcesLoading, !console.isTerminal { console.write("Loading \(title)…\n") }
            if await !within(settleLimit, { [effects] in await effects.idle() }) {
                console.writeError("walkthrough: \(title) is still loading after \(settleLimit); going on.\n")
                settled = false
            }
        }
        if waitingForWork, !console.isTerminal, await !within(settleLimit, changesSettled) {
            console.writeError("walkthrough: the changes are still being saved after \(settleLimit); going on.\n")
            settled = false
        }
        reportChanges()
        await endRefreshesOfScreensThatLeft()
        await observer?.settled()
        return settled
    }

    /// Has every screen shown read its data again, as `.refreshable` would: piped, the next line
    /// waits for it (``settle(waitingForWork:)``); at a terminal, the screens redraw when it arrives.
    func refreshShownScreens() async {
        let shownScreens = visibleLayers().flatMap { [$0.screen] + screens.parts(of: $0.screen).map(\.screen) }
        let refreshes = shownScreens.map { screen in
            let refresh = Task { await screen.refresh() }
            refreshing[ObjectIdentifier(screen)] = refresh
            return refresh
        }
        guard !console.isTerminal else { return }
        for refresh in refreshes { await refresh.value }
        await settle(waitingForWork: true)
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

    /// Whether `work` ended within `limit`, on the host's clock; it is cancelled when it did not.
    private func within(_ limit: Duration, _ work: @escaping @Sendable () async -> Void) async -> Bool {
        await withTaskGroup(of: Bool.self) { [clock] group in
            group.addTask {
                await work()
                return true
            }
            group.addTask {
                try? await clock.sleep(for: limit)
                return false
            }
            let first = await group.next() ?? true
            group.cancelAll()
            return first
        }
    }
}
