import CoreInterfaces

/// What the host waits for between screens: the next line, or a change to the top screen.
extension TerminalHost {
    /// A line (`nil` at the end of input), a change to the top screen, or a change saved.
    enum Event: Sendable {
        case line(String?)
        case changed
        /// A change was saved (``TerminalHost/changeSaved()``): the save may have taken in what
        /// another session or an editor wrote, or undone a change the file refused.
        case saved
        /// A change was accepted (``TerminalHost/changeAccepted()``), at a terminal: the parts
        /// shown read their data again.
        case accepted
        /// The session is asked to end, with this status (``TerminalHost/stop(_:)``).
        case stopped(ExitStatus)
        /// The screens' work has ended while a deep link waits to open its next step.
        case workEnded
    }

    /// The next line of input or change to the screen, whichever comes first. A line is asked for
    /// once and kept asked for across changes, so none is lost.
    func nextEvent() async -> Event {
        if !reading {
            reading = true
            Task { [console, changes, weak self] in
                let line = await console.readLine()
                if case .terminated = changes.yield(.line(line)), let line { self?.sayNotActedOn(line) }
            }
        }
        for await event in events {
            if case .line = event { reading = false }
            return event
        }
        return .line(nil)
    }
}

extension InputCommand {
    /// What `line` means on the screen `shown`.
    init(line: String, screen shown: TerminalHost.Shown) {
        let labels = shown.content.choices.lazy.map(label(of:))
        self.init(line: line, labels: labels, paged: labels.count > TerminalHost.pageSize, own: shown.ownChoices)
    }

    /// Whether it acts at once while a screen is loading: going back (which cancels the load) and
    /// quitting. Anything else waits for the load, and is read against the screen it loaded.
    var actsDuringALoad: Bool {
        self == .back || self == .quit
    }
}

/// The lines a session read and will not act on, as it ends.
extension TerminalHost {
    /// Ends the input as the session ends: a line already read and not yet taken (the session was
    /// asked to end meanwhile) is named on stderr, and so is one a read still in flight returns.
    func endInput() async {
        changes.finish()
        for await event in events {
            if case let .line(line?) = event { sayNotActedOn(line) }
        }
    }

    /// Says that the session ends without acting on `line`, which it read: the user's input is
    /// carried out or named, never dropped unsaid.
    func sayNotActedOn(_ line: String) {
        writeError("walkthrough: the session ended before it acted on “\(VisibleText.make(line, limit: 80))”.\n")
    }
}
