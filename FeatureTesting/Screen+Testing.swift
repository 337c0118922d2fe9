@_spi(Hosting) import CoreInterfaces
import Testing

extension Screen {
    /// The labels of the screen's choices, in order.
    public var choiceLabels: [String] {
        content.choices.map(\.label)
    }

    /// The line of the screen's text that starts with `label` (`"Linked assets:"`), wherever the
    /// screen puts it, so a test reads the line it is about and a line added elsewhere breaks nothing.
    public func line(_ label: String) -> String? {
        content.lines.first { $0.hasPrefix(label) }
    }

    /// Shows the screen as a host does: tells it it appeared, and waits for what it loads
    /// (``settle(sourceLocation:)``).
    public func appear(sourceLocation: SourceLocation = #_sourceLocation) async {
        onAppear()
        await settle(sourceLocation: sourceLocation)
    }

    /// Picks the choice labelled `label`, as a user would, and waits for the work it starts
    /// (``settle(sourceLocation:)``); records a test issue if there is no such choice.
    public func choose(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) async {
        guard let choice = content.choices.first(where: { $0.label == label }) else {
            Issue.record(
                "No choice \"\(label)\" on \(content.title); choices: \(choiceLabels)", sourceLocation: sourceLocation)
            return
        }
        choice.select()
        await settle(sourceLocation: sourceLocation)
    }

    /// The screen this one has pushed onto its own stack, as a host keeping `screens` finds it (and
    /// tells it it appeared, if it is new), if its state shows one and nothing is presented over
    /// it, once what it loads has arrived.
    package func pushedScreen(
        in screens: ShownScreens, sourceLocation: SourceLocation = #_sourceLocation
    ) async -> (any Screen)? {
        let found = screens.linkedScreen(above: self).flatMap { $0.style == .push ? $0.screen : nil }
        for screen in screens.takeNewScreens() { screen.onAppear() }
        await settle(sourceLocation: sourceLocation)
        return found
    }

    /// The screen this one presents modally on top of itself, as a host keeping `screens` finds it
    /// (and tells it it appeared, if it is new), if its state shows one, once what it loads has
    /// arrived.
    package func presentedScreen(
        in screens: ShownScreens, sourceLocation: SourceLocation = #_sourceLocation
    ) async -> (any Screen)? {
        let found = screens.linkedScreen(above: self).flatMap { $0.style == .modal ? $0.screen : nil }
        for screen in screens.takeNewScreens() { screen.onAppear() }
        await settle(sourceLocation: sourceLocation)
        return found
    }
}
